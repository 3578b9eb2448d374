// route-owners.json beside index.html: which remote owns each path of the shell's route table, so
// the server can preload that remote's entry with the page (docs/decisions/009). The table is read
// by compiling src/routing/route-table.ts (it imports types only), not by parsing its text.
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const ts = require('typescript');

const FILE = 'route-owners.json';

/** `[{ path, remote }]` of every route a remote renders (planned ones included: they show a panel). */
function routeOwners(shellDir) {
  const source = fs.readFileSync(path.join(shellDir, 'src/routing/route-table.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  });
  const module = { exports: {} };
  vm.runInNewContext(outputText, { module, exports: module.exports, require: () => ({}) });
  return module.exports.routeTable.filter((r) => r.remote).map((r) => ({ path: r.path, remote: r.remote }));
}

class RouteOwnersPlugin {
  constructor(shellDir) {
    this.shellDir = shellDir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RouteOwnersPlugin', (compilation) => {
      compilation.fileDependencies.add(path.join(this.shellDir, 'src/routing/route-table.ts'));
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
