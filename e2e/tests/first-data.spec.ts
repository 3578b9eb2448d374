import { expect, test } from './fixtures';

// Issue 19 item 5 (ADR 025, 034): a remote route's first queries are fetched by the server with the
// page, so a cold load shows the cards without a round trip for them after the code has run.

/** How many queries the server fetched into the page (its bootstrap block's dehydrated `queries`). */
async function queriesInPage(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(() => {
    const text = document.getElementById('platform-bootstrap')?.textContent ?? '{}';
    const block = JSON.parse(text) as { queries?: { state?: { queries?: unknown[] } } | null };
    return block.queries?.state?.queries?.length ?? 0;
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
    // one query for each of these calls, in the page whether the server rendered it or not
    expect(await queriesInPage(page)).toBe(inlined.length);
    // (not `networkidle`: a page quiet for 500 ms before its load event never gets it from Playwright)
    await page.waitForTimeout(2_000);
    expect(apiCalls.filter((call) => inlined.includes(call))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}
