// The Lighthouse part of `npm run bench` (scripts/bench.cjs; alone: `npm run bench -- lighthouse`):
// Lighthouse's default (mobile) config — a phone screen, simulated Slow 4G (150 ms RTT, 1.6 Mbit/s)
// and 4× CPU slowdown — in Debian's Chromium, over every public route of SPEC §2 with real seeded
// slugs; the performance score, LCP, TBT and CLS, each the median of BENCH_LIGHTHOUSE_RUNS runs (3).
// BENCH_LIGHTHOUSE_ROUTES=kurslar,/dtm keeps only the routes whose path contains one of the words.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');

const { CHROMIUM_ARGS, chromiumExecutable } = require('./chromium.cjs');
const { topicTestUrl, median } = require('./bench-browser.cjs');
const { BENCH_HEADERS, benchLearner } = require('./bench-learner.cjs');

/**
 * The public routes of SPEC §2 (docs/routes.md), detail pages with slugs of the seed (content/):
 * a course and its teacher (courses.json), a public and a private university (universities.json),
 * a news article (content/news). Routes behind sign-in in the spec (the olympiads) are audited as a
 * signed-in bench learner; one's own pages (profile, results, saved) and test taking are not public.
 */
const STATIC_ROUTES = [
  '/',
  '/mavzuli-test',
  '/mavzuli-test/matematika',
  '/dtm',
  '/virtual',
  '/blok-test',
  '/milliy-sertifikat',
  '/avtotest',
  '/avtotest/leaderboard',
  '/kurslar',
  '/kurslar/filter',
  '/kurslar/matematika-dtm-toliq-kurs',
  '/ustoz/dilnoza-karimova',
  '/universitetlar',
  '/universitetlar/nuu',
  '/xususiy-universitetlar',
  '/xususiy-universitetlar/wiut',
  '/otmlar-royhati',
  '/univer-tavsiya',
  '/pro',
  '/yangiliklar',
  '/yangiliklar/dtm-test-tuzilmasi',
  '/login',
  '/privacy',
];

/**
 * Every route to audit: `{ path, signedIn }`. The topic test screen and the olympiads' ids are read
 * from the api (ids depend on the order the seed wrote them in).
 */
async function lighthouseRoutes(base, cookie) {
  const routes = STATIC_ROUTES.map((p) => ({ path: p, signedIn: false }));
  const testUrl = await topicTestUrl(base);
  if (testUrl) routes.splice(3, 0, { path: testUrl, signedIn: false });
  const get = async (url) => (await fetch(base + url, { headers: { ...BENCH_HEADERS, cookie } })).json();
  const running = (await get('/api/olympic/olympics-list')).data?.items ?? [];
  const finished = (await get('/api/olympic/olympics-list-finish')).data?.items ?? [];
  routes.push({ path: '/online-olimpiadalar', signedIn: true });
  if (running[0]) routes.push({ path: `/online-olimpiadalar/olimpiada-${running[0].id}`, signedIn: true });
  if (finished[0]) routes.push({ path: `/online-olimpiadalar/olimpiada-${finished[0].id}/natijalar`, signedIn: true });
  return routes;
}

/** Debian's Chromium, headless, with a DevTools port of its own choosing; resolves `{ port, stop }`. */
async function launchChromium() {
  const userDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const child = spawn(
    chromiumExecutable(),
    ['--headless=new', ...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${userDir}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    // Chromium's helper processes may still write to the profile just after the browser exits: retried
    fs.rmSync(userDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };
  const portFile = path.join(userDir, 'DevToolsActivePort');
  for (const until = Date.now() + 30_000; Date.now() < until;) {
    if (child.exitCode !== null) break;
    const text = fs.existsSync(portFile) ? fs.readFileSync(portFile, 'utf8') : '';
    if (text.includes('\n')) return { port: Number(text.split('\n')[0]), stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`${chromiumExecutable()} did not open its DevTools port`);
}

/** One Lighthouse run of `url`: the figures of the table, or `{ error }`. */
async function auditOnce(lighthouse, port, url, cookie) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { cookie } } : {}),
  };
  const result = await lighthouse(url, flags);
  const lhr = result?.lhr;
  if (!lhr) return { error: 'no report' };
  if (lhr.runtimeError) return { error: lhr.runtimeError.code };
  const audit = (id) => lhr.audits[id]?.numericValue;
  const score = lhr.categories.performance.score;
  return {
    score: score === null ? null : Math.round(score * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    warnings: lhr.runWarnings ?? [],
  };
}

/** The median of the runs' values of `key` that were measured, or null. */
function medianOf(runs, key) {
  const xs = runs.map((r) => r[key]).filter((x) => typeof x === 'number');
  return xs.length ? median(xs) : null;
}

/**
 * Audits every public route `runs` times; returns `{ rows: [{ route, status, score, lcp, tbt, cls, errors }], benchmarkIndex }`.
 * @param {string} base  the site's origin
 * @param {{ runs?: number, filter?: string[], log?: (line: string) => void }} [o]
 */
async function lighthouseRows(base, { runs = 3, filter = [], log = () => undefined } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const cookie = await benchLearner(base, `+99899${String(Date.now()).slice(-7)}`);
  const routes = (await lighthouseRoutes(base, cookie)).filter((r) => !filter.length || filter.some((word) => r.path.includes(word)));
  const chromium = await launchChromium();
  const rows = [];
  const benchmark = [];
  try {
    // one audit thrown away first: the first audits of a fresh Chromium on a just-started server came out
    // ~1 s slower whichever route came first (`/` 2,161 then 1,390 ms alone; `/pro` 2,733 against 1,748)
    if (routes[0]) await auditOnce(lighthouse, chromium.port, base + routes[0].path, routes[0].signedIn ? cookie : undefined);
    for (const route of routes) {
      const headers = { accept: 'text/html', ...(route.signedIn ? { cookie } : {}) };
      // a route that is not a page (a slug the seed lost) says so instead of a score of the 404 page
      const status = (await fetch(base + route.path, { headers, redirect: 'manual' })).status;
      if (status !== 200) {
        rows.push({ route: route.path, status, errors: [] });
        continue;
      }
      const done = [];
      const errors = [];
      for (let i = 0; i < runs; i += 1) {
        const run = await auditOnce(lighthouse, chromium.port, base + route.path, route.signedIn ? cookie : undefined);
        if (run.error) errors.push(run.error);
        else done.push(run);
        if (run.benchmarkIndex) benchmark.push(run.benchmarkIndex);
      }
      // a page that sent the browser elsewhere (sign-in asked for) is named with where it ended
      const moved = done.find((r) => r.finalPath !== route.path);
      const row = {
        route: route.path + (route.signedIn ? ' (signed in)' : '') + (moved ? ` → ${moved.finalPath}` : ''),
        status,
        runs: done.length,
        score: medianOf(done, 'score'),
        lcp: medianOf(done, 'lcp'),
        tbt: medianOf(done, 'tbt'),
        cls: medianOf(done, 'cls'),
        bytes: medianOf(done, 'bytes'),
        errors,
      };
      log(formatRow(row));
      rows.push(row);
    }
  } finally {
    await chromium.stop();
  }
  return { rows, benchmarkIndex: benchmark.length ? Math.round(median(benchmark)) : null };
}

const ms = (x) => (x === null || x === undefined ? '—' : `${Math.round(x)} ms`);

/** One table line: route | score | LCP | TBT | CLS | bytes a cold load transfers (Lighthouse's total byte weight). */
function formatRow(r) {
  if (r.status !== 200) return [r.route, `HTTP ${r.status}`, '—', '—', '—', '—'];
  if (!r.runs) return [r.route, `failed: ${r.errors.join(', ')}`, '—', '—', '—', '—'];
  const kb = r.bytes === null ? '—' : `${(r.bytes / 1024).toFixed(0)} KB`;
  return [r.route, String(r.score ?? '—'), ms(r.lcp), ms(r.tbt), r.cls === null ? '—' : r.cls.toFixed(3), kb];
}

function printLighthouseTable({ rows, benchmarkIndex }, runs) {
  const table = [['route', 'score', 'LCP', 'TBT', 'CLS', 'transferred'], ...rows.map(formatRow)];
  const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
  const line = (r) => r.map((cell, i) => (i ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join(' | ');
  console.log(
    `\nLighthouse ${require('lighthouse/package.json').version}, mobile preset (simulated Slow 4G, 4× CPU), median of ${runs} run(s)`,
  );
  console.log(line(table[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of table.slice(1)) console.log(line(r));
  const failed = rows.filter((r) => r.errors.length).map((r) => `${r.route}: ${r.errors.join(', ')}`);
  if (failed.length) console.log(`runs that failed: ${failed.join('; ')}`);
  if (benchmarkIndex)
    console.log(`(Lighthouse's CPU benchmark index of this machine: ${benchmarkIndex}; a shared machine's numbers are noisy)`);
}

/** BENCH_LIGHTHOUSE_RUNS and BENCH_LIGHTHOUSE_ROUTES (comma-separated words of the paths to keep). */
function lighthouseOptions(env = process.env) {
  return {
    runs: Number(env.BENCH_LIGHTHOUSE_RUNS || 3),
    filter: routeWords(env.BENCH_LIGHTHOUSE_ROUTES),
  };
}

/** The comma-separated words of a routes filter (`kurslar,/dtm`), none when unset. */
function routeWords(value = '') {
  return value
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
}

/** The Lighthouse part against a served site: audits, then prints its table. */
async function lighthousePart(base, env = process.env) {
  const options = lighthouseOptions(env);
  const result = await lighthouseRows(base, { ...options, log: (r) => console.log(`lighthouse ${r.join(' | ')}`) });
  printLighthouseTable(result, options.runs);
  return result;
}

module.exports = {
  routeWords,
  STATIC_ROUTES,
  lighthouseRoutes,
  lighthouseRows,
  lighthousePart,
  lighthouseOptions,
  printLighthouseTable,
  formatRow,
};
