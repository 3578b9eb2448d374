#!/usr/bin/env node
// Runs the api's build (api/dist/server.js, scripts/build-api.cjs: made first when missing or stale)
// and starts it again when it dies: `npm start` runs it after the build, and it can run on its own
// (`node scripts/supervise.cjs`). A start loads JavaScript, no TypeScript is compiled (ADR 037). A crash
// (any exit but 0, or a signal) restarts the api after a back-off: 0.5 s, doubling up to 30 s, back
// to 0.5 s once it has run a minute. Exit 0 (a clean stop) and exit 78 (invalid configuration:
// starting again would fail the same way) end the supervisor with it. SIGINT/SIGTERM stop both.
// With WORKERS > 1 the api is a cluster primary that replaces a dead worker itself (server.ts
// runWorkers); this restarts the primary when it dies.
const path = require('node:path');
const { spawn } = require('node:child_process');
const { apiCommand, ensureApiBuild } = require('./build-api.cjs');

const root = path.resolve(__dirname, '..');
const CONFIG_ERROR = 78;

/**
 * Supervises `node --enable-source-maps api/dist/server.js` with `env`. `log` says when the api starts and
 * why it is restarted (the fault suite reads the pids from these lines).
 */
function supervise({
  env = process.env,
  log = (line) => console.log(line),
  firstDelayMs = 500,
  maxDelayMs = 30_000,
  stableMs = 60_000,
} = {}) {
  let child = null;
  let stopping = false;
  let delay = firstDelayMs;
  let timer = null;
  ensureApiBuild();
  const [command, args] = apiCommand();

  const start = () => {
    timer = null;
    const startedAt = Date.now();
    child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    log(`supervisor: api started (pid ${child.pid})`);
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
