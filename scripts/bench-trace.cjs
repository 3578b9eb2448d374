/* global window */ // browser code in addInitScript / page.evaluate
// The trace part of `npm run bench` (alone: `npm run bench -- trace`): what the main thread does
// before a page can be used (issue 33 item 2), in figures a shared machine moves little. A cold load
// of each route in headless Chromium (a phone: 390 px, a phone's User-Agent), traced until the page is
// idle; from the trace, the renderer main thread's CPU time (`tdur`, the thread's own clock: time it
// waited for a core is not in it) per kind of work, and, as Lighthouse's simulation counts them, the
// tasks whose CPU × 4 reaches 50 ms and the blocking time past 50 ms (BENCH_TRACE_CPU=4 throttles by CDP instead).
// In the page, a React DevTools hook counts React's commits (renders that reached the DOM), and the
// Resource Timing entries give the JS a cold load fetches, all of it and before the first commit
// (hydration or first render). Medians of BENCH_TRACE_RUNS (3) loads.
// BENCH_TRACE_ROUTES=kurslar,/dtm keeps the routes whose path contains one of the words;
// BENCH_TRACE_FILES=1 also prints each route's script CPU by the file whose code the task entered.
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const { chromium } = require(require.resolve('@playwright/test', { paths: [root] }));
const { chromiumLaunchOptions } = require('./chromium.cjs');
const { LAUNCH_ARGS, MOBILE, median } = require('./bench-browser.cjs');
const { routeWords } = require('./bench-lighthouse.cjs');
const { benchLearner } = require('./bench-learner.cjs');
const { KINDS, traceFigures } = require('./bench-trace-events.cjs');

/** Lighthouse's simulated slowdown: each task's CPU is counted this many times over for blocking time. */
const CPU_SLOWDOWN = 4;
/**
 * The CDP throttling of the traced page (BENCH_TRACE_CPU, default 1: none). Chromium's throttling
 * makes the main thread's own clock run ~4.7× as long at ×4 and moves with the machine's load (wiut:
 * 2,135–3,005 CPU ms in four runs of the same build at load 10–21, against 362–385 unthrottled), so
 * by default the CPU is measured unthrottled and multiplied, as Lighthouse's simulation does.
 */
const THROTTLE = Number(process.env.BENCH_TRACE_CPU || 1);
const SCALE = CPU_SLOWDOWN / THROTTLE;
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'loading',
  'blink.user_timing',
];

/** The worst routes of issue 33's Lighthouse table, and the three the bench already watched. */
const TRACE_ROUTES = [
  { path: '/' },
  { path: '/mavzuli-test' },
  { path: '/universitetlar' },
  { path: '/dtm' },
  { path: '/kurslar' },
  { path: '/xususiy-universitetlar/wiut' },
  { path: '/pro' },
  { path: '/online-olimpiadalar', signedIn: true },
];

/** In the page: React's commits counted through the DevTools hook (React calls it in production too). */
function watchReact() {
  const w = window;
  w.__commits = [];
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(1, renderer);
      return 1;
    },
    onCommitFiberRoot() {
      w.__commits.push(performance.now());
      performance.mark('react-commit');
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

/** One traced cold load of `url`: the trace's figures, React's commits, and the JS fetched. */
async function traceOnce(browser, url, cookie) {
  const context = await browser.newContext(MOBILE);
  if (cookie) {
    const at = cookie.indexOf('=');
    await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url }]);
  }
  try {
    const page = await context.newPage();
    await page.addInitScript(watchReact);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(1500);
    // stopped before the page is asked anything: Playwright's own script in the page is not traced
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const inPage = await page.evaluate(() => {
      const js = performance.getEntriesByType('resource').filter((r) => new URL(r.name).pathname.endsWith('.js'));
      const first = window.__commits[0] ?? Infinity;
      const before = js.filter((r) => r.responseEnd <= first);
      const sum = (xs, k) => xs.reduce((s, r) => s + r[k], 0);
      return {
        commits: window.__commits.length,
        jsFiles: js.length,
        jsBytes: sum(js, 'decodedBodySize'),
        jsFilesBefore: before.length,
        jsBytesBefore: sum(before, 'decodedBodySize'),
        jsTransferredBefore: sum(before, 'encodedBodySize'),
      };
    });
    return { ...traceFigures(trace.traceEvents ?? trace, page.url(), SCALE), ...inPage };
  } finally {
    await context.close();
  }
}

/** Median of each numeric figure over the runs; kinds and files per key. */
function medians(runs) {
  const m = (get) => median(runs.map(get).map((x) => x ?? 0));
  const keys = Object.keys(runs[0]).filter((k) => typeof runs[0][k] === 'number' || runs[0][k] === null);
  const out = Object.fromEntries(keys.map((k) => [k, m((r) => r[k])]));
  out.kinds = Object.fromEntries(KINDS.map((k) => [k, m((r) => r.kinds[k])]));
  const fileNames = [...new Set(runs.flatMap((r) => Object.keys(r.files)))];
  out.files = Object.fromEntries(fileNames.map((f) => [f, m((r) => r.files[f])]));
  return out;
}

/**
 * Traces every route `runs` times; returns `[{ route, figures }]`.
 * @param {string} base  the site's origin
 * @param {{ runs?: number, filter?: string[], log?: (row: object) => void }} [o]
 */
async function traceRows(base, { runs = 3, filter = [], log = () => undefined } = {}) {
  const routes = TRACE_ROUTES.filter((r) => !filter.length || filter.some((word) => r.path.includes(word)));
  const cookie = routes.some((r) => r.signedIn) ? await benchLearner(base, `+99898${String(Date.now()).slice(-7)}`) : null;
  const launch = chromiumLaunchOptions();
  const browser = await chromium.launch({ ...launch, args: [...launch.args, ...LAUNCH_ARGS] });
  const rows = [];
  try {
    // one load first, untraced: the api's first render of a page and its caches warm
    for (const route of routes) {
      const page = await browser.newPage();
      await page.goto(base + route.path).catch(() => undefined);
      await page.close();
    }
    for (const route of routes) {
      const done = [];
      for (let i = 0, tries = 0; i < runs; tries += 1) {
        const run = await traceOnce(browser, base + route.path, route.signedIn ? cookie : null);
        // a trace that holds no task before React's first commit missed the page's start (seen now and
        // then: the thread then shows only a late module evaluation); it is taken again, twice at most
        if (run.commits > 0 && !run.untilCommit && tries < runs + 2) continue;
        done.push(run);
        i += 1;
      }
      const row = { route: route.path + (route.signedIn ? ' (signed in)' : ''), figures: medians(done) };
      log(row);
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const n0 = (x) => (x === null || x === undefined ? '—' : Math.round(x).toString());
const HEAD = [
  'route',
  'CPU ms',
  ...KINDS,
  'to 1st commit',
  `tasks ≥50 ms ×${CPU_SLOWDOWN}`,
  `TBT≈ ×${CPU_SLOWDOWN}`,
  'commits',
  'JS before commit',
  'JS all',
];

/** One table line of a route's medians. */
function formatTraceRow({ route, figures: f }) {
  const kb = (b) => `${(b / 1024).toFixed(0)} KB`;
  return [
    route,
    n0(f.total),
    ...KINDS.map((k) => n0(f.kinds[k])),
    n0(f.untilCommit),
    n0(f.longTasks),
    n0(f.blocking),
    n0(f.commits),
    `${n0(f.jsFilesBefore)} / ${kb(f.jsBytesBefore)} (${kb(f.jsTransferredBefore)} sent)`,
    `${n0(f.jsFiles)} / ${kb(f.jsBytes)}`,
  ];
}

function printTraceTable(rows, runs, { files = false } = {}) {
  const table = [HEAD, ...rows.map(formatTraceRow)];
  const widths = HEAD.map((_, i) => Math.max(...table.map((r) => r[i].length)));
  const line = (r) => r.map((cell, i) => (i ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join(' | ');
  console.log(
    `\nmain-thread CPU ms (thread time) of a cold load, phone, CDP CPU throttling ×${THROTTLE}, median of ${runs} run(s); long tasks and blocking time from each task's CPU × ${SCALE}; JS decoded sizes`,
  );
  console.log(line(HEAD));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of table.slice(1)) console.log(line(r));
  if (!files) return;
  for (const { route, figures } of rows) {
    const top = Object.entries(figures.files)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8);
    console.log(`\n${route}: script CPU by file entered — ${top.map(([f, ms]) => `${f} ${n0(ms)}`).join(', ')}`);
  }
}

/** BENCH_TRACE_RUNS, BENCH_TRACE_ROUTES, BENCH_TRACE_FILES. */
function traceOptions(env = process.env) {
  return {
    runs: Number(env.BENCH_TRACE_RUNS || 3),
    filter: routeWords(env.BENCH_TRACE_ROUTES),
    files: env.BENCH_TRACE_FILES === '1',
  };
}

/** The trace part against a served site: traces, then prints its table. */
async function tracePart(base, env = process.env) {
  const options = traceOptions(env);
  const rows = await traceRows(base, { ...options, log: (r) => console.log(`trace ${formatTraceRow(r).join(' | ')}`) });
  printTraceTable(rows, options.runs, options);
  return rows;
}

module.exports = { TRACE_ROUTES, traceRows, tracePart, traceFigures, printTraceTable, traceOptions };
