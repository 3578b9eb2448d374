#!/usr/bin/env node
// npm start: builds what changed (the site, and the api's bundle when stale) while the api migrates and seeds, then serves shell, manifest, remotes and api on one port
// (default 3000) with the embedded database seeded with demo content; a crashed api is restarted.
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { apiCommand, ensureApiBuild } = require('./build-api.cjs');
const { supervise } = require('./supervise.cjs');
const { root, distDir, siteBuildStale } = require('./lib.cjs');

/** The children `run` started that have not exited yet. */
const running = new Set();

/** Runs `command args` with `env`; resolves when it exits 0, else stops the others and ends this start with its code. */
function run(command, args, env) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
  running.add(child);
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (code === 0) return resolve();
      for (const other of running) other.kill('SIGTERM');
      process.exit(code ?? (signal ? 1 : 0));
    }),
  );
}

/**
 * A stale site is built while the api migrates and seeds the database (PREPARE_ONLY=1: the api stops
 * once they are done; the supervisor's api then finds them done): on two busy cores this gains
 * little (ADR 061's figures), more when a core would idle. The Brotli and gzip siblings are left for after the start
 * (BUILD_COMPRESS=later) unless the caller asks for them now (the e2e run: its budget test reads the
 * compressed sizes). ADR 061.
 */
async function prepare() {
  if (!siteBuildStale()) return;
  ensureApiBuild();
  const [command, args] = apiCommand();
  await Promise.all([
    run(process.execPath, [path.join(__dirname, 'build.cjs')], { ...process.env, BUILD_COMPRESS: process.env.BUILD_COMPRESS ?? 'later' }),
    run(command, args, { ...process.env, PREPARE_ONLY: '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }),
  ]);
}

/** Once the platform answers: the missing compressed siblings, written at the lowest priority. */
function compressInBackground() {
  const child = spawn(process.execPath, [path.join(__dirname, 'compress.cjs')], { cwd: root, stdio: 'inherit' });
  try {
    os.setPriority(child.pid, 19);
  } catch {
    // not allowed here: it runs at normal priority
  }
}

prepare().then(() =>
  // the api, started again with a back-off when it crashes (scripts/supervise.cjs)
  supervise({
    env: { ...process.env, STATIC_DIR: process.env.STATIC_DIR || distDir, PORT: process.env.PORT || '3000' },
    onReady: compressInBackground,
  }),
);
