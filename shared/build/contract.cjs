// Remote contracts (docs/decisions/007): what a remote build exposes and which shared singletons it
// needs, what the shell's build mounts and serves, and the check that one satisfies the other.
// Used by the webpack helper (writes contract.json / host-contract.json) and by the deploy CLIs.
const fs = require('node:fs');
const path = require('node:path');
/** typescript is loaded by the first parse: `remotes set` and `rollback` only read JSON and stay fast. */
let ts;
const semver = require('semver');

const CONTRACT_FILE = 'contract.json';
const HOST_CONTRACT_FILE = 'host-contract.json';
/** The shell's route table (its data), relative to the shell folder: route path → remote + route id. */
const ROUTE_TABLE = 'src/routing/routes.json';

function parseSource(file) {
  ts ??= require('typescript');
  const text = fs.readFileSync(file, 'utf8');
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

/** `[...] satisfies X`, `[...] as X` and parentheses around an array literal. */
function unwrap(node) {
  let current = node;
  while (current && (ts.isSatisfiesExpression(current) || ts.isAsExpression(current) || ts.isParenthesizedExpression(current))) {
    current = current.expression;
  }
  return current;
}

function exportedArray(source, name) {
  let found;
  source.forEachChild((statement) => {
    if (!ts.isVariableStatement(statement)) return;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) found = unwrap(declaration.initializer);
    }
  });
  if (!found || !ts.isArrayLiteralExpression(found)) {
    throw new Error(`${source.fileName}: expected \`export const ${name} = [...]\` (an array literal the build can read)`);
  }
  return found.elements;
}

/** The string value of a property written as a literal, `undefined` when the property is absent. */
function literalProperty(object, key, where) {
  const property = object.properties.find((p) => p.name?.getText() === key);
  if (!property) return undefined;
  const value = ts.isPropertyAssignment(property) ? unwrap(property.initializer) : undefined;
  if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))) return value.text;
  throw new Error(`${where}: \`${key}\` must be a string literal so the build can record it in the contract`);
}

function objectElements(elements, where) {
  return elements.map((element, index) => {
    const object = unwrap(element);
    if (!ts.isObjectLiteralExpression(object)) throw new Error(`${where}: element ${index} is not an object literal`);
    return object;
  });
}

/** Route ids of a remote's `./routes` module (`export const routes = [{ id: '...', ... }]`). */
function remoteRouteIds(routesFile) {
  const source = parseSource(routesFile);
  return objectElements(exportedArray(source, 'routes'), routesFile).map((object, index) => {
    const id = literalProperty(object, 'id', `${routesFile} routes[${index}]`);
    if (!id) throw new Error(`${routesFile}: routes[${index}] has no id`);
    return id;
  });
}

/** The `import('…')` specifier inside `node` (the first one found), else undefined. */
function importSpecifier(node) {
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    const argument = node.arguments[0];
    return argument && ts.isStringLiteral(argument) ? argument.text : undefined;
  }
  return ts.forEachChild(node, importSpecifier);
}

/**
 * Each route of a remote's `./routes` module with the module its page is imported from: a route's
 * `Component: page(X, …)` (any wrapper whose first argument is X) followed to the top-level
 * `const X = lazy(() => import('…'))`. A route written another way is left out (its page chunks
 * are then found by the browser as before, not preloaded).
 */
function remoteRoutePages(routesFile) {
  const source = parseSource(routesFile);
  const lazyImports = new Map();
  source.forEachChild((statement) => {
    if (!ts.isVariableStatement(statement)) return;
    for (const declaration of statement.declarationList.declarations) {
      const specifier = declaration.initializer && importSpecifier(declaration.initializer);
      if (ts.isIdentifier(declaration.name) && specifier) lazyImports.set(declaration.name.text, specifier);
    }
  });
  const pages = [];
  for (const [index, object] of objectElements(exportedArray(source, 'routes'), routesFile).entries()) {
    const id = literalProperty(object, 'id', `${routesFile} routes[${index}]`);
    const component = object.properties.find((p) => p.name?.getText() === 'Component');
    const call = component && ts.isPropertyAssignment(component) ? unwrap(component.initializer) : undefined;
    const first = call && ts.isCallExpression(call) ? call.arguments[0] : undefined;
    const request = first && ts.isIdentifier(first) ? lazyImports.get(first.text) : undefined;
    if (id && request) pages.push({ id, request });
  }
  return pages;
}

function sourceFiles(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__tests__' && entry.name !== 'test') files.push(...sourceFiles(p));
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) files.push(p);
  }
  return files;
}

/** `<RemoteSlot remote="auth" exposed="modal" ...>` anywhere in the shell: a module the shell loads. */
function remoteSlots(srcDir) {
  const slots = [];
  for (const file of sourceFiles(srcDir).filter((f) => f.endsWith('.tsx'))) {
    const visit = (node) => {
      if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && node.tagName.getText() === 'RemoteSlot') {
        const attribute = (name) => {
          const a = node.attributes.properties.find((p) => ts.isJsxAttribute(p) && p.name.getText() === name);
          return a?.initializer && ts.isStringLiteral(a.initializer) ? a.initializer.text : undefined;
        };
        const remote = attribute('remote');
        const exposed = attribute('exposed');
        const where = path.relative(path.dirname(srcDir), file);
        if (!remote || !exposed) throw new Error(`${where}: RemoteSlot needs literal remote="..." and exposed="..." attributes`);
        slots.push({ remote, exposed: `./${exposed}`, where });
      }
      node.forEachChild(visit);
    };
    visit(parseSource(file));
  }
  return slots;
}

/** Shared keys without the trailing slash (`react/` shares the subpaths of `react`): one entry per package. */
function sharedPackages(sharedMap, pick) {
  const out = {};
  for (const [key, entry] of Object.entries(sharedMap)) {
    const name = key.endsWith('/') ? key.slice(0, -1) : key;
    out[name] = { singleton: Boolean(entry.singleton), ...pick(entry) };
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * contract.json of a remote build. `runtimeCore`: the version of the Module Federation runtime core
 * a production build runs on, which the shell provides (the remote leaves its own out, ADR 065).
 */
function remoteContract({ dir, name, version, exposes, sharedMap, runtimeCore }) {
  const routesModule = exposes['./routes'];
  return {
    schema: 1,
    name,
    version,
    exposes: Object.keys(exposes).sort(),
    routes: routesModule ? remoteRouteIds(path.resolve(dir, routesModule)) : [],
    shared: sharedPackages(sharedMap, (e) => ({ requiredVersion: e.requiredVersion })),
    ...(runtimeCore ? { runtimeCore: { from: 'shell', requiredVersion: `~${runtimeCore}` } } : {}),
  };
}

/**
 * host-contract.json of the shell build: for every remote the modules and route ids it mounts
 * (read from its route table and its RemoteSlot uses), and the version of each package it shares.
 */
function hostContract({ dir, sharedMap, runtimeCore }) {
  const table = path.join(dir, ROUTE_TABLE);
  const remotes = {};
  const need = (remote) => (remotes[remote] ??= { exposes: new Set(), routes: new Set(), planned: new Set() });
  const rows = readJson(table);
  if (!Array.isArray(rows)) throw new Error(`${table}: expected an array of routes`);
  rows.forEach((row, index) => {
    const where = `${table} [${index}]`;
    if (row.remote === undefined) return;
    if (typeof row.remote !== 'string' || typeof row.routeId !== 'string' || !row.routeId) {
      throw new Error(`${where}: a remote route needs string "remote" and "routeId" values`);
    }
    need(row.remote).exposes.add('./routes');
    // `planned: true`: mounted, but the remote need not expose it yet
    need(row.remote)[row.planned === true ? 'planned' : 'routes'].add(row.routeId);
  });
  for (const slot of remoteSlots(path.join(dir, 'src'))) need(slot.remote).exposes.add(slot.exposed);
  const list = (set) => [...set].sort();
  const sorted = Object.keys(remotes)
    .sort()
    .map((remote) => {
      const { exposes, routes, planned } = remotes[remote];
      return [remote, { exposes: list(exposes), routes: list(routes), planned: list(planned).filter((id) => !routes.has(id)) }];
    });
  return {
    schema: 1,
    remotes: Object.fromEntries(sorted),
    shared: sharedPackages(sharedMap, (e) => ({ version: e.version })),
    ...(runtimeCore ? { runtimeCore: { version: runtimeCore } } : {}),
  };
}

/**
 * Everything that keeps `contract` (a remote build) from working in the shell described by `host`;
 * an empty list means the version may be served. Each problem names what is wrong.
 */
function contractProblems(contract, host, name) {
  if (!contract) return [`no ${CONTRACT_FILE} beside its remoteEntry.js (built before contracts existed: rebuild it)`];
  const problems = [];
  if (contract.name !== name) problems.push(`its contract is for remote "${contract.name}", not "${name}"`);
  const needs = host.remotes[name] ?? { exposes: [], routes: [] };
  const exposes = new Set(contract.exposes ?? []);
  const missingModules = needs.exposes.filter((m) => !exposes.has(m));
  if (missingModules.length > 0) problems.push(`does not expose ${missingModules.join(', ')}, which the shell loads`);
  const routes = new Set(contract.routes ?? []);
  const missingRoutes = needs.routes.filter((id) => !routes.has(id));
  if (missingRoutes.length > 0) problems.push(`./routes lacks route ids the shell's route table mounts: ${missingRoutes.join(', ')}`);
  for (const [pkg, wanted] of Object.entries(contract.shared ?? {})) {
    if (!wanted.singleton) continue;
    const served = host.shared[pkg];
    if (!served) {
      problems.push(`needs ${pkg} as a shared singleton, but the shell does not share it`);
    } else if (wanted.requiredVersion && !semver.satisfies(served.version, wanted.requiredVersion, { includePrerelease: true })) {
      problems.push(`needs ${pkg} ${wanted.requiredVersion}, but the shell shares ${pkg} ${served.version}`);
    }
  }
  const core = contract.runtimeCore;
  if (core?.from === 'shell') {
    if (!host.runtimeCore) {
      problems.push("runs on the shell's Module Federation runtime, but the shell does not provide it (rebuild the shell)");
    } else if (!semver.satisfies(host.runtimeCore.version, core.requiredVersion, { includePrerelease: true })) {
      problems.push(
        `needs the shell's Module Federation runtime ${core.requiredVersion}, but the shell provides ${host.runtimeCore.version}`,
      );
    }
  }
  return problems;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw new Error(`${file}: ${error.message}`, { cause: error });
  }
}

/** Webpack plugin: emits the remote's contract.json, or the shell's host-contract.json. */
class ContractPlugin {
  constructor(describe) {
    this.describe = describe;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ContractPlugin', (compilation) => {
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tap({ name: 'ContractPlugin', stage }, () => {
        try {
          const { file, contract, inputs } = this.describe();
          for (const input of inputs) compilation.fileDependencies.add(input);
          compilation.emitAsset(file, new compiler.webpack.sources.RawSource(`${JSON.stringify(contract, null, 2)}\n`));
        } catch (error) {
          compilation.errors.push(new compiler.webpack.WebpackError(`contract: ${error.message}`));
        }
      });
    });
  }
}

/** The plugin for one app: remotes (with `exposes`) describe themselves, the host its needs. */
function contractPlugin({ dir, name, version, exposes, sharedMap, runtimeCore }) {
  if (exposes) {
    return new ContractPlugin(() => ({
      file: CONTRACT_FILE,
      contract: remoteContract({ dir, name, version, exposes, sharedMap, runtimeCore }),
      inputs: exposes['./routes'] ? [path.resolve(dir, exposes['./routes'])] : [],
    }));
  }
  return new ContractPlugin(() => ({
    file: HOST_CONTRACT_FILE,
    contract: hostContract({ dir, sharedMap, runtimeCore }),
    inputs: [path.join(dir, ROUTE_TABLE)],
  }));
}

module.exports = {
  CONTRACT_FILE,
  HOST_CONTRACT_FILE,
  remoteRouteIds,
  remoteRoutePages,
  remoteContract,
  hostContract,
  contractProblems,
  contractPlugin,
  readJson,
};
