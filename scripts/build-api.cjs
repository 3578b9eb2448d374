#!/usr/bin/env node
// The api's production build (ADR 037): api/src/server.ts and the @platform/shared sources it uses,
// bundled by esbuild into one ES module, api/dist/server.js (+ server.js.map), so a start loads
// JavaScript instead of compiling ~300 TypeScript files with tsx (29 s after a SIGKILL on the
// loaded dev machine). Every npm package stays external — node loads it from node_modules as
// before: PGlite finds its wasm and data files beside its own code, React is the one copy that the
// shell's server build shares (plugins/static-site.ts), native and large packages are not copied.
// The bundle lies two folders below the root like api/src/config.ts, so the paths derived from
// `import.meta.url` (repoRoot: api/drizzle, content/, .data/) are the same from source and build.
// `node scripts/build-api.cjs` builds; `ensureApiBuild()` builds only when the build is missing or
// one of its inputs (listed in api/dist/meta.json) or this script or api/package.json is newer.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const apiDir = path.join(root, 'api');
const outDir = path.join(apiDir, 'dist');
const entry = path.join(outDir, 'server.js');
const metaFile = path.join(outDir, 'meta.json');

/** Every npm package the api and @platform/shared depend on (not @platform/shared: TypeScript, bundled). */
function externalPackages() {
  const names = ['api', 'shared'].flatMap((dir) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    return Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
  });
  return [...new Set(names)].filter((name) => !name.startsWith('@platform/')).flatMap((name) => [name, `${name}/*`]);
}

function buildApi() {
  const esbuild = require(require.resolve('esbuild', { paths: [apiDir] }));
  const started = Date.now();
  const result = esbuild.buildSync({
    absWorkingDir: apiDir,
    entryPoints: ['src/server.ts'],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    external: externalPackages(),
  });
  const inputs = Object.keys(result.metafile.inputs).map((file) => path.relative(root, path.resolve(apiDir, file)));
  // a package imported without being a dependency would be copied in unseen: refused instead
  const copied = inputs.filter((file) => file.split(path.sep).includes('node_modules'));
  if (copied.length > 0) throw new Error(`api build: not a dependency of api/ or shared/, so it was bundled: ${copied.join(', ')}`);
  fs.writeFileSync(metaFile, `${JSON.stringify({ builtAt: new Date().toISOString(), inputs }, null, 1)}\n`);
  console.log(`built api/dist/server.js (${inputs.length} files) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Why the build must be made again, or null when it is up to date. */
function apiBuildStale() {
  if (!fs.existsSync(entry) || !fs.existsSync(metaFile)) return 'no build';
  const built = fs.statSync(entry).mtimeMs;
  const { inputs } = JSON.parse(fs.readFileSync(metaFile, 'utf8'));
  for (const file of [...inputs, 'api/package.json', 'shared/package.json', path.relative(root, __filename)]) {
    const full = path.join(root, file);
    if (!fs.existsSync(full)) return `${file} is gone`;
    if (fs.statSync(full).mtimeMs > built) return `${file} changed`;
  }
  return null;
}

function ensureApiBuild() {
  const reason = apiBuildStale();
  if (reason) {
    console.log(`api build: ${reason}`);
    buildApi();
  }
}

/** The command that runs the built api: source maps on, so stack traces name the TypeScript files. */
const apiCommand = () => [process.execPath, ['--enable-source-maps', entry]];

module.exports = { buildApi, externalPackages, apiBuildStale, ensureApiBuild, apiCommand, apiEntry: entry };

if (require.main === module) buildApi();
