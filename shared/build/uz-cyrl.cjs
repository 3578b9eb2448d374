// The uz-Cyrl locale files are generated, never written by hand (docs/decisions/043): an import of
// `./locales/uz.json?uz-Cyrl` is the uz file with every string transliterated by
// @platform/shared/translit, the ru file beside it telling which Latin words are not Uzbek.
//   - webpack: this file is the loader of that query (shared/build/webpack.cjs), so the Cyrillic strings
//     are made at build time, one chunk per file like uz and ru;
//   - Jest: shared/build/jest-resolver.cjs resolves the query to a file written by `cyrillicLocaleFile`;
//   - TypeScript: `*.json?uz-Cyrl` is declared in shared/src/types.d.ts.
// The translit module is TypeScript and the build tools are CommonJS: it is compiled here with swc
// (the project's transpiler) on first use.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');

const TRANSLIT = path.join(__dirname, '../src/translit/index.ts');
let translit;

/** @returns {{ toCyrillicTree: <T>(tree: T, ru?: unknown) => T }} */
function loadTranslit() {
  if (!translit) {
    const { code } = require('@swc/core').transformFileSync(TRANSLIT, {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
      sourceMaps: false,
    });
    const mod = new Module(TRANSLIT, module);
    mod.filename = TRANSLIT;
    mod.paths = Module._nodeModulePaths(path.dirname(TRANSLIT));
    mod._compile(code, TRANSLIT);
    translit = mod.exports;
  }
  return translit;
}

/** The ru file beside a uz locale file (`uz.json` → `ru.json`), or null when there is none. */
function russianOf(uzFile) {
  const ru = path.join(path.dirname(uzFile), path.basename(uzFile).replace(/^uz\b/, 'ru'));
  return ru !== uzFile && fs.existsSync(ru) ? ru : null;
}

/** The uz-Cyrl strings of a uz locale file (an object of the same keys). */
function cyrillicLocale(uzFile, uzText = fs.readFileSync(uzFile, 'utf8')) {
  const ruFile = russianOf(uzFile);
  const ru = ruFile ? JSON.parse(fs.readFileSync(ruFile, 'utf8')) : undefined;
  return loadTranslit().toCyrillicTree(JSON.parse(uzText), ru);
}

/**
 * Writes the uz-Cyrl file of a uz locale file under `dir` (for Jest, which reads modules from files)
 * and returns its path; it is written again only when the uz or ru file or the module is newer.
 */
function cyrillicLocaleFile(uzFile, dir) {
  const rel = path.relative(path.join(__dirname, '../..'), uzFile).replace(/[\\/]/g, '__');
  const target = path.join(dir, rel.replace(/uz\.json$/, 'uz-Cyrl.json'));
  const inputs = [uzFile, russianOf(uzFile), TRANSLIT, __filename].filter(Boolean);
  const fresh = fs.existsSync(target) && inputs.every((f) => fs.statSync(f).mtimeMs <= fs.statSync(target).mtimeMs);
  if (!fresh) {
    fs.mkdirSync(dir, { recursive: true });
    const temp = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(temp, `${JSON.stringify(cyrillicLocale(uzFile))}\n`);
    fs.renameSync(temp, target);
  }
  return target;
}

/** webpack loader of `*.json?uz-Cyrl`: the source is the uz file, the result its uz-Cyrl JSON. */
function uzCyrlLoader(source) {
  const ruFile = russianOf(this.resourcePath);
  if (ruFile) this.addDependency(ruFile);
  this.addDependency(TRANSLIT);
  return JSON.stringify(cyrillicLocale(this.resourcePath, source));
}

module.exports = uzCyrlLoader;
module.exports.cyrillicLocale = cyrillicLocale;
module.exports.cyrillicLocaleFile = cyrillicLocaleFile;
module.exports.loadTranslit = loadTranslit;
