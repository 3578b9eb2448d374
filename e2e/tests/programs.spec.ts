import { completeRegistration, enterPhoneAndCode, expect, gotoAndSettle, randomPhone, test, unexpectedErrors } from './fixtures';

// Private universities' programs (/otmlar-royhati, ADR 015): the subject filter (side list on wide
// screens, bottom drawer on phones), applying signed out → sign-in → the form → sent once, and a
// program with a test starting the private-university exam.

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('filters programs by subject through the URL', async ({ page, pageErrors }) => {
      await gotoAndSettle(page, '/otmlar-royhati');
      const cards = page.getByTestId('program-card');
      await expect(cards.first()).toBeVisible();
      const status = page.getByRole('status').filter({ hasText: 'ta yoʻnalish' });
      const allText = await status.textContent();
      if (width < 960) {
        await expect(page.getByRole('complementary')).toBeHidden();
        await page.getByRole('button', { name: /^Fanlar:/ }).click();
        const drawer = page.getByRole('dialog', { name: 'Fanlar' });
        await drawer.getByRole('button', { name: /Fizika/ }).click();
        await expect(drawer).toBeHidden();
      } else {
        await page
          .getByRole('complementary')
          .getByRole('button', { name: /Fizika/ })
          .click();
      }
      await expect(page).toHaveURL(/subject=\d+/);
      await expect(status).not.toHaveText(allText ?? '');
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        await cards.nth(i).locator('summary').click();
        await expect(cards.nth(i)).toContainText('Fizika');
      }
      // reload keeps the filter
      await page.reload();
      await expect(page.getByTestId('program-card').first()).toBeVisible();
      await expect(page).toHaveURL(/subject=\d+/);
      expect(pageErrors).toEqual([]);
    });

    test('applying signed out → sign in → the form → sent once; a second try says it exists', async ({ page, pageErrors }) => {
      await gotoAndSettle(page, '/otmlar-royhati');
      const card = page
        .getByTestId('program-card')
        .filter({ has: page.getByRole('button', { name: /ariza topshirish/i }) })
        .first();
      const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
      await card.getByRole('button', { name: /ariza topshirish/i }).click();
      await enterPhoneAndCode(page, randomPhone());
      await completeRegistration(page, { name: 'Malika', lastName: 'Yusupova' });
      // the intent is resumed: the form of that program opens, prefilled from the profile
      const form = page.getByRole('dialog', { name: /^Ariza:/ });
      await expect(form).toBeVisible();
      await expect(form.getByLabel(/Ism va familiya/)).toHaveValue('Malika Yusupova');
      await form.getByRole('button', { name: 'Yuborish' }).click();
      await expect(page.getByRole('dialog', { name: 'Ariza yuborildi' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Ariza yuborildi' })).toBeHidden({ timeout: 5000 });
      const same = page
        .getByTestId('program-card')
        .filter({ has: page.getByRole('heading', { level: 2, name }) })
        .first();
      await expect(same.getByText('Ariza yuborilgan')).toBeVisible();
      // a second try (the remembered intent again) says it exists
      const url = new URL(page.url());
      const applied = await page.request.get('/api/applications', { headers: { 'x-requested-with': 'XMLHttpRequest' } });
      const [own] = ((await applied.json()) as { data: { program_id: number }[] }).data;
      url.searchParams.set('apply', String(own.program_id));
      await gotoAndSettle(page, url.pathname + url.search);
      await expect(page.getByRole('dialog', { name: 'Ariza allaqachon yuborilgan' })).toBeVisible();
      const again = await page.request.post('/api/application-create', {
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        data: { program_id: own.program_id, user_name: 'Malika', phone: '+998901234567' },
      });
      expect(again.status()).toBe(409);
      expect(((await applied.json()) as { data: unknown[] }).data).toHaveLength(1);
      expect(unexpectedErrors(pageErrors)).toEqual([]);
    });

    test('a program with a test starts the private-university exam', async ({ page, pageErrors }) => {
      await gotoAndSettle(page, '/');
      await page.getByRole('banner').getByRole('button', { name: 'Kirish' }).click();
      await enterPhoneAndCode(page, randomPhone());
      await completeRegistration(page);
      await gotoAndSettle(page, '/otmlar-royhati');
      await page.getByRole('link', { name: 'Imtihon topshirish' }).first().click();
      await expect(page).toHaveURL(/\/exam\/[^/]+\/[^/]+$/);
      const warning = page.getByRole('dialog', { name: 'Imtihon oldidan' });
      await expect(warning).toContainText('daqiqa');
      await warning.getByRole('button', { name: 'Davom etish' }).click();
      const choose = page.getByRole('dialog', { name: 'Yoʻnalishni tanlang' });
      await expect(choose.getByRole('radio', { checked: true })).toHaveCount(1);
      await choose.getByRole('button', { name: 'Testni boshlash' }).click();
      await expect(page).toHaveURL(/\/xususiy-universitetlar\/\d+\/[^/]+\/test$/);
      await expect(page.getByRole('heading', { level: 2, name: '1-savol / 40' })).toBeVisible();
      await expect(page.getByRole('tab')).toHaveCount(2);
      // answer one question, finish: the result compares the total with the program's passing score
      await page.getByRole('radio').first().check({ force: true });
      await page.getByTestId('exam-finish').click();
      await expect(page.getByRole('dialog')).toContainText('Javobsiz savollar: 39 ta');
      await page.getByTestId('exam-finish-confirm').click();
      await expect(page).toHaveURL(/\/natijalar\/imtihon\/\d+$/);
      const passing = page.getByTestId('passing-score');
      await expect(passing).toBeVisible();
      await expect(passing).toContainText(/Oʻtish bali|oʻtish balini eʼlon qilmagan/);
      await expect(page.getByTestId('exam-total')).toContainText('/ 100');
      expect(unexpectedErrors(pageErrors)).toEqual([]);
    });
  });
}
