#!/usr/bin/env node
// npm run screenshot: starts the platform on a scratch database and saves the main pages at 390 and
// 1280 px in uz and ru, and the home page in uz-Cyrl (Uzbek in Cyrillic: the other pages are the uz
// ones in Cyrillic), as docs/screens/<page>-<lang>-<width>.png (viewport shots, linked from the README).
// SCREENSHOT_LANGS=uz-Cyrl and SCREENSHOT_PAGES=home,login take only those. The studio's pages are taken
// signed in as the demo admin (studio-*; ADR 055), in uz and ru.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');

const root = path.resolve(__dirname, '..');
const { chromium } = require(require.resolve('@playwright/test', { paths: [root] }));
const { chromiumLaunchOptions } = require('./chromium.cjs');
const port = Number(process.env.SCREENSHOT_PORT || 3310);
const base = `http://localhost:${port}`;
const out = path.join(root, 'docs/screens');
const WIDTHS = { 390: 844, 1280: 800 };
const LANGS = (process.env.SCREENSHOT_LANGS || 'uz,uz-Cyrl,ru').split(',');
/** The pages of a language (all of them unless listed here). */
const ONLY = { 'uz-Cyrl': ['home'] };
/** The studio's demo admin (api/src/domains/studio/seed.ts), who sees every section. */
const STUDIO_ADMIN = '+998000000013';
/** Studio pages: their names start with `studio-` and are taken signed in as the admin. */
const STUDIO_PAGES = { 'studio-bank': '/studio/bank', 'studio-editor': null, 'studio-operations': '/studio/operations' };
const XRW = { 'x-requested-with': 'XMLHttpRequest' };

/** The session of the one sign-in (a phone waits a minute between codes): reused by later contexts. */
let staffCookies = null;

/** Signs the context in as a phone with the code from the dev SMS outbox (once; later contexts reuse it). */
async function signIn(context, phone) {
  if (staffCookies) return context.addCookies(staffCookies);
  const sent = await context.request.post(`${base}/api/auth/send-sms`, { data: { phone }, headers: XRW });
  if (!sent.ok()) throw new Error(`send-sms answered ${sent.status()}`);
  const outbox = await (await context.request.get(`${base}/api/__dev/outbox?phone=${encodeURIComponent(phone)}`)).json();
  const code = /#(\d{5})/.exec(outbox.data[0]?.text ?? '')?.[1];
  const verified = await context.request.post(`${base}/api/auth/verify-sms`, { data: { phone, code }, headers: XRW });
  if (!verified.ok()) throw new Error(`verify-sms answered ${verified.status()}`);
  staffCookies = await context.cookies();
}

/** The editor of the first bank item on the studio's list whose uz text holds a formula (signed in). */
async function editorUrl(context) {
  const response = await context.request.get(`${base}/api/studio/questions?page=1`);
  if (!response.ok()) throw new Error(`the studio's bank list answered ${response.status()}`);
  const rows = (await response.json()).data;
  const row = rows.find((r) => r.text_uz.includes('$')) ?? rows[0];
  return `/studio/bank/${row.subject_id}/${row.topic}/${row.key}`;
}
const PAGES = process.env.SCREENSHOT_PAGES ? process.env.SCREENSHOT_PAGES.split(',') : null;
const pagesOf = (lang, targets) =>
  Object.entries(targets).filter(([name]) => (!ONLY[lang] || ONLY[lang].includes(name)) && (!PAGES || PAGES.includes(name)));

async function json(url) {
  const response = await fetch(`${base}${url}`);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()).data;
}

/** The pages to show, with real seeded slugs (language 1 = uz, 2 = ru content). */
async function pages() {
  const [test] = await json('/api/themed-test/view?name=matematika&language_id=1&size=1');
  const [university] = await json('/api/university-all?type=private&size=1');
  return {
    home: '/',
    'topic-tests': '/mavzuli-test',
    'topic-test': test.testUrl,
    universities: '/universitetlar',
    'private-universities': '/xususiy-universitetlar',
    university: `/xususiy-universitetlar/${university.slug}`,
    login: '/login',
    ...STUDIO_PAGES,
  };
}

async function waitForServer() {
  const until = Date.now() + 240_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      if (Date.now() > until) throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-shot-'));
  const env = { ...process.env, PORT: String(port), DATA_DIR: path.join(dataDir, 'db'), LOG_LEVEL: 'warn', REDIS_URL: '' };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, [path.join(__dirname, 'start.cjs')], { cwd: root, env, stdio: 'inherit' });
  try {
    await waitForServer();
    const targets = await pages();
    fs.mkdirSync(out, { recursive: true });
    const browser = await chromium.launch(chromiumLaunchOptions());
    let bytes = 0;
    let count = 0;
    for (const lang of LANGS) {
      // one context per language: the interface language is the stored choice, as after the switch
      const context = await browser.newContext({ deviceScaleFactor: 1 });
      await context.addInitScript((l) => localStorage.setItem('locale', l), lang);
      const page = await context.newPage();
      let signedIn = false;
      for (const [name, target] of pagesOf(lang, targets)) {
        if (name.startsWith('studio-') && !signedIn) {
          await signIn(context, STUDIO_ADMIN);
          signedIn = true;
        }
        const url = target ?? (await editorUrl(context));
        for (const [width, height] of Object.entries(WIDTHS)) {
          await page.setViewportSize({ width: Number(width), height });
          await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
          // a remote page renders after its module loads: wait for the page's heading
          await page.locator('main h1').first().waitFor({ state: 'attached', timeout: 20_000 });
          await page.evaluate('document.fonts.ready');
          const file = path.join(out, `${name}-${lang}-${width}.png`);
          // the editor's phone preview is below its form: the whole page
          await page.screenshot({ path: file, animations: 'disabled', caret: 'hide', fullPage: name === 'studio-editor' });
          bytes += fs.statSync(file).size;
          count += 1;
        }
      }
      await context.close();
    }
    await browser.close();
    console.log(`saved ${count} screenshots in docs/screens (${Math.round(bytes / 1024)} KB)`);
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
