// The bench's Lighthouse, exam-day, interaction and first-start parts (scripts/bench-*.cjs), and how many
// apps the build makes at once (scripts/build.cjs). The Lighthouse and exam-day parts: the
// routes they audit are real routes with slugs the seed has, and their figures are read as printed.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const { STATIC_ROUTES, formatRow, lighthouseOptions } = require('../bench-lighthouse.cjs');
const { quantile, examdayOptions } = require('../bench-examday.cjs');
const { formatInteraction, summary } = require('../bench-interaction.cjs');
const { splitSteps, treeCpuSeconds } = require('../bench-first-start.cjs');
const { buildJobs } = require('../build.cjs');

const routeTable = require(path.join(root, 'shell/src/routing/routes.json'));
const courses = require(path.join(root, 'content/courses.json'));
const universities = require(path.join(root, 'content/universities.json')).universities;
const newsSlugs = fs
  .readdirSync(path.join(root, 'content/news'))
  .map((f) => /^slug:\s*(\S+)/m.exec(fs.readFileSync(path.join(root, 'content/news', f), 'utf8'))?.[1]);

/** The route-table entry whose pattern matches `url`, with its params. */
function match(url) {
  for (const route of routeTable) {
    const names = [];
    const pattern = new RegExp(`^${route.path.replace(/:(\w+)/g, (_, n) => (names.push(n), '([^/]+)'))}$`);
    const m = pattern.exec(url);
    if (m) return { route, params: Object.fromEntries(names.map((n, i) => [n, m[i + 1]])) };
  }
  return null;
}

describe('bench Lighthouse routes', () => {
  it('are pages of the route table (no redirect, no planned page)', () => {
    for (const url of STATIC_ROUTES) {
      const found = match(url);
      expect({ url, page: Boolean(found && !found.route.redirect && !found.route.planned) }).toEqual({ url, page: true });
    }
  });

  it('open detail pages with slugs the seed has', () => {
    const seen = { course: 0, teacher: 0, 'university-page': 0, 'private-university-page': 0, 'news-article': 0 };
    for (const url of STATIC_ROUTES) {
      const { route, params } = match(url);
      if (route.routeId === 'course') expect(courses.courses.map((c) => c.slug)).toContain(params.slug);
      if (route.routeId === 'teacher') expect(courses.teachers.map((t) => t.slug)).toContain(params.slug);
      if (route.routeId === 'university-page')
        expect(universities.filter((u) => u.type === 'public').map((u) => u.slug)).toContain(params.slug);
      if (route.routeId === 'private-university-page') {
        expect(universities.filter((u) => u.type === 'private').map((u) => u.slug)).toContain(params.slug);
      }
      if (route.routeId === 'news-article') expect(newsSlugs).toContain(params.slug);
      if (route.routeId in seen) seen[route.routeId] += 1;
    }
    for (const [routeId, count] of Object.entries(seen)) expect({ routeId, count }).toEqual({ routeId, count: 1 });
  });

  it('cover the exam start pages, Pro, news and the autotest', () => {
    for (const url of ['/dtm', '/virtual', '/blok-test', '/milliy-sertifikat', '/pro', '/yangiliklar', '/avtotest']) {
      expect(STATIC_ROUTES).toContain(url);
    }
  });

  it('print a status, a failure or the figures', () => {
    expect(formatRow({ route: '/x', status: 404, errors: [] })).toEqual(['/x', 'HTTP 404', '—', '—', '—', '—']);
    expect(formatRow({ route: '/x', status: 200, runs: 0, errors: ['NO_FCP'] })[1]).toBe('failed: NO_FCP');
    expect(
      formatRow({ route: '/x', status: 200, runs: 3, score: 81, lcp: 2345.6, tbt: 120.2, cls: 0.0123, bytes: 258_048, errors: [] }),
    ).toEqual(['/x', '81', '2346 ms', '120 ms', '0.012', '252 KB']);
  });

  it('read their runs and route filter from the environment', () => {
    expect(lighthouseOptions({})).toEqual({ runs: 3, filter: [] });
    expect(lighthouseOptions({ BENCH_LIGHTHOUSE_RUNS: '1', BENCH_LIGHTHOUSE_ROUTES: 'dtm, kurslar/ ,' })).toEqual({
      runs: 1,
      filter: ['dtm', 'kurslar/'],
    });
  });
});

describe('bench exam day', () => {
  it('takes quantiles by nearest rank', () => {
    const xs = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1, unsorted order
    expect(quantile(xs, 0.5)).toBe(50);
    expect(quantile(xs, 0.99)).toBe(99);
    expect(quantile(xs, 1)).toBe(100);
    expect(quantile([7], 0.99)).toBe(7);
    expect(quantile([], 0.5)).toBeNull();
  });

  it('steps through learner counts from the environment, dropping what is not a count', () => {
    expect(examdayOptions({}).steps).toEqual([25, 50, 100, 200, 400, 800]);
    expect(examdayOptions({ BENCH_EXAMDAY_STEPS: '10,x,0,30', BENCH_EXAMDAY_THINK_MS: '0', BENCH_EXAMDAY_ALL: '1' })).toMatchObject({
      steps: [10, 30],
      thinkMs: 0,
      all: true,
    });
  });
});

describe('bench interaction', () => {
  it('sums taps up as p50 and max, and says whether the worst is within 100 ms', () => {
    expect(summary([])).toBeNull();
    expect(summary([40, 10, 130, 20])).toEqual({ p50: 30, max: 130, n: 4 });
    expect(formatInteraction('tap', summary([40, 10, 130, 20]))[1]).toBe('p50 30 ms, max 130 ms (4 taps; over the 100 ms goal)');
    expect(formatInteraction('tap', summary([0, 24, 100]))[1]).toBe('p50 24 ms, max 100 ms (3 taps; within the 100 ms goal)');
    expect(formatInteraction('tap', null)).toEqual(['tap', 'not measured']);
  });
});

describe('bench first start', () => {
  it('splits a start by the lines it printed: install, api build, each app, web build, seed, ready', () => {
    const at = (s, cpu, line, extra = {}) => ({ at: s, cpu, line, ...extra });
    const rows = splitSteps([
      at(1, 0.2, 'installing npm packages…'),
      at(50, 40, 'built api/dist/server.js (310 files) in 2.0 s'),
      at(80, 70, 'built shell in 28.0 s'),
      at(95, 100, 'built tests@1.4.0 in 14.5 s'),
      at(110, 125, 'built 9 apps in 60.0 s (2 at once)'),
      at(118, 131, 'seed: demo content loaded in 5000 ms'),
      at(119, 132, 'platform ready on http://localhost:3350 (database: pglite)', { ready: true }),
    ]);
    expect(rows).toEqual([
      ['install (npm install)', 48, 38],
      ['api build (esbuild)', 2, 2],
      ['  app shell (its own build, in parallel)', 28, null],
      ['  app tests@1.4.0 (its own build, in parallel)', 14.5, null],
      ['web build (2 at once)', 60, 85],
      ['api start, migrations and seed', 8, 6],
      ['ready', 1, 1],
      ['total to ready', 119, 132],
    ]);
  });

  it('shows the migrations and seed beside the web build when they end before it (ADR 061)', () => {
    const at = (s, cpu, line, extra = {}) => ({ at: s, cpu, line, ...extra });
    const rows = splitSteps([
      at(1, 0.2, 'installing npm packages…'),
      at(40, 40, 'built api/dist/server.js (310 files) in 1.0 s'),
      at(60, 70, 'seed: demo content loaded in 12000 ms'),
      at(75, 100, 'built 10 apps in 35.0 s (2 at once)'),
      at(77, 102, 'seed: up to date'),
      at(78, 103, 'platform ready on http://localhost:3350 (database: pglite)', { ready: true }),
    ]);
    expect(rows).toEqual([
      ['install (npm install)', 39, 39],
      ['api build (esbuild)', 1, 1],
      ['  migrations and seed (beside the web build)', 20, null],
      ['web build (2 at once)', 35, 60],
      ['api start (migrations and seed done)', 3, 3],
      ['total to ready', 78, 103],
    ]);
  });

  it('without an install (node_modules there) starts with the api build', () => {
    const rows = splitSteps([{ at: 3, cpu: 2, line: 'built api/dist/server.js (1 files) in 1.0 s' }]);
    expect(rows).toEqual([['api build (esbuild)', 3, 2]]);
  });

  it('reads the CPU time of a process tree from /proc', () => {
    if (!fs.existsSync('/proc/self/stat')) return;
    expect(treeCpuSeconds(process.pid)).toBeGreaterThan(0);
    expect(treeCpuSeconds(2 ** 30)).toBe(0);
  });
});

describe('build jobs', () => {
  it('builds one app per core, at most four, BUILD_JOBS when set, never more than the apps', () => {
    expect(buildJobs(9, {}, 2)).toBe(2);
    expect(buildJobs(9, {}, 16)).toBe(4);
    expect(buildJobs(9, { BUILD_JOBS: '1' }, 2)).toBe(1);
    expect(buildJobs(1, {}, 2)).toBe(1);
    expect(buildJobs(9, { BUILD_JOBS: 'x' }, 1)).toBe(1);
  });
});
