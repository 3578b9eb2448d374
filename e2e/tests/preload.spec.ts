import { expect, test } from './fixtures';

// Issue 19 item 5: the page names the scripts it will run first, so the browser fetches them with
// the HTML instead of discovering them one wave at a time (main.js → its chunks → the remote's
// entry → its routes → the page). Every preload must be used: a preloaded script the page never runs
// is downloaded for nothing (and counts against the budget).

/** The `<link rel="preload" as="script">` hrefs of the shell page served at `path`. */
async function preloadsOf(request: import('@playwright/test').APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
  return [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((m) => m[1]);
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

    const requested = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.add(new URL(request.url()).pathname);
    });
    // Chromium warns of a preload the page has not used a few seconds after its load event
    const unused: string[] = [];
    page.on('console', (message) => {
      if (/preloaded using link preload but not used/.test(message.text())) unused.push(message.text());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // (polled, not after `networkidle`: with its data in the page (ADR 025) /mavzuli-test can be quiet
    // for 500 ms before its load event, and Playwright then never reports networkidle again)
    await expect.poll(() => preloads.filter((href) => !requested.has(href))).toEqual([]);
    await page.waitForTimeout(3_500);
    expect(unused).toEqual([]);
  });
}
