// The remotes' server builds take the shared modules the shell provides from the shell's server
// build (docs/decisions/028): the list the remotes' builds leave out (HOST_PROVIDED) and the modules
// the shell's server entry hands over must be the same, or a remote page renders with its own copy
// of the session, the strings or the router (or cannot load at all).
const fs = require('node:fs');
const path = require('node:path');
const { HOST_PROVIDED, createRemoteConfig } = require('../../shared/build/webpack.cjs');

const root = path.resolve(__dirname, '../..');

/** The keys of `export const shared = { ... }` in the shell's server entry. */
function handedOver() {
  const source = fs.readFileSync(path.join(root, 'shell/src/server.tsx'), 'utf8');
  const body = /export const shared[^=]*=\s*\{([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
  return [...body.matchAll(/^\s*(?:'([^']+)'|([\w$]+))\s*[:,]/gm)].map((m) => m[1] ?? m[2]);
}

describe("the shell's server build and the remotes' server builds", () => {
  it('the shell hands over exactly the modules the remotes leave out', () => {
    expect(handedOver().sort()).toEqual([...HOST_PROVIDED].sort());
  });

  it("a remote's server build leaves those out (react-query as the shell's query module) and keeps its own", async () => {
    const [, server] = createRemoteConfig(
      { dir: path.join(root, 'mf-tests'), name: 'tests', exposes: { './routes': './src/exposed/routes.tsx' }, port: 0, serverRender: true },
      {},
      { mode: 'production' },
    );
    const { version } = require('../../mf-tests/package.json');
    expect(server.output.path).toBe(path.join(root, 'dist/remotes/tests', version, 'server'));
    const external = (request) => new Promise((resolve) => server.externals[1]({ request }, (_error, result) => resolve(result ?? null)));
    expect(await external('@platform/shared/session')).toBe('@platform/shared/session');
    expect(await external('@tanstack/react-query')).toBe('@platform/shared/query');
    expect(await external('@platform/shared/topic-tests')).toBeNull();
    expect(await external('zod/mini')).toBeNull();
    expect(server.externals[0].test('react-dom/static')).toBe(true);
  });
});
