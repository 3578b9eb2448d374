#!/usr/bin/env node
// Generates a SQL migration from the schema barrel api/src/db/schema.ts with drizzle-kit.
// npm keeps drizzle-orm inside api/node_modules, where the hoisted drizzle-kit cannot see it, so a
// temporary link is made for the run and removed afterwards.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const link = path.join(root, 'node_modules/drizzle-orm');
const target = path.join(root, 'api/node_modules/drizzle-orm');
const made = !fs.existsSync(link) && fs.existsSync(target);
if (made) fs.symlinkSync(target, link, 'dir');
try {
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/drizzle-kit/bin.cjs'), 'generate', ...process.argv.slice(2)], {
    cwd: path.join(root, 'api'),
    stdio: 'inherit',
  });
  process.exitCode = r.status ?? 1;
} finally {
  if (made) fs.unlinkSync(link);
}
