#!/usr/bin/env node
// npm run remotes -- list | set <name> <version> | rollback <name>
// Changes dist/remotes.json atomically; takes effect on the next page load, nothing is rebuilt.
const { readManifest, writeManifest, versionsOf, entryUrl } = require('./lib.cjs');

function fail(message) {
  console.error(`remotes: ${message}`);
  process.exit(1);
}

const [command, name, version] = process.argv.slice(2);
const manifest = readManifest();

switch (command) {
  case 'list': {
    const names = new Set(Object.keys(manifest.remotes));
    for (const n of names) {
      const entry = manifest.remotes[n];
      const built = versionsOf(n);
      console.log(`${n}\tserving ${entry.version}\tbuilt: ${built.join(', ') || '(none)'}\tentry: ${entry.entry}`);
    }
    if (names.size === 0) console.log('no remotes in the manifest (run npm run build)');
    break;
  }
  case 'set': {
    if (!name || !version) fail('usage: npm run remotes -- set <name> <version>');
    const built = versionsOf(name);
    if (!built.includes(version)) fail(`${name}@${version} is not built (available: ${built.join(', ') || 'none'}); refusing`);
    const current = manifest.remotes[name];
    if (current?.version === version) {
      console.log(`${name} already serves ${version}`);
      break;
    }
    const previous = current ? [...(current.previous ?? []), current.version].slice(-20) : [];
    manifest.remotes[name] = { version, entry: entryUrl(name, version), previous };
    writeManifest(manifest);
    console.log(`${name} → ${version}`);
    break;
  }
  case 'rollback': {
    if (!name) fail('usage: npm run remotes -- rollback <name>');
    const current = manifest.remotes[name];
    if (!current) fail(`${name} is not in the manifest`);
    const previous = [...(current.previous ?? [])];
    const built = versionsOf(name);
    let target;
    while (previous.length > 0) {
      const candidate = previous.pop();
      if (built.includes(candidate) && candidate !== current.version) {
        target = candidate;
        break;
      }
    }
    if (!target) fail(`${name} has no earlier built version to roll back to`);
    manifest.remotes[name] = { version: target, entry: entryUrl(name, target), previous };
    writeManifest(manifest);
    console.log(`${name} rolled back ${current.version} → ${target}`);
    break;
  }
  default:
    fail('usage: npm run remotes -- list | set <name> <version> | rollback <name>');
}
