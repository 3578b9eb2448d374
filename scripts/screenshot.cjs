#!/usr/bin/env node
// npm run screenshot: starts the platform on a scratch database and saves the home page as
// docs/screenshot-home.png (the picture in the README).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');

const root = path.resolve(__dirname, '..');
const { chromium } = require(require.resolve('@playwright/test', { paths: [root] }));
const { chromiumLaunchOptions } = require('./chromium.cjs');
const port = Number(process.env.SCREENSHOT_PORT || 3310);

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-shot-'));
  const env = { ...process.env, PORT: String(port), DATA_DIR: path.join(dataDir, 'db'), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, [path.join(__dirname, 'start.cjs')], { cwd: root, env, stdio: 'inherit' });
  try {
    const until = Date.now() + 240_000;
    for (;;) {
      try {
        if ((await fetch(`http://localhost:${port}/api/health`)).ok) break;
      } catch {
        if (Date.now() > until) throw new Error('server did not start');
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    const browser = await chromium.launch(chromiumLaunchOptions());
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`http://localhost:${port}/`, { waitUntil: 'networkidle' });
    const out = path.join(root, 'docs/screenshot-home.png');
    await page.screenshot({ path: out });
    await browser.close();
    console.log(`saved ${path.relative(root, out)}`);
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
