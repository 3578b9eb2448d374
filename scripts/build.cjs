#!/usr/bin/env node
// npm run build: builds the shell into dist/shell/ and every remote into
// dist/remotes/<name>/<version>/, then makes sure the manifest serves a built version of each.
// A version the manifest already serves is left alone: switching is `npm run remotes -- set`.
// Every remote gets a contract.json beside its remoteEntry.js, the shell a host-contract.json.
// It also builds the api into api/dist/server.js (scripts/build-api.cjs, ADR 037); `build.cjs api`
// builds only that.
const fs = require('node:fs');
const path = require('node:path');
const { buildApi } = require('./build-api.cjs');
const { root, distDir, remoteWorkspaces, updateManifest, versionsOf, entryUrl, assertServable } = require('./lib.cjs');

const webpack = require(require.resolve('webpack', { paths: [root] }));

async function main() {
  const only = process.argv.slice(2);
  if (only.length === 0 || only.includes('api')) buildApi();
  if (only.length === 1 && only[0] === 'api') return;
  const remotes = remoteWorkspaces().filter((r) => only.length === 0 || only.includes(r.name));
  const apps = [...(only.length === 0 || only.includes('shell') ? [{ name: 'shell', dir: path.join(root, 'shell') }] : []), ...remotes];
  // an app may build more than one thing (the shell: the browser build and its server build, ADR 028)
  const configs = apps.flatMap((app) => require(path.join(app.dir, 'webpack.config.js'))({}, { mode: 'production' }));
  // PLATFORM_DIST_DIR: the same layout below another folder
  const defaultDist = path.join(root, 'dist');
  for (const config of configs) config.output.path = path.join(distDir, path.relative(defaultDist, config.output.path));
  const started = Date.now();
  const stats = await new Promise((resolve, reject) => webpack(configs, (error, result) => (error ? reject(error) : resolve(result))));
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true, colors: true }));
    process.exit(1);
  }
  console.log(
    `built ${apps.map((a) => a.name + (a.version ? `@${a.version}` : '')).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const notes = [];
  updateManifest((manifest) => {
    notes.length = 0;
    let changed = false;
    for (const remote of remoteWorkspaces()) {
      const current = manifest.remotes[remote.name];
      const available = versionsOf(remote.name);
      if (!current || !available.includes(current.version)) {
        manifest.remotes[remote.name] = {
          version: remote.version,
          entry: entryUrl(remote.name, remote.version),
          previous: current ? [...(current.previous ?? []), current.version] : [],
        };
        changed = true;
        notes.push(`manifest: ${remote.name} → ${remote.version}`);
      } else if (current.version !== remote.version) {
        notes.push(
          `manifest: ${remote.name} stays on ${current.version} (built ${remote.version}; switch with: npm run remotes -- set ${remote.name} ${remote.version})`,
        );
      }
    }
    return changed;
  });
  notes.forEach((note) => console.log(note));
  // a development build serves what it built, but says when a served remote no longer fits the shell
  for (const remote of remoteWorkspaces()) {
    try {
      assertServable(remote.name, remote.version);
    } catch (error) {
      console.warn(`warning: ${error.message}`);
    }
  }
  // `npm start` rebuilds when a source file is newer than this stamp
  fs.writeFileSync(
    path.join(distDir, 'build-stamp.json'),
    `${JSON.stringify({ builtAt: new Date().toISOString(), apps: apps.map((a) => a.name) })}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
