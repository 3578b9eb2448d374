/* global window, requestAnimationFrame */ // browser code in page.evaluate / addInitScript
// The interaction part of `npm run bench` (scripts/bench.cjs; alone: `npm run bench -- interaction`):
// how fast the exam screens answer a tap on a phone (issue 33 item 4). Headless Chromium, a phone
// screen, 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate); the page records every input event
// through the Event Timing API (PerformanceObserver type 'event', durationThreshold 16 — the events
// INP is made of) and an interaction's latency is the longest event of its interactionId: input delay
// + handlers + the next paint. Played: a topic test (tap an option, tap "check", tap "next", ~10
// questions) and a DTM mock (sign in, start, tap an option, tap "next", ~10 questions); printed as
// p50 / max per kind of tap. Goal: ≤ 100 ms each.
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const { chromium } = require(require.resolve('@playwright/test', { paths: [root] }));
const { chromiumLaunchOptions } = require('./chromium.cjs');
const { topicTestUrl, median } = require('./bench-browser.cjs');
const { BENCH_HEADERS, benchLearner } = require('./bench-learner.cjs');

const CPU_SLOWDOWN = 4;
const GOAL_MS = 100;
const ANSWERS = Number(process.env.BENCH_INTERACTION_ANSWERS || 10);
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MOBILE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: PHONE_UA };
const LAUNCH_ARGS = [
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
];

/** In the page: every event of 16 ms or more with an interaction id, kept as { id, name, duration }. */
function watchEvents() {
  const w = window;
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) w.__events.push({ id: e.interactionId, name: e.name, duration: e.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * The latency of the interaction `act()` makes: the longest event entry of the interaction ids that
 * appeared while it ran (0 when every event was under 16 ms — Chromium reports none then).
 */
async function timed(page, act) {
  const before = await page.evaluate(() => window.__events.length);
  await act();
  // entries arrive after the next paint; two animation frames and a short wait let them in
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))));
  const events = await page.evaluate((from) => window.__events.slice(from), before);
  return events.reduce((max, e) => Math.max(max, e.duration), 0);
}

/** `{ p50, max, n }` of the samples, or null. */
function summary(samples) {
  return samples.length ? { p50: median(samples), max: Math.max(...samples), n: samples.length } : null;
}

/** A row `[label, "p50 … ms, max … ms (n taps)"]` with the goal's verdict. */
function formatInteraction(label, s) {
  if (!s) return [label, 'not measured'];
  const verdict = s.max <= GOAL_MS ? 'within' : 'over';
  return [label, `p50 ${s.p50.toFixed(0)} ms, max ${s.max.toFixed(0)} ms (${s.n} taps; ${verdict} the ${GOAL_MS} ms goal)`];
}

async function throttledPage(browser, cookie, base) {
  const context = await browser.newContext(MOBILE);
  if (cookie) {
    const at = cookie.indexOf('=');
    await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: base }]);
  }
  const page = await context.newPage();
  await page.addInitScript(watchEvents);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** A topic test as a guest: option, "check", "next" for ANSWERS questions. */
async function topicTest(browser, base) {
  const url = await topicTestUrl(base);
  if (!url) return null;
  const { context, page } = await throttledPage(browser, null, base);
  const taps = { option: [], check: [], next: [] };
  try {
    await page.goto(base + url, { waitUntil: 'networkidle', timeout: 120_000 });
    const start = page.getByTestId('preview-start');
    if (await start.isVisible().catch(() => false)) await start.click();
    const main = page.getByTestId('quiz-main-button');
    await main.waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    for (let i = 0; i < ANSWERS; i += 1) {
      const option = page.locator('[data-testid^="option-"]:not([data-locked])').first();
      if (!(await option.count())) break;
      taps.option.push(await timed(page, () => option.click()));
      taps.check.push(await timed(page, () => main.click()));
      if (i === ANSWERS - 1 || !(await main.isEnabled())) break;
      taps.next.push(await timed(page, () => main.click()));
    }
  } finally {
    await context.close();
  }
  return taps;
}

/** A DTM mock of a new, registered learner: option, "next" for ANSWERS questions. */
async function dtmExam(browser, base) {
  const cookie = await benchLearner(base, `+99897${String(Date.now()).slice(-7)}`);
  const headers = { ...BENCH_HEADERS, cookie };
  // the site counts a number signed in once its registration is done (a profile type chosen)
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: 'Learner',
      birthday: '2006-05-01',
      gender: 'erkak',
      role: 'APPLICANT',
      address_id: 1,
    }),
  });
  if (!registered.ok) throw new Error(`register for the bench: HTTP ${registered.status} ${await registered.text()}`);
  const form = (await (await fetch(`${base}/api/exam/form?kind=dtm&language_id=1`, { headers })).json()).data;
  const pair = form?.pairs?.[0];
  if (!pair) return null;
  const ordered = await fetch(`${base}/api/exam/order`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ kind: 'dtm', language_id: 1, blok1_id: pair.blok1_id, blok2_id: pair.blok2_id }),
  });
  if (!ordered.ok) throw new Error(`exam order for the bench: HTTP ${ordered.status} ${await ordered.text()}`);
  const { context, page } = await throttledPage(browser, cookie, base);
  const taps = { option: [], next: [] };
  try {
    await page.goto(`${base}/dtm/test`, { waitUntil: 'networkidle', timeout: 120_000 });
    await page
      .getByTestId('exam-question-number')
      .waitFor({ timeout: 60_000 })
      .catch(async (error) => {
        const heading = await page
          .locator('h1')
          .first()
          .textContent()
          .catch(() => null);
        throw new Error(`the DTM screen did not show (at ${page.url()}, heading "${heading}"): ${error.message.split('\n')[0]}`);
      });
    await page.waitForTimeout(1000);
    for (let i = 0; i < ANSWERS; i += 1) {
      const option = page.locator('[data-testid^="exam-option-"]').nth(i % 4);
      taps.option.push(await timed(page, () => option.click()));
      if (i < ANSWERS - 1) taps.next.push(await timed(page, () => page.getByTestId('exam-next').click()));
    }
  } finally {
    await context.close();
  }
  return taps;
}

/** The interaction rows of the bench table: [measure, value] pairs. */
async function interactionRows(base) {
  const launch = chromiumLaunchOptions();
  const browser = await chromium.launch({ ...launch, args: [...launch.args, ...LAUNCH_ARGS] });
  const rows = [];
  const at = `CPU ×${CPU_SLOWDOWN}, phone`;
  try {
    const failed = (what) => (error) => {
      rows.push([what, `failed: ${error.message.split('\n')[0]}`]);
      return undefined;
    };
    const topic = await topicTest(browser, base).catch(failed('topic test taps'));
    if (topic === null) rows.push(['topic test taps', 'not measured (no open topic test in the seed)']);
    else if (topic)
      rows.push(
        formatInteraction(`topic test: tap an option (${at})`, summary(topic.option)),
        formatInteraction(`topic test: tap "check" (${at})`, summary(topic.check)),
        formatInteraction(`topic test: tap "next" (${at})`, summary(topic.next)),
      );
    const dtm = await dtmExam(browser, base).catch(failed('DTM exam taps'));
    if (dtm === null) rows.push(['DTM exam taps', 'not measured (no subject pairs in the seed)']);
    else if (dtm)
      rows.push(
        formatInteraction(`DTM exam: tap an option (${at})`, summary(dtm.option)),
        formatInteraction(`DTM exam: tap "next" (${at})`, summary(dtm.next)),
      );
  } finally {
    await browser.close();
  }
  return rows;
}

module.exports = { interactionRows, formatInteraction, summary, GOAL_MS };
