#!/usr/bin/env node
// npm run remotes -- list | set <name> <version> | rollback <name>
// Changes dist/remotes.json by compare-and-swap under a lock; takes effect on the next page load,
// nothing is rebuilt. `set` and `rollback` refuse a version that is not built or whose contract.json
// does not fit the shell (docs/deployment.md).
const { readManifest, versionsOf, setRemote, rollbackRemote, RefusedError } = require('./lib.cjs');

const USAGE = 'usage: npm run remotes -- list | set <name> <version> | rollback <name>';

function list() {
  const manifest = readManifest();
  const names = Object.keys(manifest.remotes);
  for (const n of names) {
    const entry = manifest.remotes[n];
    const built = versionsOf(n);
    console.log(`${n}\tserving ${entry.version}\tbuilt: ${built.join(', ') || '(none)'}\tentry: ${entry.entry}`);
  }
  if (names.length === 0) console.log('no remotes in the manifest (run npm run build)');
}

function run([command, name, version]) {
  switch (command) {
    case 'list':
      return list();
    case 'set':
      if (!name || !version) throw new RefusedError('usage: npm run remotes -- set <name> <version>');
      return console.log(setRemote(name, version));
    case 'rollback':
      if (!name) throw new RefusedError('usage: npm run remotes -- rollback <name>');
      return console.log(rollbackRemote(name));
    default:
      throw new RefusedError(USAGE);
  }
}

try {
  run(process.argv.slice(2));
} catch (error) {
  console.error(`remotes: ${error instanceof RefusedError ? error.message : error.stack}`);
  process.exit(1);
}
