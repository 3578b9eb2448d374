#!/usr/bin/env node
// npm run deploy -- <remote> [version] [--source <folder>]
// Builds ONE remote into dist/remotes/<name>/<version>/ and switches the manifest to it. The shell
// and every other remote are not rebuilt or touched. Versions are immutable: a version already
// built with different content is refused (deploy under a new version); an identical rebuild just
// switches. The contract is checked before anything is published (docs/deployment.md).
const fs = require('node:fs');
const path = require('node:path');
const { root, distDir, remoteWorkspaces, assertServable, setRemote, treeDigest, RefusedError } = require('./lib.cjs');
const { compressDirs } = require('./compress.cjs');

const USAGE = 'usage: npm run deploy -- <remote> [version] [--source <folder with its webpack.config.js>]';

function parseArgs(argv) {
  const positional = [];
  let source;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--source') source = argv[++i];
    else if (argv[i].startsWith('--source=')) source = argv[i].slice('--source='.length);
    else if (argv[i].startsWith('-')) throw new RefusedError(`unknown option ${argv[i]}\n${USAGE}`);
    else positional.push(argv[i]);
  }
  if (positional.length < 1 || positional.length > 2 || (argv.includes('--source') && !source)) throw new RefusedError(USAGE);
  return { name: positional[0], version: positional[1], source };
}

function sameTree(a, b) {
  const da = treeDigest(a);
  const db = treeDigest(b);
  const files = new Set([...Object.keys(da), ...Object.keys(db)]);
  return [...files].filter((f) => da[f] !== db[f]);
}

function compile(config) {
  const webpack = require(require.resolve('webpack', { paths: [root] }));
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new RefusedError(`build failed:\n${stats.toString({ all: false, errors: true })}`));
      resolve();
    });
  });
}

/** Moves the staged build to its version folder, unless that version already exists. */
function publish(staging, target, name, version) {
  const label = `${name}@${version}`;
  if (fs.existsSync(target)) {
    const differing = sameTree(staging, target);
    fs.rmSync(staging, { recursive: true, force: true });
    if (differing.length > 0) {
      throw new RefusedError(
        `${label} is already built with different content (${differing.slice(0, 5).join(', ')}${differing.length > 5 ? ', ...' : ''}); ` +
          `a version is never overwritten: deploy under a new version (npm run deploy -- ${name} <version after ${version}>)`,
      );
    }
    console.log(`deploy: ${label} was already built with identical content`);
    return;
  }
  try {
    fs.renameSync(staging, target);
  } catch (error) {
    // another deploy of the same version published first: compare with what it published
    if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST') return publish(staging, target, name, version);
    throw error;
  }
}

async function main() {
  const { name, version: requested, source } = parseArgs(process.argv.slice(2));
  const workspace = remoteWorkspaces().find((r) => r.name === name);
  if (!workspace && !source) {
    throw new RefusedError(
      `no remote "${name}" (remotes: ${remoteWorkspaces()
        .map((r) => r.name)
        .join(', ')})`,
    );
  }
  const dir = source ? path.resolve(source) : workspace.dir;
  const version = requested ?? JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
  if (!/^[0-9A-Za-z][0-9A-Za-z.+-]*$/.test(version)) throw new RefusedError(`"${version}" is not a version`);
  const label = `${name}@${version}`;

  const versionsDir = path.join(distDir, 'remotes', name);
  const target = path.join(versionsDir, version);
  const staging = path.join(versionsDir, `.staging-${version}-${process.pid}`);
  // the browser build, and the server build in its server/ folder when the remote has one (ADR 028)
  const configs = [require(path.join(dir, 'webpack.config.js'))({ version }, { mode: 'production' })].flat();
  const base = configs[0].output.path;
  for (const config of configs) config.output.path = path.join(staging, path.relative(base, config.output.path));
  const config = configs.length === 1 ? configs[0] : configs;

  const started = Date.now();
  fs.mkdirSync(versionsDir, { recursive: true });
  try {
    await compile(config);
    // its Brotli and gzip siblings, in the staged tree: a version is published whole (ADR 009, 061)
    await compressDirs([staging]);
    assertServable(name, version, staging);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  publish(staging, target, name, version);
  console.log(`deploy: built ${label} from ${path.relative(root, dir) || dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`deploy: ${setRemote(name, version)}`);
}

main().catch((error) => {
  console.error(`deploy: ${error instanceof RefusedError ? error.message : error.stack}`);
  process.exit(1);
});
