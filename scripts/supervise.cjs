#!/usr/bin/env node
// Runs the api's build (api/dist/server.js, scripts/build-api.cjs: made first when missing or stale)
// and starts it again when it dies: `npm start` runs it after the build, and it can run on its own
// (`node scripts/supervise.cjs`). A start loads JavaScript, no TypeScript is compiled (ADR 037). A crash
// (any exit but 0, or a signal) restarts the api after a back-off: 0.5 s, doubling up to 30 s, back
// to 0.5 s once it has run a minute. Exit 0 (a clean stop) and exit 78 (invalid configuration:
// starting again would fail the same way) end the supervisor with it. SIGINT/SIGTERM stop both.
// With WORKERS > 1 the api is a cluster primary that replaces a dead worker itself (server.ts
// runWorkers); this restarts the primary when it dies. A restart after the api has once said it is ready
// skips the migrations and the seed (MIGRATE=0, SEED=0) while the build's file is unchanged: a start of
// this build did them.
const fs = require('node:fs');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { apiCommand, apiEntry, ensureApiBuild } = require('./build-api.cjs');

const root = path.resolve(__dirname, '..');
const CONFIG_ERROR = 78;
/** What the api prints once it listens (api/src/server.ts; with WORKERS > 1 each worker prints it). */
const READY = /platform ready on /;

/**
 * Supervises `node --enable-source-maps api/dist/server.js` with `env`. `log` says when the api starts and
 * why it is restarted (the fault suite reads the pids from these lines); `onReady` is called once, the
 * first time an api says it is ready.
 */
function supervise({
  env = process.env,
  log = (line) => console.log(line),
  onReady = () => undefined,
  firstDelayMs = 500,
  maxDelayMs = 30_000,
  stableMs = 60_000,
} = {}) {
  let child = null;
  let stopping = false;
  let delay = firstDelayMs;
  let timer = null;
  // once an api has said it is ready, its migrations and seed are done, and a restart of the same build
  // (its file unchanged: a new build may bring migrations) on the same content skips them (MIGRATE=0,
  // SEED=0) to answer again sooner (ADR 049); `readyBuild` is that build's mtime
  let readyBuild = null;
  ensureApiBuild();
  const [command, args] = apiCommand();

  const start = () => {
    timer = null;
    const startedAt = Date.now();
    const built = fs.existsSync(apiEntry) ? fs.statSync(apiEntry).mtimeMs : null;
    const quick = built !== null && readyBuild === built;
    child = spawn(command, args, {
      cwd: root,
      stdio: ['inherit', 'pipe', 'inherit'],
      env: quick ? { ...env, MIGRATE: '0', SEED: '0' } : env,
    });
    let tail = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (readyBuild === built) return;
      tail = (tail + chunk).slice(-200);
      if (!READY.test(tail)) return;
      readyBuild = built;
      const first = onReady;
      onReady = () => undefined;
      first();
    });
    log(`supervisor: api started (pid ${child.pid})${quick ? ' without migrations and seed (done by a start of this build)' : ''}`);
    child.on('exit', (code, signal) => {
      child = null;
      if (stopping || code === 0) return process.exit(0);
      if (code === CONFIG_ERROR) return process.exit(code);
      // a run that lasted a while was healthy: the next crash starts the back-off again
      if (Date.now() - startedAt >= stableMs) delay = firstDelayMs;
      log(`supervisor: api exited (${signal ?? `code ${code}`}); restarting in ${delay} ms`);
      timer = setTimeout(start, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  };

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopping = true;
      if (timer) clearTimeout(timer);
      if (child) child.kill(signal);
      else process.exit(0);
    });
  }
  start();
}

module.exports = { supervise };

if (require.main === module) supervise();
