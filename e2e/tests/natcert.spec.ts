import { violations } from './axe';
import { test, expect, registerNewUser, unexpectedErrors } from './fixtures';

const noSidewaysScroll = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`national certificate at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('start, answer a single, a matching, a short answer and the essay, reload keeps answers and time, finish, estimated level and the essay not auto-graded', async ({
      page,
      pageErrors,
    }) => {
      await registerNewUser(page, '/milliy-sertifikat');
      await expect(page.getByRole('heading', { name: 'Milliy sertifikat', level: 1 })).toBeVisible();
      await expect(page.getByText('Vaqt: 180 daqiqa')).toBeVisible();
      const found = await violations(page, '/milliy-sertifikat');
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.getByLabel('Fan').selectOption({ label: 'Matematika' });
      await page.getByTestId('exam-start').click();
      await expect(page).toHaveURL(/\/milliy-sertifikat\/test$/);
      await expect(page.getByTestId('exam-question-number')).toHaveText('1-savol / 17');

      // a single choice by the keyboard
      await page.keyboard.press('1');
      await expect(page.getByTestId('exam-option-A')).toHaveAttribute('data-selected', 'true');
      // a matching: one select per left item
      await page.getByRole('tab', { name: /^Moslashtirish \(0\/2\)/ }).click();
      const selects = page.getByTestId('exam-matching').locator('select');
      const count = await selects.count();
      expect(count).toBeGreaterThanOrEqual(2);
      for (let i = 0; i < count; i++) await selects.nth(i).selectOption({ index: i + 1 });
      await page.screenshot({ path: `test-results/natcert-matching-${viewport.width}.png` });
      // a short answer
      await page.getByRole('tab', { name: /^Qisqa javob \(0\/4\)/ }).click();
      await expect(page.getByTestId('exam-short')).toHaveAttribute('inputmode', 'decimal');
      await page.getByTestId('exam-short').fill('12,0');
      // the essay
      await page.getByRole('tab', { name: /^Yozma ish \(0\/1\)/ }).click();
      await page.getByTestId('exam-essay').fill('2x − 3 = 5 yoki 2x − 3 = −5, demak x = 4 yoki x = −1.');
      await expect(page.getByText(/^19 soʻz · 53 \/ 6000 belgi$/)).toBeVisible();
      await expect(page.getByText('Saqlandi', { exact: true })).toBeVisible({ timeout: 10_000 });
      await page.screenshot({ path: `test-results/natcert-essay-${viewport.width}.png` });
      found.push(...(await violations(page, '/milliy-sertifikat/test')));
      expect(await noSidewaysScroll(page)).toBe(true);

      // nothing the screen loaded names an answer key
      const active = await page.request.get('/api/exam/active?kind=natcert', { headers: { 'x-requested-with': 'XMLHttpRequest' } });
      expect(await active.text()).not.toMatch(/is_true|is_correct|key_pairs|key_answers|answer_key/);

      const before = Number(await page.getByTestId('exam-timer').getAttribute('data-seconds'));
      await page.waitForTimeout(2100);
      await page.reload();
      await expect(page.getByTestId('exam-question-number')).toBeVisible();
      const after = Number(await page.getByTestId('exam-timer').getAttribute('data-seconds'));
      expect(after).toBeLessThan(before);
      expect(after).toBeGreaterThan(before - 60);
      for (const tab of [/^Yopiq testlar \(1\/10\)/, /^Moslashtirish \(1\/2\)/, /^Qisqa javob \(1\/4\)/, /^Yozma ish \(1\/1\)/]) {
        await expect(page.getByRole('tab', { name: tab })).toBeVisible();
      }
      await page.getByRole('tab', { name: /^Yozma ish/ }).click();
      await expect(page.getByTestId('exam-essay')).toHaveValue(/x = 4 yoki x = −1/);
      await page.getByRole('tab', { name: /^Qisqa javob/ }).click();
      await expect(page.getByTestId('exam-short')).toHaveValue('12,0');

      // listed among the unfinished tests
      await page.goto('/yakunlanmaganlar');
      await expect(page.locator('main a[href="/milliy-sertifikat/test"]')).toBeVisible();
      await expect(page.getByTestId('unfinished-card').getByText('Milliy sertifikat', { exact: true })).toBeVisible();
      await page.locator('main a[href="/milliy-sertifikat/test"]').click();
      await expect(page.getByTestId('exam-question-number')).toBeVisible();

      await page.getByTestId('exam-finish').click();
      await expect(page.getByRole('dialog')).toContainText('Javobsiz savollar: 13 ta');
      await page.getByTestId('exam-finish-confirm').click();
      await expect(page).toHaveURL(/\/milliy-sertifikat\/result\?ticket=\d+$/);
      await expect(page.getByTestId('exam-level')).toContainText('Taxminiy daraja');
      await expect(page.getByText(/Bu taxmin/)).toBeVisible();
      await expect(page.getByTestId('exam-types').locator('tbody tr')).toHaveCount(4);
      await expect(page.getByTestId('exam-essay-status')).toHaveText('Avtomatik baholanmaydi');
      await expect(page.getByTestId('exam-review').locator('li').filter({ hasText: 'Qabul qilinadigan javob' }).first()).toBeVisible();
      found.push(...(await violations(page, '/milliy-sertifikat/result')));
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.screenshot({ path: `test-results/natcert-result-${viewport.width}.png`, fullPage: false });
      expect(found).toEqual([]);
      expect(unexpectedErrors(pageErrors)).toEqual([]);
    });
  });
}
