// route-css.json beside a remote's server build (docs/decisions/028): the stylesheets each route's
// page needs — its lazy page chunk's and the routes module's own — so the server inlines only those
// into a page it renders, not every page's CSS of the remote.
const path = require('node:path');
const { remoteRoutePages } = require('./contract.cjs');
const { routesModuleGroups } = require('./route-chunks.cjs');

const FILE = 'route-css.json';

const cssFiles = (chunks) => [...new Set([...chunks].flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.css'))))].sort();

function routeCss(compilation, routesFile) {
  const { routesModule, groupOf } = routesModuleGroups(compilation, routesFile, 'route-css');
  const entry = cssFiles(compilation.chunkGraph.getModuleChunks(routesModule));
  const routes = {};
  for (const { id, request } of remoteRoutePages(routesFile)) {
    const group = groupOf.get(request);
    routes[id] = group ? cssFiles(group.chunks) : [];
  }
  return { entry, routes };
}

class RouteCssPlugin {
  /** @param {string} routesFile absolute path of the remote's `./routes` module */
  constructor(routesFile) {
    this.routesFile = path.resolve(routesFile);
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RouteCssPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // after the CSS files are named (mini-css-extract adds them to the chunks as it emits them)
        { name: 'RouteCssPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => compilation.emitAsset(FILE, new RawSource(`${JSON.stringify(routeCss(compilation, this.routesFile), null, 2)}\n`)),
      );
    });
  }
}

module.exports = { RouteCssPlugin, FILE };
