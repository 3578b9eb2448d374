// boot-chunks.json beside index.html: the scripts the shell needs before its first render, so the
// server can preload them with the page instead of the browser finding them only once main.js has
// run (issue 19, docs/decisions/020). Read from the compilation:
//  - `boot`: the chunks of the `bootstrap` import (src/index.ts) and, followed through every shared
//    module they consume, the chunks of the copy the shell provides to the share scope (nothing of
//    a remote is loaded at start, so the page runs the shell's copies; a consume's own fallback
//    chunk is a duplicate under another id, never loaded while the shell provides the module);
//  - `locales`: the chunk of the shell's strings per language (`shell-uz`, `shell-uz-Cyrl`, `shell-ru`);
//  - `shared`: the shell's copy of a shared module the shell does not need at start but a remote's
//    page does (`@platform/shared/contracts`), with what it consumes in turn;
//  - `provided`: per share key the shell provides, the scripts of its copy not already in `boot`
//    (what a remote's page that consumes the key runs: docs/decisions/023).
// Before that, the start's chunks are merged into one file per level of shared modules (about five
// instead of ~22), so a slow network pays its latency a few times instead of once per file
// (mergeStartChunks below, docs/decisions/021).
const FILE = 'boot-chunks.json';
const LOCALES = ['uz', 'uz-Cyrl', 'ru'];
/** Shared modules remote pages need first that the shell does not load at start. */
const FOR_REMOTE_ROUTES = ['@platform/shared/contracts'];

const { isConsume, isProvide, shareKeyOf, providedGroups, emitJsonAfterHashing } = require('@platform/shared/webpack').shareScope;

/** Chunks of `groups` and, through every shared module their chunks consume, of the copies they load. */
function collectChunks(compilation, groups) {
  const { chunkGraph } = compilation;
  const seenChunks = new Set();
  const seenKeys = new Set();
  const queue = [...groups];
  while (queue.length) {
    const group = queue.shift();
    for (const chunk of group.chunks) {
      if (seenChunks.has(chunk)) continue;
      seenChunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (!isConsume(module) || seenKeys.has(shareKeyOf(module))) continue;
        seenKeys.add(shareKeyOf(module));
        queue.push(...providedGroups(compilation, shareKeyOf(module), module));
      }
    }
  }
  return seenChunks;
}

/** Script files of `collectChunks`. */
function collect(compilation, groups) {
  const files = new Set();
  for (const chunk of collectChunks(compilation, groups)) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  return files;
}

function bootChunks(compilation) {
  const bootstrap = compilation.namedChunkGroups.get('bootstrap');
  if (!bootstrap) throw new Error('boot-chunks: no chunk group named "bootstrap" (src/index.ts imports it with webpackChunkName)');
  const boot = collect(compilation, [bootstrap]);
  const locales = {};
  for (const locale of LOCALES) {
    const group = compilation.namedChunkGroups.get(`shell-${locale}`);
    locales[locale] = group ? [...collect(compilation, [group])].filter((f) => !boot.has(f)) : [];
  }
  const shared = {};
  for (const key of FOR_REMOTE_ROUTES) {
    shared[key] = [...collect(compilation, providedGroups(compilation, key))].filter((f) => !boot.has(f));
  }
  // every module the shell provides to the share scope, with its scripts beyond the start: a remote's
  // page that consumes one runs the shell's copy, so the server preloads these for it (route-chunks)
  const provided = {};
  for (const key of [...new Set([...compilation.modules].filter(isProvide).map(shareKeyOf))].sort()) {
    provided[key] = [...collect(compilation, providedGroups(compilation, key))].filter((f) => !boot.has(f)).sort();
  }
  return { boot: [...boot].sort(), locales, shared, provided };
}

/**
 * Merges the chunks of the shell's start into a few files (docs/decisions/021). On HTTP/1.1 Chromium
 * opens six connections per origin and every request waits out the network's latency: on Slow 4G
 * (562 ms) the ~22 small start-up files cost four such rounds.
 *
 * A chunk cannot simply be merged with the copy of a shared module it consumes: loading a chunk
 * first resolves its consumes through the share scope, whose factory loads the providing chunk —
 * the same chunk, a promise waiting on itself. So the start is layered: a chunk's level is one more
 * than the highest level of the chunks that provide what it consumes (0 when it consumes nothing),
 * and the chunks of one level become one. Runs after splitChunks, before ids and hashes; Module
 * Federation still provides every shared module by its own key (a provide now loads its level's
 * file, which the page has already loaded), and what is not needed at start (a consume's fallback
 * copy, the strings, the contracts, lazy pages) keeps its own chunk.
 */
function mergeStartChunks(compilation) {
  const bootstrap = compilation.namedChunkGroups.get('bootstrap');
  if (!bootstrap) return;
  const { chunkGraph } = compilation;
  const chunks = collectChunks(compilation, [bootstrap]);
  const level = new Map();
  const levelOf = (chunk, path = new Set()) => {
    if (level.has(chunk)) return level.get(chunk);
    if (path.has(chunk)) throw new Error('boot-chunks: a start-up chunk consumes a module it provides itself');
    path.add(chunk);
    let own = 0;
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (!isConsume(module)) continue;
      for (const group of providedGroups(compilation, shareKeyOf(module), module)) {
        for (const provider of group.chunks)
          if (provider !== chunk && chunks.has(provider)) own = Math.max(own, levelOf(provider, path) + 1);
      }
    }
    path.delete(chunk);
    level.set(chunk, own);
    return own;
  };
  const byLevel = new Map();
  for (const chunk of chunks) {
    const l = levelOf(chunk);
    byLevel.set(l, [...(byLevel.get(l) ?? []), chunk]);
  }
  for (const same of byLevel.values()) {
    const target = same.find((chunk) => chunk.name === 'bootstrap') ?? same[0];
    for (const chunk of same) {
      if (chunk === target || !chunkGraph.canChunksBeIntegrated(target, chunk)) continue;
      chunkGraph.integrateChunks(target, chunk);
      compilation.chunks.delete(chunk);
    }
  }
}

class BootChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootChunksPlugin', (compilation) => {
      // after splitChunks (STAGE_ADVANCED), before chunk ids and content hashes
      compilation.hooks.optimizeChunks.tap(
        { name: 'BootChunksPlugin', stage: compiler.webpack.OptimizationStages.STAGE_ADVANCED + 1 },
        () => mergeStartChunks(compilation),
      );
      emitJsonAfterHashing(compiler, compilation, 'BootChunksPlugin', FILE, () => bootChunks(compilation));
    });
  }
}

module.exports = { BootChunksPlugin, FILE };
