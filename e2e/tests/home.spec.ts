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

test('ru at 390 px: the bottom nav breaks no word, the hero search placeholder fits, the test-type cards line up with a count each (issue 31)', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('locale', 'ru'));
  await gotoAndSettle(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  // every word of every bottom-nav label stays on one line ("Универси-теты" was split)
  const nav = page.getByRole('navigation', { name: 'Нижнее меню' });
  await expect(nav).toBeVisible();
  const broken = await nav.locator('a span').evaluateAll((labels) =>
    labels.flatMap((label) => {
      const text = label.firstChild as Text;
      const words: string[] = [];
      for (const match of text.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        if (range.getClientRects().length > 1) words.push(match[0]);
      }
      return words;
    }),
  );
  expect(broken).toEqual([]);
  await expect(nav.getByRole('link', { name: 'Вузы' })).toBeVisible();

  // the hero search's placeholder is whole inside its box
  const search = page.getByRole('search').getByRole('searchbox');
  const fit = await search.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context2d = document.createElement('canvas').getContext('2d')!;
    context2d.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { placeholder: input.placeholder, needs: Math.ceil(context2d.measureText(input.placeholder).width), room };
  });
  expect(fit.placeholder).not.toBe('');
  expect(fit.needs, `"${fit.placeholder}" needs ${fit.needs} px, the box has ${fit.room}`).toBeLessThanOrEqual(fit.room);

  // the test-type cards: each description right under its name (no card's lines pushed down by a
  // stretched row, as the "Блок-тест" card's were), and the exam cards all have their count line
  const cards = page.getByRole('region', { name: 'Виды тестов' }).locator('li > *');
  const layout = await cards.evaluateAll((items) =>
    items.map((card) => {
      const textBox = (el: Element) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const rects = [...range.getClientRects()];
        return { top: Math.min(...rects.map((r) => r.top)), bottom: Math.max(...rects.map((r) => r.bottom)) };
      };
      const name = card.querySelector('strong')!;
      const gap = parseFloat(getComputedStyle(card).rowGap) || 0;
      return {
        name: name.textContent,
        nameTop: Math.round(textBox(name).top - card.getBoundingClientRect().top),
        extra: Math.round(textBox(card.querySelector('span')!).top - textBox(name).bottom - gap),
        count: card.querySelector('em')?.textContent ?? null,
      };
    }),
  );
  expect(new Set(layout.map((c) => c.nameTop)).size, JSON.stringify(layout)).toBe(1);
  expect(
    layout.filter((c) => c.extra > 2),
    JSON.stringify(layout),
  ).toEqual([]);
  const block = layout.find((c) => c.name === 'Блок-тест');
  expect(block?.count).toBe('30 вопросов по одному предмету');
  expect(
    layout.slice(0, 5).every((c) => c.count),
    JSON.stringify(layout),
  ).toBe(true);
  await page.screenshot({ path: test.info().outputPath('home-ru-390.png') });
  await context.close();
});
