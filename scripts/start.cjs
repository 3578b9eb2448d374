#!/usr/bin/env node
// npm start: builds what changed (the site; the api's build is made by the supervisor when stale), then serves shell, manifest, remotes and api on one port
// (default 3000) with the embedded database seeded with demo content; a crashed api is restarted.
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { supervise } = require('./supervise.cjs');
const { root, distDir, siteBuildStale } = require('./lib.cjs');

if (siteBuildStale()) {
  const r = spawnSync(process.execPath, [path.join(__dirname, 'build.cjs')], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// the api, started again with a back-off when it crashes (scripts/supervise.cjs)
supervise({ env: { ...process.env, STATIC_DIR: process.env.STATIC_DIR || distDir, PORT: process.env.PORT || '3000' } });
