import { expect, test } from './fixtures';

// Issue 19 item 5 (ADR 025): a remote route's first GET calls are answered into the page by the
// server, so a cold load shows the cards without a round trip for them after the code has run.

/**
 * What the server answered into the page, from its bootstrap block: the api calls (path + query,
 * without `/api`) inlined as answers, and the queries of a page it rendered with them (ADR 028),
 * which then take the answers' place.
 */
async function answeredInPage(page: import('@playwright/test').Page): Promise<{ urls: string[]; renderedQueries: number }> {
  return page.evaluate(() => {
    const text = document.getElementById('platform-bootstrap')?.textContent ?? '{}';
    const block = JSON.parse(text) as {
      data?: { answers?: Record<string, unknown> } | null;
      rendered?: { queries?: { queries?: unknown[] } | null } | null;
    };
    return { urls: Object.keys(block.data?.answers ?? {}), renderedQueries: block.rendered?.queries?.queries?.length ?? 0 };
  });
}

for (const { path, inlined, cards } of [
  {
    path: '/mavzuli-test',
    inlined: ['/themed-test/view?page=1&size=30&language_id=1', '/subjectname'],
    cards: (page: import('@playwright/test').Page) => page.getByTestId('test-card'),
  },
  {
    path: '/mavzuli-test/matematika',
    inlined: ['/subject?id=matematika', '/themed-test/view?page=1&size=30&language_id=1&name=matematika', '/subjectname'],
    cards: (page: import('@playwright/test').Page) => page.getByTestId('test-card'),
  },
  {
    path: '/universitetlar',
    inlined: ['/university-all?page=1&size=12&type=all&address_id=0&is_web=1', '/address'],
    cards: (page: import('@playwright/test').Page) => page.locator('main a[href^="/universitetlar/"]'),
  },
]) {
  test(`a cold ${path} shows its cards from the answers in the page, with no request of its own for them`, async ({ page, pageErrors }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname.slice('/api'.length) + url.search);
    });
    await page.goto(path);
    await expect(cards(page).first()).toBeVisible();
    // rendered by the server with the answers of exactly these calls, or the answers inlined for the browser
    const answered = await answeredInPage(page);
    if (answered.renderedQueries > 0) expect(answered).toEqual({ urls: [], renderedQueries: inlined.length });
    else expect(answered.urls).toEqual(inlined);
    // (not `networkidle`: a page quiet for 500 ms before its load event never gets it from Playwright)
    await page.waitForTimeout(2_000);
    expect(apiCalls.filter((call) => inlined.includes(call))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}
