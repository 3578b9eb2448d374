// The bench's Lighthouse and exam-day parts (scripts/bench-lighthouse.cjs, bench-examday.cjs): the
// routes they audit are real routes with slugs the seed has, and their figures are read as printed.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const { STATIC_ROUTES, formatRow, lighthouseOptions } = require('../bench-lighthouse.cjs');
const { quantile, examdayOptions } = require('../bench-examday.cjs');

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
