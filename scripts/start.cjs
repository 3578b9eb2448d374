#!/usr/bin/env node
// npm start: builds what changed (the site; the api's build is made by the supervisor when stale), then serves shell, manifest, remotes and api on one port
// (default 3000) with the embedded database seeded with demo content; a crashed api is restarted.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { supervise } = require('./supervise.cjs');
const { root, distDir, newestMtime, remoteWorkspaces, readManifest, versionsOf } = require('./lib.cjs');

function needsBuild() {
  const stamp = path.join(distDir, 'build-stamp.json');
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(distDir, 'shell/index.html'))) return true;
  const built = fs.statSync(stamp).mtimeMs;
  const sources = ['shell', 'shared', ...remoteWorkspaces().map((r) => path.basename(r.dir))].map((d) => newestMtime(path.join(root, d)));
  if (Math.max(...sources) > built) return true;
  const manifest = readManifest();
  return remoteWorkspaces().some((r) => !manifest.remotes[r.name] || !versionsOf(r.name).includes(manifest.remotes[r.name].version));
}

if (needsBuild()) {
  const r = spawnSync(process.execPath, [path.join(__dirname, 'build.cjs')], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// the api, started again with a back-off when it crashes (scripts/supervise.cjs)
supervise({ env: { ...process.env, STATIC_DIR: process.env.STATIC_DIR || distDir, PORT: process.env.PORT || '3000' } });
