import { expect, test } from './fixtures';

// Issue 19 item 5: the page names the scripts it will run first, so the browser fetches them with
// the HTML instead of discovering them one wave at a time (main.js → its chunks → the remote's
// entry → its routes → the page). Every preload must be used: a preloaded script the page never runs
// is downloaded for nothing (and counts against the budget).

/** The `<link rel="preload" as="script">` hrefs of the shell page served at `path` (in `locale`, chosen in the shell). */
async function preloadsOf(request: import('@playwright/test').APIRequestContext, path: string, locale = 'uz'): Promise<string[]> {
  const html = await (await request.get(path, { headers: { accept: 'text/html', cookie: `locale=${locale}` } })).text();
  return [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((m) => m[1]);
}

/**
 * Waits until `ms` have passed since the page's load event (Chromium's unused-preload warnings come
 * a few seconds after it): the time already spent since then is not waited again.
 */
async function untilAfterLoad(page: import('@playwright/test').Page, ms: number) {
  const sinceLoad = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return navigation && navigation.loadEventEnd > 0 ? performance.now() - navigation.loadEventEnd : 0;
  });
  if (sinceLoad < ms) await page.waitForTimeout(ms - sinceLoad);
}

/** Runs `path` in the browser and returns the preloads it never ran and Chromium's unused-preload warnings. */
async function unusedPreloads(page: import('@playwright/test').Page, path: string, preloads: string[]) {
  const requested = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.add(new URL(request.url()).pathname);
  });
  // Chromium warns of a preload the page has not used a few seconds after its load event
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) warnings.push(message.text());
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // (polled, not after `networkidle`: with its data in the page (ADR 025) /mavzuli-test can be quiet
  // for 500 ms before its load event, and Playwright then never reports networkidle again)
  await expect
    .poll(() => preloads.filter((href) => !requested.has(href)), { timeout: 10_000 })
    .toEqual([])
    .catch(() => undefined);
  const notRun = preloads.filter((href) => !requested.has(href));
  await untilAfterLoad(page, 3_500);
  return { notRun, warnings };
}

for (const { path, remote, routeId } of [
  { path: '/', remote: null, routeId: null },
  { path: '/mavzuli-test', remote: 'tests', routeId: 'topic-list' },
  { path: '/universitetlar', remote: 'universities', routeId: 'university-list' },
]) {
  test(`${path} preloads the shell's start-up chunks${remote ? ` and the ${remote} remote` : ''}, and runs every script it preloads`, async ({
    page,
  }) => {
    const preloads = await preloadsOf(page.request, path);
    // the shell's entry first: behind the other preloads it would wait for a free connection
    expect(preloads[0]).toBe('/main.js');
    const shell = preloads.filter((href) => !href.startsWith('/remotes/'));
    const manifest = (await (await page.request.get('/remotes.json')).json()) as { remotes: Record<string, { entry: string }> };
    // the start-up chunks (react, react-dom, router, i18n, …) merged into a few files, one per level
    // of shared modules (ADR 021; ~22 before), and the shell's uz strings
    const start = shell.filter((href) => href !== '/main.js' && !/\/shell-(uz|ru)\./.test(href));
    expect(start.length).toBeGreaterThan(1);
    expect(start.length).toBeLessThanOrEqual(remote ? 9 : 7);
    expect(shell.some((href) => /\/shell-uz\.[0-9a-f]+\.js$/.test(href))).toBe(true);
    expect(shell.some((href) => /\/shell-ru\./.test(href))).toBe(false);
    if (remote && routeId) {
      const { entry } = manifest.remotes[remote];
      expect(preloads).toContain(entry);
      // the route's page chunks come in the first wave too (ADR 023): the remote's build lists them
      // per route id in route-chunks.json beside its entry
      const base = entry.slice(0, entry.lastIndexOf('/') + 1);
      const chunks = (await (await page.request.get(`${base}route-chunks.json`)).json()) as {
        routes: Record<string, { scripts: string[] }>;
      };
      const pageScripts = chunks.routes[routeId].scripts.map((file) => base + file);
      expect(pageScripts.length).toBeGreaterThan(0);
      for (const script of pageScripts) expect(preloads).toContain(script);
    }
    if (!remote) expect(preloads.filter((href) => href.startsWith('/remotes/'))).toEqual([]);

    expect(await unusedPreloads(page, path, preloads)).toEqual({ notRun: [], warnings: [] });
  });
}

// ADR 024: the strings the remote's routes module loads as it runs (its lazy namespaces) come with the
// page too, in the page's language only
for (const locale of ['uz', 'ru'] as const) {
  test.describe(`in ${locale}`, () => {
    // a Russian browser in both: the page follows the language chosen in the shell (its `locale`
    // cookie, which the server reads, and localStorage), Uzbek when none was chosen
    test.use({ locale: 'ru-RU' });
    test.beforeEach(async ({ page, baseURL }) => {
      if (locale === 'uz') return;
      await page.context().addCookies([{ name: 'locale', value: locale, url: baseURL ?? 'http://localhost' }]);
      await page.addInitScript((l) => window.localStorage.setItem('locale', l), locale);
    });

    test(`/mavzuli-test preloads the tests remote's ${locale} strings, none of the other language, and runs them all`, async ({ page }) => {
      const other = locale === 'ru' ? 'uz' : 'ru';
      const preloads = await preloadsOf(page.request, '/mavzuli-test', locale);
      const manifest = (await (await page.request.get('/remotes.json')).json()) as { remotes: Record<string, { entry: string }> };
      const { entry } = manifest.remotes.tests;
      const base = entry.slice(0, entry.lastIndexOf('/') + 1);
      const chunks = (await (await page.request.get(`${base}route-chunks.json`)).json()) as { locales: Record<string, string[]> };
      // catalog, quiz, results, review and exams strings: one file per language holds all five (ADR 063)
      expect(chunks.locales[locale]).toEqual([expect.stringMatching(new RegExp(`^locales-${locale}\\.[0-9a-f]{8}\\.js$`))]);
      for (const file of chunks.locales[locale]) expect(preloads).toContain(base + file);
      for (const file of chunks.locales[other]) expect(preloads).not.toContain(base + file);
      expect(preloads.some((href) => new RegExp(`/shell-${locale}\\.`).test(href))).toBe(true);
      expect(preloads.some((href) => new RegExp(`/shell-${other}\\.`).test(href))).toBe(false);

      expect(await unusedPreloads(page, '/mavzuli-test', preloads)).toEqual({ notRun: [], warnings: [] });
    });
  });
}

// ADR 024: on a link's hover the shell prefetches what that page runs first, in one wave; the home
// page itself asks nothing of the kind
test("hovering a section's link prefetches its page and strings at once, and only then", async ({ page }) => {
  const asked: string[] = [];
  // every request, whatever its type: a `<link rel="prefetch">` is not a script request
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/preloads.json') asked.push(url.search);
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) warnings.push(message.text());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  expect([...scripts].some((href) => href.startsWith('/remotes/tests/'))).toBe(false);

  await page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Mavzuli testlar', exact: true }).hover();
  const hovered = Date.now();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual(['?path=%2Fmavzuli-test&locale=uz']);
  const { scripts: listed } = (await (await page.request.get('/preloads.json?path=%2Fmavzuli-test&locale=uz')).json()) as {
    scripts: string[];
  };
  await expect.poll(() => listed.filter((href) => !scripts.has(href))).toEqual([]);
  // 3.5 s after the hover added the prefetch links, and after the load event
  await untilAfterLoad(page, 3_500);
  await page.waitForTimeout(Math.max(0, hovered + 3_500 - Date.now()));
  expect(warnings).toEqual([]);
});
