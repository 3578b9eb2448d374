// npm run deploy on a remote small enough to build in a second: it publishes only its own version
// folder, switches the manifest, never overwrites a built version with different content, and
// refuses a build whose contract does not fit the shell (docs/deployment.md).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { treeDigest } = require('../lib.cjs');
const { makeDist, addVersion, readManifest } = require('./support/fake-dist');

const deployCli = path.join(__dirname, '../deploy.cjs');
const contractModule = path.join(__dirname, '../../shared/build/contract.cjs');

/** A remote "fake" exposing ./routes with the given route ids; `label` changes the built content. */
function writeRemote(dir, { routes = ['home'], label = 'first' } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'fake-remote', version: '1.0.0', private: true }));
  fs.writeFileSync(
    path.join(dir, 'routes.js'),
    `export const routes = [${routes.map((id) => `{ id: '${id}' }`).join(', ')}];\nexport const label = '${label}';\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'webpack.config.js'),
    `const path = require('node:path');
const { contractPlugin } = require(${JSON.stringify(contractModule)});
module.exports = (env = {}) => ({
  mode: 'production',
  context: __dirname,
  entry: { remoteEntry: './routes.js' },
  output: { path: path.join(__dirname, 'out'), filename: '[name].js', library: { type: 'var', name: 'fake' } },
  plugins: [contractPlugin({ dir: __dirname, name: 'fake', version: env.version, exposes: { './routes': './routes.js' }, sharedMap: {} })],
});
`,
  );
}

describe('npm run deploy', () => {
  let dist;
  let source;
  const deploy = (...args) =>
    spawnSync(process.execPath, [deployCli, 'fake', ...args, '--source', source], {
      env: { ...process.env, PLATFORM_DIST_DIR: dist },
      encoding: 'utf8',
    });

  beforeEach(() => {
    dist = makeDist({ host: { fake: { exposes: ['./routes'], routes: ['home'], planned: [] } } });
    source = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-remote-'));
    writeRemote(source);
    // the shell and another remote, which a deploy must not touch
    fs.writeFileSync(path.join(dist, 'shell/index.html'), '<!doctype html>');
    addVersion(dist, 'other', '3.0.0');
  });
  afterEach(() => {
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(source, { recursive: true, force: true });
  });

  it('builds only the remote into its version folder and switches the manifest; versions are immutable', () => {
    const untouched = { shell: treeDigest(path.join(dist, 'shell')), other: treeDigest(path.join(dist, 'remotes/other')) };

    const first = deploy();
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('deploy: fake → 1.0.0');
    expect(fs.readdirSync(path.join(dist, 'remotes/fake'))).toEqual(['1.0.0']);
    expect(JSON.parse(fs.readFileSync(path.join(dist, 'remotes/fake/1.0.0/contract.json'), 'utf8'))).toMatchObject({
      name: 'fake',
      version: '1.0.0',
      routes: ['home'],
    });
    expect(readManifest(dist).remotes.fake).toEqual({ version: '1.0.0', entry: '/remotes/fake/1.0.0/remoteEntry.js', previous: [] });
    const published = treeDigest(path.join(dist, 'remotes/fake/1.0.0'));
    // published with its Brotli and gzip siblings, made before the version went out (ADR 061)
    expect(Object.keys(published)).toEqual(expect.arrayContaining(['remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz']));

    // the same source again: identical, nothing to publish
    const again = deploy();
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('fake@1.0.0 was already built with identical content');

    // different content under the same version is refused, and the published folder stays as it was
    writeRemote(source, { label: 'second' });
    const overwrite = deploy('1.0.0');
    expect(overwrite.status).toBe(1);
    // its compressed siblings are part of the version too (ADR 061): they differ with it
    expect(overwrite.stderr).toContain(
      'fake@1.0.0 is already built with different content (remoteEntry.js, remoteEntry.js.br, remoteEntry.js.gz)',
    );
    expect(treeDigest(path.join(dist, 'remotes/fake/1.0.0'))).toEqual(published);

    // under a new version it goes out, and rollback has the old one to return to
    const next = deploy('1.0.1');
    expect(next.status).toBe(0);
    expect(readManifest(dist).remotes.fake).toMatchObject({ version: '1.0.1', previous: ['1.0.0'] });
    expect(fs.readdirSync(path.join(dist, 'remotes/fake')).sort()).toEqual(['1.0.0', '1.0.1']);

    expect({ shell: treeDigest(path.join(dist, 'shell')), other: treeDigest(path.join(dist, 'remotes/other')) }).toEqual(untouched);
  }, 60_000);

  it('refuses a build whose routes do not cover the shell, publishing nothing', () => {
    writeRemote(source, { routes: ['elsewhere'] });
    const refused = deploy('2.0.0');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('refusing fake@2.0.0: its contract does not fit the shell');
    expect(refused.stderr).toContain("./routes lacks route ids the shell's route table mounts: home");
    expect(fs.readdirSync(path.join(dist, 'remotes/fake'))).toEqual([]);
    expect(fs.existsSync(path.join(dist, 'remotes.json'))).toBe(false);
  }, 60_000);
});
