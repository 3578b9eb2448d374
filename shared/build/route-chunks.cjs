// route-chunks.json beside a remote's remoteEntry.js: per route id of its `./routes` module, the
// scripts of that route's page and the shared modules the page consumes, so the server can preload
// them with the page (docs/decisions/023). Without it the browser asks for a page's chunks only once
// the remote's routes module has run and called the route's preload: a second wave of requests.
// (A page's first data is no longer listed here: the server asks the route's `first` queries of the
// remote's server build, docs/decisions/034.)
//
//   { "routes": { "<route id>": { "scripts": [...], "consumes": ["<share key>", ...] } },
//     "shared": { "<share key>": { "scripts": [...], "consumes": [...] } },
//     "locales": { "uz": [...], "uz-Cyrl": [...], "ru": [...] } }
//
// `shared` holds this remote's own copy of each consumed module; the server uses it only for a key
// the shell does not provide (the shell's boot-chunks.json `provided`), else the shell's copy,
// which is the one the page runs. Read per remote version at request time, so switching a remote's
// version in the manifest switches its list without a rebuild.
//
// `locales` holds, per language, the chunks of the locale JSON the `./routes` module imports lazily
// (its `addLazyNamespace` loaders and the uz-Cyrl loaders of `addNamespace`, which load the current
// language as soon as the module runs): the
// strings every page of the remote waits for, a third wave otherwise (docs/decisions/024).
const path = require('node:path');
const { remoteRoutePages } = require('./contract.cjs');
const { isConsume, shareKeyOf, providedGroups, consumedKeys, scriptFiles, emitJsonAfterHashing } = require('./share-scope.cjs');

const FILE = 'route-chunks.json';
/** A locale file of a lazy namespace: `…/locales/uz.json`, `…/locales/ru.json`, `…/locales/uz.json?uz-Cyrl` (generated). */
const LOCALE_FILE = /[\\/]locales[\\/](uz|ru)\.json(\?uz-Cyrl)?$/;

/** Per language, the script files of the routes module's lazy imports of locale JSON. */
function localeChunks(compilation, routesModule) {
  const { chunkGraph, moduleGraph } = compilation;
  const locales = { uz: [], 'uz-Cyrl': [], ru: [] };
  for (const block of routesModule.blocks) {
    const dependency = block.dependencies[0];
    const match = dependency && LOCALE_FILE.exec(moduleGraph.getModule(dependency)?.resource ?? '');
    const locale = match && (match[2] ? 'uz-Cyrl' : match[1]);
    const group = chunkGraph.getBlockChunkGroup(block);
    if (locale && group) locales[locale].push(...scriptFiles(group.chunks));
  }
  for (const locale of Object.keys(locales)) locales[locale] = [...new Set(locales[locale])].sort();
  return locales;
}

/**
 * The remote's `./routes` module in the compilation and, per import request of its lazy imports
 * (`'../features/…/page'`), the chunk group that import loads. Shared with route-css.cjs.
 */
function routesModuleGroups(compilation, routesFile, plugin) {
  // the module itself, or the root of the module it was concatenated into (its locale JSON, say: the
  // concatenated module keeps the root's lazy-import blocks and their chunk groups)
  const routesModule = [...compilation.modules].map((m) => m.rootModule ?? m).find((m) => m.resource === routesFile);
  if (!routesModule) throw new Error(`${plugin}: ${routesFile} is not in the compilation`);
  const groupOf = new Map();
  for (const block of routesModule.blocks) {
    const request = block.dependencies[0]?.request;
    const group = compilation.chunkGraph.getBlockChunkGroup(block);
    if (request && group) groupOf.set(request, group);
  }
  return { routesModule, groupOf };
}

function routeChunks(compilation, routesFile) {
  const { routesModule, groupOf } = routesModuleGroups(compilation, routesFile, 'route-chunks');
  const consumeOf = new Map();
  for (const module of compilation.modules)
    if (isConsume(module) && !consumeOf.has(shareKeyOf(module))) consumeOf.set(shareKeyOf(module), module);

  const routes = {};
  const queue = [];
  for (const { id, request } of remoteRoutePages(routesFile)) {
    const group = groupOf.get(request);
    if (!group) continue;
    const consumes = consumedKeys(compilation, group.chunks);
    routes[id] = { scripts: scriptFiles(group.chunks), consumes };
    queue.push(...consumes);
  }
  const shared = {};
  while (queue.length) {
    const key = queue.shift();
    if (shared[key]) continue;
    const chunks = providedGroups(compilation, key, consumeOf.get(key)).flatMap((group) => group.chunks);
    const consumes = consumedKeys(compilation, chunks).filter((k) => k !== key);
    shared[key] = { scripts: scriptFiles(chunks), consumes };
    queue.push(...consumes);
  }
  return {
    routes,
    shared: Object.fromEntries(Object.entries(shared).sort(([a], [b]) => a.localeCompare(b))),
    locales: localeChunks(compilation, routesModule),
  };
}

class RouteChunksPlugin {
  /** @param {string} routesFile absolute path of the remote's `./routes` module */
  constructor(routesFile) {
    this.routesFile = path.resolve(routesFile);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteChunksPlugin', (compilation) => {
      emitJsonAfterHashing(compiler, compilation, 'RouteChunksPlugin', FILE, () => routeChunks(compilation, this.routesFile));
    });
  }
}

module.exports = { RouteChunksPlugin, FILE, routesModuleGroups };
