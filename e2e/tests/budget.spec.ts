import zlib from 'node:zlib';
import { expect, test } from './fixtures';

const KB = 1024;

/** gzip sizes of the JS a page load fetches, by URL. */
async function jsFetched(page: import('@playwright/test').Page, action: () => Promise<void>) {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    pending.push(
      response
        .body()
        .then((b) => void sizes.set(new URL(response.url()).pathname, zlib.gzipSync(b).length))
        .catch(() => undefined),
    );
  });
  await action();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return sizes;
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);

test('all JS fetched before / is interactive stays within 200 KB gzip', async ({ page }) => {
  const sizes = await jsFetched(page, async () => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Qidirish' })).toBeEnabled();
  });
  const sum = total(sizes);
  console.log(`JS for / : ${(sum / KB).toFixed(1)} KB gzip in ${sizes.size} files`);
  expect(sum).toBeLessThanOrEqual(200 * KB);
});

test("the universities remote's own chunks stay within 60 KB gzip", async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const sizes = await jsFetched(page, async () => {
    await page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Universitetlar' }).click();
    await expect(page.getByRole('link', { name: /Inha/ }).first()).toBeVisible();
    await page.getByRole('link', { name: /Inha/ }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Inha');
  });
  const own = new Map([...sizes].filter(([url]) => url.startsWith('/remotes/universities/')));
  const sum = total(own);
  console.log(`universities remote: ${(sum / KB).toFixed(1)} KB gzip in ${own.size} files`);
  expect(own.size).toBeGreaterThan(0);
  expect(sum).toBeLessThanOrEqual(60 * KB);
});

test("the test screen's own chunks (tests remote) stay within 80 KB gzip", async ({ page }) => {
  const list = await page.request.get('/api/themed-test/view?name=matematika&language_id=1');
  const cards = ((await list.json()) as { data: { testUrl: string; opensAt: number | null }[] }).data;
  const open = cards.find((c) => c.opensAt === null);
  expect(open).toBeTruthy();
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const sizes = await jsFetched(page, async () => {
    await page.goto(open!.testUrl);
    await expect(page.getByTestId('option-a')).toBeVisible();
  });
  const own = new Map([...sizes].filter(([url]) => url.startsWith('/remotes/tests/')));
  const sum = total(own);
  console.log(`test screen, tests remote: ${(sum / KB).toFixed(1)} KB gzip in ${own.size} files`);
  expect(own.size).toBeGreaterThan(0);
  expect(sum).toBeLessThanOrEqual(80 * KB);
});
