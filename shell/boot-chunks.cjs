// boot-chunks.json beside index.html: the scripts the shell needs before its first render, so the
// server can preload them with the page instead of the browser finding them only once main.js has
// run (issue 19, docs/decisions/020). Read from the compilation:
//  - `boot`: the chunks of the `bootstrap` import (src/index.ts) and, followed through every shared
//    module they consume, the chunks of the copy the shell provides to the share scope (nothing of
//    a remote is loaded at start, so the page runs the shell's copies; a consume's own fallback
//    chunk is a duplicate under another id, never loaded while the shell provides the module);
//  - `locales`: the chunk of the shell's strings per language (`shell-uz`, `shell-ru`);
//  - `shared`: the shell's copy of a shared module the shell does not need at start but a remote's
//    page does (`@platform/shared/contracts`), with what it consumes in turn.
const FILE = 'boot-chunks.json';
const LOCALES = ['uz', 'ru'];
/** Shared modules remote pages need first that the shell does not load at start. */
const FOR_REMOTE_ROUTES = ['@platform/shared/contracts'];

const isConsume = (module) => module.constructor.name === 'ConsumeSharedModule';
const isProvide = (module) => module.constructor.name === 'ProvideSharedModule';

/** The share key of a Consume/ProvideSharedModule (`react`, `@platform/shared/contracts`, …). */
const shareKeyOf = (module) => module.options?.shareKey ?? module._name;

/** The chunk groups of the copy the shell provides for `shareKey` (else the consume's fallback). */
function providedGroups(compilation, shareKey, consume) {
  const { chunkGraph } = compilation;
  const groupsOf = (module) => module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
  const provides = [...compilation.modules].filter((m) => isProvide(m) && shareKeyOf(m) === shareKey);
  if (provides.length) return provides.flatMap(groupsOf);
  return consume ? groupsOf(consume) : [];
}

/** Files of `groups` and, through every shared module their chunks consume, of the copies they load. */
function collect(compilation, groups) {
  const { chunkGraph } = compilation;
  const files = new Set();
  const seenChunks = new Set();
  const seenKeys = new Set();
  const queue = [...groups];
  while (queue.length) {
    const group = queue.shift();
    for (const chunk of group.chunks) {
      if (seenChunks.has(chunk)) continue;
      seenChunks.add(chunk);
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (!isConsume(module) || seenKeys.has(shareKeyOf(module))) continue;
        seenKeys.add(shareKeyOf(module));
        queue.push(...providedGroups(compilation, shareKeyOf(module), module));
      }
    }
  }
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
  return { boot: [...boot].sort(), locales, shared };
}

class BootChunksPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('BootChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // after the real content hashes renamed the chunks (the compression plugin comes later)
        { name: 'BootChunksPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          compilation.emitAsset(FILE, new RawSource(`${JSON.stringify(bootChunks(compilation), null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { BootChunksPlugin, FILE };
