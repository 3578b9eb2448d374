#!/usr/bin/env node
// npm start: builds what changed (the site; the api's build is made by the supervisor when stale), then serves shell, manifest, remotes and api on one port
// (default 3000) with the embedded database seeded with demo content; a crashed api is restarted.
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { apiCommand, ensureApiBuild } = require('./build-api.cjs');
const { supervise } = require('./supervise.cjs');
const { root, distDir, siteBuildStale } = require('./lib.cjs');

/** Runs `command args` with `env`; resolves when it exits 0, else ends this start with its code. */
function run(command, args, env) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      process.exit(code ?? (signal ? 1 : 0));
    }),
  );
}

/**
 * A stale site is built while the api migrates and seeds the database (PREPARE_ONLY=1: the api stops
 * once they are done; the supervisor's api then finds them done), so a newcomer waits for the longer
 * of the two, not their sum. The Brotli and gzip siblings are left for after the start
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
