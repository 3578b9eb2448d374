#!/usr/bin/env node
// npm run build: builds the shell into dist/shell/ and every remote into
// dist/remotes/<name>/<version>/, then makes sure the manifest serves a built version of each.
// A version the manifest already serves is left alone: switching is `npm run remotes -- set`.
// Every remote gets a contract.json beside its remoteEntry.js, the shell a host-contract.json.
// It also builds the api into api/dist/server.js when stale (scripts/build-api.cjs, ADR 037); `build.cjs
// api` builds only that, always.
// The apps are built by BUILD_JOBS worker processes (default: one per core, at most 4; ADR 053), each
// taking the next app from a queue, the largest (the shell) first: one webpack process keeps about
// one core busy, so two of them use both cores of a small machine. Each app's time is printed.
// An app whose inputs (every file webpack read outside node_modules, the folders it listed, and
// package-lock.json) have the same content as at its last build, and whose output is there, is not
// built again (dist/build-inputs.json); BUILD_FORCE=1 builds every app.
// Then the Brotli and gzip siblings of every browser build's text files that lack them are written
// (scripts/compress.cjs); BUILD_COMPRESS=later leaves that to the caller (`npm start` makes them in the
// background once the platform is up, ADR 061).
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { fork } = require('node:child_process');
const { buildApi, ensureApiBuild } = require('./build-api.cjs');
const { compressDirs, browserBuilds } = require('./compress.cjs');
const { root, distDir, remoteWorkspaces, updateManifest, versionsOf, entryUrl, assertServable } = require('./lib.cjs');

/** How many apps build at once: BUILD_JOBS, else the cores (1–4); never more than there are apps. */
function buildJobs(apps, env = process.env, cores = os.availableParallelism?.() ?? os.cpus().length) {
  const wanted = Number(env.BUILD_JOBS) || Math.min(4, cores);
  return Math.max(1, Math.min(wanted, apps));
}

const inputsFile = path.join(distDir, 'build-inputs.json');
const LOCKFILE = 'package-lock.json';

const EDITED_WHILE_BUILDING = 'edited while building';

/** sha256 of a file's bytes, or of a folder's sorted names; null when it is gone. */
function fileHash(file) {
  try {
    const stat = fs.statSync(file);
    const bytes = stat.isDirectory() ? fs.readdirSync(file).sort().join('\n') : fs.readFileSync(file);
    return createHash('sha256').update(bytes).digest('hex');
  } catch {
    return null;
  }
}

/**
 * The inputs of an app's compilation worth recording: the repository's own files and folders it read
 * (packages: the lockfile), its webpack config and the shared preset (shared/build).
 */
function recordInputs(dir, multiStats, startedMs) {
  const presets = fs.readdirSync(path.join(root, 'shared/build')).map((f) => path.join(root, 'shared/build', f));
  const inputs = {};
  // a file edited while the build ran may not be what the build read: recorded as never matching
  const contentHash = (file) => {
    try {
      if (fs.statSync(file).mtimeMs >= startedMs) return EDITED_WHILE_BUILDING;
    } catch {
      return null;
    }
    return fileHash(file);
  };
  for (const file of [path.join(dir, 'webpack.config.js'), ...presets]) inputs[path.relative(root, file)] = contentHash(file);
  for (const { compilation } of multiStats.stats) {
    for (const file of [...compilation.fileDependencies, ...compilation.contextDependencies]) {
      const rel = path.relative(root, file);
      if (rel.startsWith('..') || path.isAbsolute(rel) || rel.split(path.sep).includes('node_modules')) continue;
      inputs[rel] = contentHash(file);
    }
  }
  inputs[LOCKFILE] = fileHash(path.join(root, LOCKFILE));
  return inputs;
}

/** The files whose presence says an app's last build is still on disk. */
function outputsOf(app) {
  return app.version
    ? [path.join(distDir, 'remotes', app.name, app.version, 'remoteEntry.js')]
    : [path.join(distDir, 'shell/index.html'), path.join(distDir, 'shell-server')];
}

/** Whether `app` may keep its last build: recorded `inputs` all hash the same and its output exists. */
function unchanged(app, recorded, hash = (rel) => fileHash(path.join(root, rel))) {
  if (!recorded || !recorded.inputs || recorded.version !== (app.version ?? null)) return false;
  if (!outputsOf(app).every((file) => fs.existsSync(file))) return false;
  return Object.entries(recorded.inputs).every(([rel, digest]) => hash(rel) === digest);
}

function readInputs() {
  try {
    return JSON.parse(fs.readFileSync(inputsFile, 'utf8'));
  } catch {
    return {};
  }
}

/** In a worker: builds the app in `dir` (all its webpack configs); its errors as text, or null, and its inputs. */
async function buildOne(dir) {
  const startedMs = Date.now();
  const webpack = require(require.resolve('webpack', { paths: [root] }));
  // an app may build more than one thing (the shell: the browser build and its server build, ADR 028)
  const configs = [require(path.join(dir, 'webpack.config.js'))({}, { mode: 'production' })].flat();
  // PLATFORM_DIST_DIR: the same layout below another folder
  const defaultDist = path.join(root, 'dist');
  for (const config of configs) config.output.path = path.join(distDir, path.relative(defaultDist, config.output.path));
  const stats = await new Promise((resolve, reject) => webpack(configs, (error, result) => (error ? reject(error) : resolve(result))));
  if (stats.hasErrors()) return { errors: stats.toString({ all: false, errors: true, colors: true }) };
  return { errors: null, inputs: recordInputs(dir, stats, startedMs) };
}

/** The worker's side: builds each app it is sent and answers with its time or its errors. */
function serveBuilds() {
  // done (the build lets it go), or the build that sent the work has gone: nothing waits for this one
  process.on('disconnect', () => process.exit(0));
  process.on('message', async ({ dir }) => {
    const started = Date.now();
    try {
      const { errors, inputs } = await buildOne(dir);
      process.send({ dir, seconds: (Date.now() - started) / 1000, errors, inputs });
    } catch (error) {
      process.send({ dir, errors: String(error?.stack ?? error) });
    }
  });
}

/**
 * Builds `apps` in `jobs` worker processes, each taking the next app when done; rejects on the first
 * failure. `built(app, inputs)` is told of each app built.
 */
function buildApps(apps, jobs, built = () => undefined) {
  const queue = [...apps];
  return new Promise((resolve, reject) => {
    let running = 0;
    let failed = false;
    const fail = (error) => {
      if (failed) return;
      failed = true;
      reject(error);
    };
    const next = (worker) => {
      const app = queue.shift();
      if (!app || failed) {
        worker.disconnect();
        running -= 1;
        if (running === 0 && !failed) resolve();
        return;
      }
      worker.send({ dir: app.dir });
    };
    for (let i = 0; i < jobs; i += 1) {
      const worker = fork(__filename, ['--worker'], { stdio: 'inherit' });
      running += 1;
      worker.on('message', (done) => {
        const app = apps.find((a) => a.dir === done.dir);
        if (done.errors) {
          worker.kill();
          fail(new Error(`build of ${app.name} failed:\n${done.errors}`));
          return;
        }
        console.log(`built ${app.name}${app.version ? `@${app.version}` : ''} in ${done.seconds.toFixed(1)} s`);
        built(app, done.inputs);
        next(worker);
      });
      worker.on('exit', (code) => {
        if (code) fail(new Error(`a build worker exited with code ${code}`));
      });
      next(worker);
    }
  });
}

async function main() {
  const only = process.argv.slice(2);
  // the whole build makes the api's only when stale (`npm start` may be running it meanwhile, ADR 061)
  if (only.length === 0) ensureApiBuild();
  else if (only.includes('api')) buildApi();
  if (only.length === 1 && only[0] === 'api') return;
  const remotes = remoteWorkspaces().filter((r) => only.length === 0 || only.includes(r.name));
  const apps = [...(only.length === 0 || only.includes('shell') ? [{ name: 'shell', dir: path.join(root, 'shell') }] : []), ...remotes];
  const started = Date.now();
  const recorded = readInputs();
  const memo = new Map();
  const hash = (rel) => (memo.has(rel) ? memo.get(rel) : memo.set(rel, fileHash(path.join(root, rel))).get(rel));
  const stale = apps.filter((app) => process.env.BUILD_FORCE === '1' || !unchanged(app, recorded[app.name], hash));
  for (const app of apps.filter((a) => !stale.includes(a))) console.log(`unchanged since its last build: ${app.name}`);
  const jobs = buildJobs(stale.length);
  // an app being built has no valid record until it is done
  for (const app of stale) delete recorded[app.name];
  const save = () => fs.writeFileSync(inputsFile, `${JSON.stringify(recorded)}\n`);
  if (stale.length) {
    fs.mkdirSync(distDir, { recursive: true });
    save();
    try {
      await buildApps(stale, jobs, (app, inputs) => {
        recorded[app.name] = { version: app.version ?? null, inputs };
        save();
      });
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }
  }
  console.log(`built ${stale.length} apps in ${((Date.now() - started) / 1000).toFixed(1)} s (${jobs} at once)`);
  if (process.env.BUILD_COMPRESS !== 'later') {
    const compressing = Date.now();
    const count = await compressDirs(browserBuilds(distDir));
    if (count) console.log(`compressed: ${count} Brotli/gzip siblings written in ${((Date.now() - compressing) / 1000).toFixed(1)} s`);
  }

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

module.exports = { buildJobs, unchanged, outputsOf, recordInputs };

if (process.argv[2] === '--worker') serveBuilds();
else if (require.main === module)
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
