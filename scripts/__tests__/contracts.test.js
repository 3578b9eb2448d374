// Remote contracts (docs/decisions/007): `remotes set`, `rollback` and `deploy` refuse a version the
// shell cannot mount or serve, naming what is wrong; and every remote in this repository fits the shell.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { contractProblems, hostContract, remoteRouteIds, remoteRoutePages } = require('../../shared/build/contract.cjs');
const { sharedMap, RUNTIME_CORE_VERSION } = require('../../shared/build/webpack.cjs');
const { makeDist, addVersion, readManifest } = require('./support/fake-dist');

const root = path.resolve(__dirname, '../..');
const remotesCli = path.join(root, 'scripts/remotes.cjs');

const host = {
  schema: 1,
  remotes: { auth: { exposes: ['./modal', './routes'], routes: ['login', 'profile'], planned: ['wallet'] } },
  shared: { react: { singleton: true, version: '19.3.1' }, i18next: { singleton: true, version: '27.1.2' } },
};
const fitting = {
  name: 'auth',
  exposes: ['./modal', './routes'],
  routes: ['login', 'profile'],
  shared: { react: { singleton: true, requiredVersion: '^19.0.0' } },
};

describe('contractProblems', () => {
  it('accepts a contract that exposes everything the shell mounts (planned routes may be missing, extra ones are fine)', () => {
    expect(contractProblems(fitting, host, 'auth')).toEqual([]);
    expect(contractProblems({ ...fitting, routes: ['login', 'profile', 'wallet', 'extra'] }, host, 'auth')).toEqual([]);
  });

  it('names the route ids the shell mounts that the version lacks', () => {
    expect(contractProblems({ ...fitting, routes: ['login'] }, host, 'auth')).toEqual([
      "./routes lacks route ids the shell's route table mounts: profile",
    ]);
  });

  it('names an exposed module the shell loads that the version lacks', () => {
    expect(contractProblems({ ...fitting, exposes: ['./routes'] }, host, 'auth')).toEqual([
      'does not expose ./modal, which the shell loads',
    ]);
  });

  it('names a singleton range the shell cannot serve, and a singleton the shell does not share', () => {
    const shared = {
      react: { singleton: true, requiredVersion: '^20.0.0' },
      zustand: { singleton: true, requiredVersion: '^5.0.0' },
      'left-pad': { singleton: false, requiredVersion: '^9.0.0' },
    };
    expect(contractProblems({ ...fitting, shared }, host, 'auth')).toEqual([
      'needs react ^20.0.0, but the shell shares react 19.3.1',
      'needs zustand as a shared singleton, but the shell does not share it',
    ]);
  });

  it("names a remote built on the shell's federation runtime core when the shell provides none, or another minor", () => {
    const onShell = { ...fitting, runtimeCore: { from: 'shell', requiredVersion: '~2.9.2' } };
    expect(contractProblems(onShell, { ...host, runtimeCore: { version: '2.9.5' } }, 'auth')).toEqual([]);
    expect(contractProblems(onShell, host, 'auth')).toEqual([
      "runs on the shell's Module Federation runtime, but the shell does not provide it (rebuild the shell)",
    ]);
    expect(contractProblems(onShell, { ...host, runtimeCore: { version: '2.10.0' } }, 'auth')).toEqual([
      "needs the shell's Module Federation runtime ~2.9.2, but the shell provides 2.10.0",
    ]);
    // a version built before (its own runtime inside) fits either shell
    expect(contractProblems(fitting, { ...host, runtimeCore: { version: '2.10.0' } }, 'auth')).toEqual([]);
  });

  it('refuses a version without a contract, or with the contract of another remote', () => {
    expect(contractProblems(undefined, host, 'auth')).toEqual([
      'no contract.json beside its remoteEntry.js (built before contracts existed: rebuild it)',
    ]);
    expect(contractProblems({ ...fitting, name: 'tests' }, host, 'auth')).toEqual(['its contract is for remote "tests", not "auth"']);
  });
});

describe('npm run remotes -- set / rollback', () => {
  let dist;
  const run = (...args) =>
    spawnSync(process.execPath, [remotesCli, ...args], { env: { ...process.env, PLATFORM_DIST_DIR: dist }, encoding: 'utf8' });
  beforeEach(() => {
    dist = makeDist({ host: { auth: host.remotes.auth } });
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('refuses a version whose contract does not fit the shell, naming every problem, and leaves the manifest alone', () => {
    addVersion(dist, 'auth', '1.0.0', { exposes: ['./modal', './routes'], routes: ['login', 'profile'] });
    addVersion(dist, 'auth', '2.0.0', {
      exposes: ['./routes'],
      routes: ['login'],
      shared: { react: { singleton: true, requiredVersion: '^20.0.0' } },
    });
    expect(run('set', 'auth', '1.0.0').status).toBe(0);

    const refused = run('set', 'auth', '2.0.0');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('refusing auth@2.0.0: its contract does not fit the shell');
    expect(refused.stderr).toContain('does not expose ./modal, which the shell loads');
    expect(refused.stderr).toContain("./routes lacks route ids the shell's route table mounts: profile");
    expect(refused.stderr).toContain('needs react ^20.0.0, but the shell shares react 19.3.1');
    expect(readManifest(dist).remotes.auth.version).toBe('1.0.0');
  });

  it('refuses a version built without a contract', () => {
    addVersion(dist, 'auth', '0.9.0', null);
    const refused = run('set', 'auth', '0.9.0');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('no contract.json');
    expect(fs.existsSync(path.join(dist, 'remotes.json'))).toBe(false);
  });

  it('rollback refuses an earlier version that no longer fits the shell', () => {
    addVersion(dist, 'auth', '1.0.0', { exposes: ['./modal', './routes'], routes: ['login', 'profile'] });
    addVersion(dist, 'auth', '1.1.0', { exposes: ['./modal', './routes'], routes: ['login', 'profile'] });
    expect(run('set', 'auth', '1.0.0').status).toBe(0);
    expect(run('set', 'auth', '1.1.0').status).toBe(0);
    // the shell now mounts /profile from a route the old version never had
    addVersion(dist, 'auth', '1.0.0', { exposes: ['./modal', './routes'], routes: ['login'] });
    const refused = run('rollback', 'auth');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('refusing auth@1.0.0: its contract does not fit the shell (');
    expect(refused.stderr).toContain("lacks route ids the shell's route table mounts: profile");
    expect(readManifest(dist).remotes.auth.version).toBe('1.1.0');
  });
});

describe('npm run deploy', () => {
  const deploy = (...args) => spawnSync(process.execPath, [path.join(root, 'scripts/deploy.cjs'), ...args], { encoding: 'utf8' });

  it('refuses an unknown remote and a malformed version before building anything', () => {
    const unknown = deploy('nope');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/no remote "nope" \(remotes: .*universities/);
    const bad = deploy('universities', '../shell');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('"../shell" is not a version');
    expect(deploy().stderr).toContain('usage: npm run deploy -- <remote> [version]');
  });
});

describe('contracts read from the sources', () => {
  const remotes = fs.readdirSync(root).filter((d) => d.startsWith('mf-') && fs.existsSync(path.join(root, d, 'webpack.config.js')));
  const [shellConfig] = [require(path.join(root, 'shell/webpack.config.js'))({}, { mode: 'production' })].flat();
  const shellContract = shellConfig.plugins.find((p) => p.constructor.name === 'ContractPlugin').describe().contract;

  it("the shell's route table and RemoteSlots give its needs (auth also serves the modal)", () => {
    expect(shellContract.remotes.auth.exposes).toEqual(['./modal', './routes']);
    expect(shellContract.remotes.auth.routes).toEqual(expect.arrayContaining(['login', 'profile', 'user-profile']));
    expect(shellContract.shared.react.version).toBe(require('react/package.json').version);
    expect(shellContract.runtimeCore).toEqual({ version: RUNTIME_CORE_VERSION });
    expect(hostContract({ dir: path.join(root, 'shell'), sharedMap: sharedMap() }).runtimeCore).toBeUndefined();
  });

  it.each(remotes)('%s: the contract its build writes fits the shell built from the same tree', (dir) => {
    // (the browser build: a remote with a server build gives both, ADR 028)
    const [config] = [require(path.join(root, dir, 'webpack.config.js'))({}, { mode: 'production' })].flat();
    const plugin = config.plugins.find((p) => p.constructor.name === 'ContractPlugin');
    const { file, contract } = plugin.describe();
    expect(file).toBe('contract.json');
    expect(contract.version).toBe(require(path.join(root, dir, 'package.json')).version);
    expect(contract.routes.length).toBeGreaterThan(0);
    expect(contract.runtimeCore).toEqual({ from: 'shell', requiredVersion: `~${RUNTIME_CORE_VERSION}` });
    expect(contractProblems(contract, shellContract, contract.name)).toEqual([]);
  });

  // route-chunks.json (ADR 022) lists a page for every route whose lazy import the build can follow
  it.each(remotes)("%s: every route's page import is found in its routes module", (dir) => {
    const file = path.join(root, dir, 'src/exposed/routes.tsx');
    const pages = remoteRoutePages(file);
    expect(pages.map((p) => p.id)).toEqual(remoteRouteIds(file));
    for (const { request } of pages) expect(request).toMatch(/^\.\.?\//);
  });

  it('a route whose page is not a top-level lazy import is left out of the page list', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'routes-')), 'routes.tsx');
    fs.writeFileSync(
      file,
      "const A = lazy(() => import('./a'));\nexport const routes = [{ id: 'a', Component: page(A, { kind: 'x' }) }, { id: 'b', Component: B }];\n",
    );
    expect(remoteRoutePages(file)).toEqual([{ id: 'a', request: './a' }]);
  });

  it('a routes module whose ids the build cannot read fails with the file and element named', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'routes-')), 'routes.tsx');
    fs.writeFileSync(file, "const id = 'x';\nexport const routes = [{ id: 'a', Component: A }, { id, Component: B }];\n");
    expect(() => remoteRouteIds(file)).toThrow(`${file} routes[1]: \`id\` must be a string literal`);
  });
});
