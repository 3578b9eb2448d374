import type { Page } from '@playwright/test';
import { violations } from './axe';
import { test, expect, gotoAndSettle, registerNewUser, unexpectedErrors } from './fixtures';

/**
 * Issue 18 (items 3, 4, 6): /univer-tavsiya for a user with a DTM result and for a guest's form, a
 * learning-centre lead, and the news list and an article in both languages — at 390 and 1280 px.
 */
const XRW = { 'x-requested-with': 'XMLHttpRequest' };
const WIDTHS = [390, 1280] as const;

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('a user with a DTM result sees ranked directions and leaves a lead with a learning centre', async ({ page, pageErrors }) => {
      await registerNewUser(page, '/univer-tavsiya');
      // a DTM result made through the api: order math + physics and finish it
      const form = (await (await page.request.get('/api/exam/form?kind=dtm', { headers: XRW })).json()) as {
        data: { pairs: { blok1_id: number; blok1_name: string; blok2_id: number; blok2_name: string }[] };
      };
      const pair = form.data.pairs.find((p) => p.blok1_name === 'Matematika' && p.blok2_name === 'Fizika')!;
      const ordered = await page.request.post('/api/exam/order', {
        headers: XRW,
        data: { kind: 'dtm', language_id: 1, blok1_id: pair.blok1_id, blok2_id: pair.blok2_id },
      });
      expect(ordered.ok()).toBe(true);
      const ticketId = ((await ordered.json()) as { data: { ticket_id: number } }).data.ticket_id;
      expect((await page.request.post('/api/exam/finish', { headers: XRW, data: { ticket_id: ticketId } })).ok()).toBe(true);

      await gotoAndSettle(page, '/univer-tavsiya');
      await expect(page.getByRole('heading', { level: 1, name: 'Universitet tavsiyasi' })).toBeVisible();
      await expect(page.getByTestId('advice-basis')).toContainText('DTM sinovidagi eng yaxshi natijangiz');
      await expect(page.getByTestId('advice-basis')).toContainText('Matematika + Fizika');
      await expect(page.getByTestId('advice-item').first()).toBeVisible();
      expect(await page.getByTestId('advice-item').count()).toBeGreaterThan(3);
      await page.getByText('Qanday hisoblanadi?').click();
      await expect(page.getByText(/oxirgi eʼlon qilingan yilning ballari/)).toBeVisible();
      await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/news-advice-user-${width}.png`, fullPage: false });

      const found = await violations(page, '/univer-tavsiya');
      const centre = page.getByTestId('learning-centre').first();
      await centre.scrollIntoViewIfNeeded();
      await centre.getByRole('button').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Ism').fill('');
      await dialog.getByRole('button', { name: 'Yuborish' }).click();
      await expect(dialog.getByText('Ismingizni kiriting')).toBeVisible();
      await dialog.getByLabel('Ism').fill('Ali Valiyev');
      await dialog.getByLabel('Telefon raqam').fill('+998 90 12');
      await dialog.getByRole('button', { name: 'Yuborish' }).click();
      await expect(dialog.getByText('Toʻgʻri telefon raqam kiriting')).toBeVisible();
      found.push(...(await violations(page, '/univer-tavsiya lead form')));
      await page.screenshot({ path: `test-results/news-lead-form-${width}.png` });
      await dialog.getByLabel('Telefon raqam').fill('901234567');
      await expect(dialog.getByLabel('Telefon raqam')).toHaveValue('+998 90 123 45 67');
      const sent = page.waitForResponse((r) => r.url().endsWith('/api/lead/send'));
      await dialog.getByRole('button', { name: 'Yuborish' }).click();
      expect((await sent).status()).toBe(200);
      const success = page.getByRole('dialog', { name: 'Ariza yuborildi' });
      await expect(success).toBeVisible();
      // SPEC §9: the success dialog closes by itself after 2 s
      await expect(success).toBeHidden({ timeout: 4000 });
      expect(found).toEqual([]);
      expect(unexpectedErrors(pageErrors)).toEqual([]);
    });

    test('a guest fills the short form and gets the same kind of list, in both languages', async ({ page, pageErrors }) => {
      await gotoAndSettle(page, '/univer-tavsiya');
      await expect(page.getByText('Hali natijangiz yoʻq', { exact: false })).toBeVisible();
      await page.getByLabel('Blok fanlari').selectOption({ label: 'Biologiya + Kimyo' });
      await page.getByLabel(/Kutilayotgan ball/).fill('200');
      await page.getByRole('button', { name: 'Yoʻnalishlarni koʻrsatish' }).click();
      await expect(page.getByText('Ballni 0 dan 189 gacha kiriting')).toBeVisible();
      await page.getByLabel(/Kutilayotgan ball/).fill('140,5');
      await page.getByRole('button', { name: 'Yoʻnalishlarni koʻrsatish' }).click();
      await expect(page).toHaveURL(/ball=140\.5/);
      await expect(page.getByTestId('advice-basis')).toContainText('Siz kiritgan ball: 140,5');
      await expect(page.getByTestId('advice-item').first()).toBeVisible();
      await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/news-advice-guest-${width}.png` });
      await page.evaluate(() => window.localStorage.setItem('locale', 'ru'));
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Рекомендация вузов' })).toBeVisible();
      await expect(page.getByTestId('advice-basis')).toContainText('Введённый балл: 140,5');
      await expect(page.getByTestId('advice-item').first()).toBeVisible();
      await noSidewaysScroll(page);
      expect(unexpectedErrors(pageErrors)).toEqual([]);
    });

    test('the news list and an article open in Uzbek and in Russian, with meta tags', async ({ page, pageErrors }) => {
      await gotoAndSettle(page, '/yangiliklar');
      await expect(page.getByRole('heading', { level: 1, name: 'Yangiliklar' })).toBeVisible();
      const cards = page.getByTestId('news-card');
      // the cards come with the list's api answer, which may start after the network went idle while
      // the page's scripts were still being evaluated (CI: 0 cards right after the heading)
      await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(6);
      await noSidewaysScroll(page);
      const found = await violations(page, '/yangiliklar');
      await page.screenshot({ path: `test-results/news-list-uz-${width}.png` });
      await page.getByRole('link', { name: /DTM testi qanday tuzilgan/ }).click();
      await expect(page).toHaveURL(/\/yangiliklar\/dtm-test-tuzilmasi$/);
      await expect(page.getByRole('heading', { level: 1, name: /DTM testi qanday tuzilgan/ })).toBeVisible();
      await expect(page.getByRole('table')).toContainText('189');
      await expect(page).toHaveTitle(/DTM testi qanday tuzilgan.*Imtihon/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /DTM testi qanday tuzilgan/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Majburiy fanlar/);
      await noSidewaysScroll(page);
      found.push(...(await violations(page, '/yangiliklar/dtm-test-tuzilmasi')));
      await page.screenshot({ path: `test-results/news-article-uz-${width}.png`, fullPage: true });

      await page.evaluate(() => window.localStorage.setItem('locale', 'ru'));
      await gotoAndSettle(page, '/yangiliklar');
      await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
      await page.getByRole('link', { name: /Как устроен тест DTM/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: /Как устроен тест DTM/ })).toBeVisible();
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ru_RU');
      await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/news-article-ru-${width}.png` });
      expect(found).toEqual([]);
      expect(unexpectedErrors(pageErrors)).toEqual([]);
    });
  });
}
