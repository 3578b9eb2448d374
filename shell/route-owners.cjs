// route-owners.json beside index.html: every path of the shell's route table and who renders it, so
// the page server can preload that remote's entry with the page (docs/decisions/009) and answer a
// path the shell does not know, or its not-found page, with a 404 (docs/page-serving.md). The route
// table's data is src/routing/routes.json (route-table.ts types and checks it).
const fs = require('node:fs');
const path = require('node:path');

const FILE = 'route-owners.json';
const TABLE = 'src/routing/routes.json';

/**
 * `[{ path, remote, routeId }]` of every route a remote renders (planned ones included: they show a
 * panel; the route id picks the page's scripts from the remote's route-chunks.json, docs/decisions/023),
 * `[{ path, page }]` of the shell's own pages and `{ path, redirect: true }` of its redirects; `noindex: true`
 * on a route kept out of search engines.
 */
function routeOwners(shellDir) {
  const table = JSON.parse(fs.readFileSync(path.join(shellDir, TABLE), 'utf8'));
  return table.map((r) => ({
    path: r.path,
    ...(r.remote ? { remote: r.remote } : {}),
    ...(r.routeId ? { routeId: r.routeId } : {}),
    ...(r.page ? { page: r.page } : {}),
    ...(r.redirect ? { redirect: true } : {}),
    // kept out of search engines: the page server says so in an X-Robots-Tag header too (ADR 055)
    ...(r.noindex ? { noindex: true } : {}),
  }));
}

class RouteOwnersPlugin {
  constructor(shellDir) {
    this.shellDir = shellDir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RouteOwnersPlugin', (compilation) => {
      compilation.fileDependencies.add(path.join(this.shellDir, TABLE));
      compilation.hooks.processAssets.tap(
        { name: 'RouteOwnersPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        () => {
          compilation.emitAsset(FILE, new RawSource(`${JSON.stringify(routeOwners(this.shellDir), null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { RouteOwnersPlugin, routeOwners, FILE };
