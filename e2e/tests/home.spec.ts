import { expect, gotoAndSettle, test } from './fixtures';

test('the home page renders in Uzbek with seeded content and switches to Russian, surviving a reload', async ({ page, pageErrors }) => {
  await gotoAndSettle(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  await expect(page.getByRole('heading', { level: 1, name: 'Imtihonlarga ishonch bilan tayyorlaning' })).toBeVisible();
  const privateSection = page.getByRole('region', { name: 'Xususiy universitetlar' });
  // six private universities from the seeded database
  await expect(privateSection.locator('a[href^="/xususiy-universitetlar/"]')).toHaveCount(6);
  await expect(privateSection).toContainText('Inha');
  await expect(page.getByRole('button', { name: 'Roʻyxatdan oʻtish' })).toBeVisible();
  await expect(page.getByText('Koʻp beriladigan savollar')).toBeVisible();
  await expect(page).toHaveTitle(/Imtihon/);

  await page.getByRole('button', { name: 'Рус' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Готовьтесь к экзаменам уверенно' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(privateSection.or(page.getByRole('region', { name: 'Частные университеты' }))).toContainText('Инха');
  await expect(page.getByText('Частые вопросы')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toContainText('Университеты');
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).not.toContainText('Universitetlar');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Готовьтесь к экзаменам уверенно' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  expect(pageErrors).toEqual([]);
});

test('a blank course search is ignored and a real one goes to the course filter', async ({ page }) => {
  await gotoAndSettle(page, '/');
  await page.getByRole('searchbox', { name: 'Kurslarni qidirish' }).fill('   ');
  await page.getByRole('button', { name: 'Qidirish' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('searchbox', { name: 'Kurslarni qidirish' }).fill('  matematika 5 ');
  await page.getByRole('button', { name: 'Qidirish' }).click();
  await expect(page).toHaveURL(/\/kurslar\/filter\?search=matematika%205$/);
});

test('unknown paths show the 404 page and the privacy page is noindex', async ({ page }) => {
  await gotoAndSettle(page, '/no-such-page');
  await expect(page.getByRole('heading', { name: 'Sahifa topilmadi' })).toBeVisible();
  await gotoAndSettle(page, '/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Maxfiylik siyosati' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page).toHaveTitle('Maxfiylik siyosati — Imtihon');
});

test('the header hides after 60 px of scrolling down', async ({ page }) => {
  await gotoAndSettle(page, '/');
  const header = page.getByRole('banner');
  await expect(header).not.toHaveAttribute('data-hidden', 'true');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await page.mouse.wheel(0, -200);
  await expect(header).not.toHaveAttribute('data-hidden', 'true');
});

test('phones get the 5-item bottom nav on home (an item of a section not deployed yet is left out)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await gotoAndSettle(page, '/');
  const nav = page.getByRole('navigation', { name: 'Pastki menyu' });
  await expect(nav).toBeVisible();
  const manifest = (await (await page.request.get('/remotes.json')).json()) as { remotes: Record<string, unknown> };
  const autotest = 'autotest' in manifest.remotes;
  await expect(nav.getByRole('link')).toHaveCount(autotest ? 5 : 4);
  await expect(nav.getByRole('link', { name: 'Avtotest' })).toHaveCount(autotest ? 1 : 0);
  await context.close();
});
