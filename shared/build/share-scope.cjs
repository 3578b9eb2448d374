// Module Federation's share scope as the compilation sees it, for the build plugins that list which
// chunks a page loads (shell/boot-chunks.cjs, route-chunks.cjs): a chunk that uses a shared module
// holds a ConsumeSharedModule; the app's own copy of that module sits behind a ProvideSharedModule
// (what the runtime loads when this app's copy is the one chosen), the consume's fallback being a
// duplicate under another id that the runtime loads only when nothing is provided.

const isConsume = (module) => module.constructor.name === 'ConsumeSharedModule';
const isProvide = (module) => module.constructor.name === 'ProvideSharedModule';

/** The share key of a Consume/ProvideSharedModule (`react`, `@platform/shared/contracts`, …). */
const shareKeyOf = (module) => module.options?.shareKey ?? module._name;

/** The chunk groups of the copy this app provides for `shareKey` (else the consume's fallback). */
function providedGroups(compilation, shareKey, consume) {
  const { chunkGraph } = compilation;
  const groupsOf = (module) => module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
  const provides = [...compilation.modules].filter((m) => isProvide(m) && shareKeyOf(m) === shareKey);
  if (provides.length) return provides.flatMap(groupsOf);
  return consume ? groupsOf(consume) : [];
}

/** Share keys of the modules consumed by `chunks`, sorted. */
function consumedKeys(compilation, chunks) {
  const keys = new Set();
  for (const chunk of chunks)
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) if (isConsume(module)) keys.add(shareKeyOf(module));
  return [...keys].sort();
}

/** Script files of `chunks`, sorted. */
const scriptFiles = (chunks) => [...new Set([...chunks].flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js'))))].sort();

/**
 * Emits `file`, the JSON of `build()`, once the real content hashes have renamed the chunks (the
 * compression plugin comes later, so the file gets its .br/.gz siblings too).
 */
function emitJsonAfterHashing(compiler, compilation, name, file, build) {
  const { RawSource } = compiler.webpack.sources;
  compilation.hooks.processAssets.tap({ name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, () => {
    compilation.emitAsset(file, new RawSource(`${JSON.stringify(build(), null, 2)}\n`));
  });
}

module.exports = { isConsume, isProvide, shareKeyOf, providedGroups, consumedKeys, scriptFiles, emitJsonAfterHashing };
