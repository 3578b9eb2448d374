import { expect, gotoAndSettle, test } from './fixtures';

test('"Universitetlar" in the header opens the directory loaded at runtime as the universities remote', async ({ page, pageErrors }) => {
  const entries: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/remotes/universities/')) entries.push(new URL(r.url()).pathname);
  });
  await gotoAndSettle(page, '/');
  expect(entries).toEqual([]); // loaded-first: nothing of the remote before one of its routes is visited
  await page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Universitetlar' }).click();
  await expect(page).toHaveURL(/\/universitetlar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Universitetlar' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Inha/ }).first()).toBeVisible();
  expect(entries.some((e) => /^\/remotes\/universities\/[^/]+\/remoteEntry\.js$/.test(e))).toBe(true);
  expect(pageErrors).toEqual([]);
});

test('the list filters by type and region through the query string, 12 per page', async ({ page }) => {
  await gotoAndSettle(page, '/universitetlar');
  const cards = page.locator('main a[href^="/universitetlar/"], main a[href^="/xususiy-universitetlar/"]');
  await expect(cards).toHaveCount(12);
  await page.getByLabel('Turi', { exact: true }).selectOption('private');
  await expect(page).toHaveURL(/type=private/);
  await expect(page.locator('main a[href^="/universitetlar/"]')).toHaveCount(0);
  await expect(page.locator('main a[href^="/xususiy-universitetlar/"]').first()).toBeVisible();
  await page.getByLabel('Hudud', { exact: true }).selectOption({ label: 'Samarqand viloyati' });
  await expect(page).toHaveURL(/address_id=12/);
});

test('a bad page number in the URL renders page 1', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/university-all')) calls.push(r.url());
  });
  await gotoAndSettle(page, '/universitetlar?page=abc');
  await expect(page.locator('main a[href^="/universitetlar/"], main a[href^="/xususiy-universitetlar/"]')).toHaveCount(12);
  // the list's first page may come in the page (ADR 034: the list's query, whose key holds the page
  // number the page parsed from the URL); any other the page asked goes to the network
  const renderedLists = await page.evaluate(() => {
    const block = JSON.parse(document.getElementById('platform-bootstrap')?.textContent ?? '{}') as {
      queries?: { state?: { queries?: { queryKey: unknown[] }[] } } | null;
    };
    return (block.queries?.state?.queries ?? []).map((q) => JSON.stringify(q.queryKey)).filter((key) => key.includes('"page"'));
  });
  const asked = calls;
  expect(asked.length + renderedLists.length).toBeGreaterThan(0);
  for (const url of asked) expect(new URL(url).searchParams.get('page')).toBe('1');
  for (const key of renderedLists) expect(key).toContain('"page":1');
});

test('a university page shows contacts, the map pin and the admission table with defaults in the URL', async ({ page, pageErrors }) => {
  await gotoAndSettle(page, '/universitetlar/tuit');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('axborot texnologiyalari');
  await expect(page.locator('iframe[src*="openstreetmap.org/export/embed.html"]')).toHaveCount(1);
  await expect(page).toHaveURL(/year=2025/);
  await expect(page).toHaveURL(/language=1/);
  await expect(page).toHaveURL(/study=1/);
  const firstDirection = page.locator('main button[aria-expanded]').first();
  await firstDirection.click();
  await expect(firstDirection).toHaveAttribute('aria-expanded', 'true');
  expect(pageErrors).toEqual([]);
});

test('a private university page has the website button and no map', async ({ page }) => {
  await gotoAndSettle(page, '/xususiy-universitetlar/inha');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Inha');
  await expect(page.locator('iframe[src*="openstreetmap"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /sayt/i }).first()).toHaveAttribute('href', /^https:\/\//);
});
