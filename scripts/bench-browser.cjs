/* global window, document, MutationObserver */ // browser code in page.evaluate / addInitScript
// The browser half of `npm run bench` (scripts/bench.cjs): what a user of the built site feels.
//  - transferred JS of a cold load (bytes on the wire as Chromium reports them, not sizes on disk)
//  - time to the first heading of a route on a cold load, unthrottled, and of entering a section
//    from a link on an already loaded page
//  - LCP, long-task total past 50 ms (TBT-like) and CLS under Slow 4G and 4× CPU throttling (CDP)
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const { chromium } = require(require.resolve('@playwright/test', { paths: [root] }));
const { chromiumLaunchOptions } = require('./chromium.cjs');

/** Chromium DevTools' "Slow 4G" preset (bytes per second, ms). */
const SLOW_4G = {
  offline: false,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
  latency: 150 * 3.75,
};
const CPU_SLOWDOWN = 4;
// a headless page counts as backgrounded otherwise, and Chromium then reports no paint timing (LCP)
const LAUNCH_ARGS = [
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
];
// a phone as the server sees it too: its User-Agent says "Mobile" (the first screen is rendered for a phone, ADR 028)
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MOBILE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: PHONE_UA };

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Records, in the page, when the first non-empty <h1> appears (ms since navigation start). */
function watchFirstHeading() {
  const w = window;
  w.__firstHeading = 0;
  const check = () => {
    if (w.__firstHeading) return;
    const h1 = document.querySelector('h1');
    if (h1 && h1.textContent.trim()) w.__firstHeading = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Records LCP, CLS and the long-task total past 50 ms. */
function watchVitals() {
  const w = window;
  w.__vitals = { lcp: 0, cls: 0, tbt: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__vitals.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) w.__vitals.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__vitals.tbt += Math.max(0, e.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
}

/** Bytes of JS a cold load of `route` receives on the wire, and whether any arrived uncompressed. */
async function transferredJs(browser, base, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  let bytes = 0;
  const uncompressed = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    if (!response.headers()['content-encoding']) uncompressed.push(new URL(response.url()).pathname);
    // sizes are final once the whole body has arrived
    pending.push(
      response
        .body()
        .then(() => response.request().sizes())
        .then((s) => void (bytes += s.responseBodySize))
        .catch(() => undefined),
    );
  });
  // network idle alone can come before main.js has run and asked for its chunks on a busy machine
  await page.goto(base + route);
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return { bytes, uncompressed };
}

/** Time to the first heading of a cold load (median of `runs`). */
async function firstHeading(browser, base, route, runs) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(watchFirstHeading);
    await page.goto(base + route, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstHeading > 0, null, { timeout: 30_000 });
    samples.push(await page.evaluate(() => window.__firstHeading));
    await context.close();
  }
  return median(samples);
}

/** From a loaded `/`, click the main menu's link `name` and time until the section's heading shows. */
async function enterSection(browser, base, name, runs) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    const link = page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name, exact: true });
    await link.hover();
    const handle = await link.elementHandle();
    samples.push(
      await page.evaluate(
        (a) =>
          new Promise((resolve) => {
            const before = document.querySelector('h1');
            const started = performance.now();
            const observer = new MutationObserver(() => {
              const h1 = document.querySelector('h1');
              if (h1 && h1 !== before && h1.textContent.trim() && !h1.closest('[aria-busy="true"]')) {
                observer.disconnect();
                resolve(performance.now() - started);
              }
            });
            observer.observe(document, { childList: true, subtree: true, characterData: true });
            a.click();
          }),
        handle,
      ),
    );
    await context.close();
  }
  return median(samples);
}

/** LCP, first heading, long-task total and CLS of a cold load under Slow 4G and 4× CPU slowdown (median of `runs`). */
async function throttledVitals(browser, base, route, runs) {
  const samples = { lcp: [], heading: [], tbt: [], cls: [] };
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext(MOBILE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(watchVitals);
    await page.addInitScript(watchFirstHeading);
    await page.goto(base + route, { timeout: 120_000 });
    await page.waitForFunction(() => window.__firstHeading > 0, null, { timeout: 120_000 });
    // on the mobile-emulated `/` under CPU throttling Chromium never reports network idle although
    // every request has finished (seen with Slow 4G + 4× CPU; fine without either): wait for it at most
    // 20 s, then read the vitals (LCP and the heading are recorded by then)
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    await page.waitForTimeout(500);
    const v = await page.evaluate(() => ({ ...window.__vitals, heading: window.__firstHeading }));
    for (const k of Object.keys(samples)) samples[k].push(v[k]);
    await context.close();
  }
  return Object.fromEntries(Object.entries(samples).map(([k, xs]) => [k, median(xs)]));
}

/** URL of an open topic test screen in the seed (for a guest). */
async function topicTestUrl(base) {
  const list = await (await fetch(`${base}/api/themed-test/view?name=matematika&language_id=1`)).json();
  const open = list.data.find((card) => card.opensAt === null);
  return open ? open.testUrl : null;
}

const KB = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The browser rows of the bench table: [measure, value] pairs.
 * @param {string} base  the site's origin
 * @param {{ runs?: number, throttledRuns?: number }} [o]
 */
async function browserRows(base, { runs = 5, throttledRuns = 3 } = {}) {
  const rows = [];
  const testUrl = await topicTestUrl(base);
  const launch = chromiumLaunchOptions();
  const browser = await chromium.launch({ ...launch, args: [...launch.args, ...LAUNCH_ARGS] });
  try {
    for (const route of ['/', '/mavzuli-test', '/universitetlar', '/profile', ...(testUrl ? [testUrl] : [])]) {
      const { bytes, uncompressed } = await transferredJs(browser, base, route);
      rows.push([`JS transferred ${route}`, `${KB(bytes)}${uncompressed.length ? ` (${uncompressed.length} scripts uncompressed)` : ''}`]);
    }
    for (const route of ['/', '/mavzuli-test', '/universitetlar', '/profile']) {
      rows.push([`first heading ${route} (cold, localhost)`, `${(await firstHeading(browser, base, route, runs)).toFixed(0)} ms`]);
    }
    for (const name of ['Universitetlar', 'Mavzuli testlar']) {
      rows.push([`enter "${name}" from a link on /`, `${(await enterSection(browser, base, name, runs)).toFixed(0)} ms`]);
    }
    for (const route of ['/', '/mavzuli-test', ...(testUrl ? [testUrl] : [])]) {
      const v = await throttledVitals(browser, base, route, throttledRuns);
      const label = route === testUrl ? 'topic test screen' : route;
      rows.push(
        [`LCP ${label} (Slow 4G, CPU ×${CPU_SLOWDOWN})`, v.lcp ? `${v.lcp.toFixed(0)} ms` : 'not reported by Chromium'],
        // headless Chromium on a loaded machine often reports no LCP; the heading is the page's largest text
        [`first heading ${label} (Slow 4G, CPU ×${CPU_SLOWDOWN})`, `${v.heading.toFixed(0)} ms`],
        [`long tasks past 50 ms ${label} (Slow 4G, CPU ×${CPU_SLOWDOWN})`, `${v.tbt.toFixed(0)} ms`],
        [`CLS ${label} (Slow 4G, CPU ×${CPU_SLOWDOWN})`, v.cls.toFixed(3)],
      );
    }
  } finally {
    await browser.close();
  }
  return rows;
}

module.exports = {
  MOBILE,
  LAUNCH_ARGS,
  browserRows,
  transferredJs,
  firstHeading,
  enterSection,
  throttledVitals,
  topicTestUrl,
  median,
  SLOW_4G,
  CPU_SLOWDOWN,
};
