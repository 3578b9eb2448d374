import type { Page } from '@playwright/test';
import { violations } from './axe';
import { test, expect, gotoAndSettle, signInStaff, unexpectedErrors } from './fixtures';

/**
 * Issue 35 item 6 (ADR 058): the demo editor writes an article in uz and ru in the studio, sees its
 * Markdown previewed as the site draws it, publishes it now, and it is on /yangiliklar at once. One
 * page, 1280 px then 390 px; axe on the editor at both widths and on the list.
 */
const EDITOR = '+998000000011';

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.use({ viewport: { width: 1280, height: 800 } });

test('an editor publishes an article now and learners find it on /yangiliklar', async ({ page, pageErrors }) => {
  const slug = `studiya-${Date.now()}`;
  const title = `Studiyadan yangilik ${slug.slice(-6)}`;
  await signInStaff(page, EDITOR);
  await gotoAndSettle(page, '/studio/news/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Yangi maqola' })).toBeVisible();

  await page.getByRole('textbox', { name: /Qisqa nom/ }).fill(slug);
  await page.getByRole('button', { name: 'Hozir chop etish' }).click();
  await page.getByRole('textbox', { name: /^Sarlavha/ }).fill(title);
  await page.getByRole('textbox', { name: /^Qisqa tavsif/ }).fill('Studiyada yozilgan maqola');
  await page
    .getByRole('textbox', { name: /^Matn \(Markdown\)/ })
    .fill('## Qabul\n\n**Muhim**: [havola](https://uzbmb.uz)\n\n<script>alert(1)</script>');
  const preview = page.getByRole('region', { name: 'Koʻrinishi (saytdagidek)' });
  await expect(preview.getByRole('heading', { name: 'Qabul' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'havola' })).toHaveAttribute('href', 'https://uzbmb.uz');
  await expect(preview).toContainText('<script>alert(1)</script>');
  await noSidewaysScroll(page);
  const found = await violations(page, '/studio/news/new 1280');
  await page.screenshot({ path: 'test-results/studio-news-editor-1280.png', fullPage: true });

  await page.getByRole('tab', { name: /Ruscha/ }).click();
  await page.getByRole('textbox', { name: /^Sarlavha/ }).fill(`Новость из студии ${slug.slice(-6)}`);
  await page.getByRole('textbox', { name: /^Qisqa tavsif/ }).fill('Статья, написанная в студии');
  await page.getByRole('textbox', { name: /^Matn \(Markdown\)/ }).fill('## Приём\n\nТекст статьи.');
  await expect(preview.getByRole('heading', { name: 'Приём' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(page);
  found.push(...(await violations(page, '/studio/news/new 390')));
  await page.screenshot({ path: 'test-results/studio-news-editor-390.png', fullPage: true });

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/studio/news') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Chop etish', exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Yangiliklar' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Chop etilgan');
  await noSidewaysScroll(page);
  found.push(...(await violations(page, '/studio/news 390')));
  await page.screenshot({ path: 'test-results/studio-news-list-390.png' });

  await gotoAndSettle(page, '/yangiliklar');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Qabul' })).toBeVisible();
  expect(found).toEqual([]);
  expect(unexpectedErrors(pageErrors)).toEqual([]);
});
