#!/usr/bin/env node
// Installs npm packages when node_modules is missing or older than package-lock.json,
// so `npm start` and `npm test` work on a fresh clone with nothing run before them.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '..');
const lock = path.join(root, 'package-lock.json');
const marker = path.join(root, 'node_modules/.package-lock.json');

const stale = !fs.existsSync(marker) || (fs.existsSync(lock) && fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs + 1000);
if (stale) {
  console.log('installing npm packages…');
  // `npm install` (not `ci`): npm 11 writes lockfiles without some optional platform packages of
  // optional peers (@rspack/binding-*), which `npm ci` then rejects as out of sync.
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
