// Debian's Chromium for every headless run here (Playwright's own browser download cannot work):
// the e2e config, npm run bench and npm run screenshot launch it with the same path and flags.
const fs = require('node:fs');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** The Chromium to launch: CHROMIUM_PATH when set, else Debian's. */
function chromiumExecutable() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** The first Chromium that exists here (CHROMIUM_PATH, Debian's, Ubuntu's name), or undefined. */
function findChromium() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean).find((p) => fs.existsSync(p));
}

/** Options for Playwright's `chromium.launch` (and `use.launchOptions`). */
function chromiumLaunchOptions() {
  return { executablePath: chromiumExecutable(), args: [...CHROMIUM_ARGS] };
}

module.exports = { CHROMIUM_ARGS, chromiumExecutable, findChromium, chromiumLaunchOptions };
