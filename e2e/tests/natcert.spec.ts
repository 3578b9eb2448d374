import { violations } from './axe';
import { test, expect, registerNewUser, unexpectedErrors } from './fixtures';

/** GET /api/nat-certificate/directions: a subject with its spec. */
interface Direction {
  id: number;
  name: string;
  minutes: number;
  question_count: number;
  parts: { type: string; count: number; points: number; partial: boolean }[];
}

const noSidewaysScroll = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`national certificate at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('start with the subject’s spec, answer a single, a matching, a short answer (and the essay when the spec has one), reload keeps answers and time, finish, the level estimated from raw points', async ({
      page,
      pageErrors,
    }) => {
      await registerNewUser(page, '/milliy-sertifikat');
      await expect(page.getByRole('heading', { name: 'Milliy sertifikat', level: 1 })).toBeVisible();
      // the subjects offered in uz (≥ 3 full sets, ADR 042) with their specs; the walk takes one with a matching
      const listed = await page.request.get('/api/nat-certificate/directions?language_id=1');
      const subjects = ((await listed.json()) as { data: Direction[] }).data;
      const subject = subjects.find((d) => d.parts.some((p) => p.type === 'matching') && d.parts.some((p) => p.type === 'short'));
      expect(subject, 'a subject offered in uz with matching and short answers (content/national-certificate/)').toBeTruthy();
      const count = (type: string) => subject!.parts.filter((p) => p.type === type).reduce((n, p) => n + p.count, 0);
      const hasEssay = count('essay') > 0;
      const found = await violations(page, '/milliy-sertifikat');
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.getByLabel('Fan').selectOption({ label: subject!.name });
      const spec = page.getByTestId('natcert-spec');
      await expect(spec.getByText(`Vaqt: ${subject!.minutes} daqiqa`)).toBeVisible();
      await expect(spec.getByText(`${subject!.question_count} ta topshiriq`)).toBeVisible();
      await expect(spec.getByRole('listitem')).toHaveCount(subject!.parts.length);
      await page.screenshot({ path: `test-results/natcert-start-${viewport.width}.png` });
      await page.getByTestId('exam-start').click();
      await expect(page).toHaveURL(/\/milliy-sertifikat\/test$/);
      await expect(page.getByTestId('exam-question-number')).toHaveText(`1-savol / ${subject!.question_count}`);

      // a single choice by the keyboard
      await page.keyboard.press('1');
      await expect(page.getByTestId('exam-option-A')).toHaveAttribute('data-selected', 'true');
      // a matching: one select per left item
      await page
        .getByRole('tab', { name: /^Moslashtirish/ })
        .first()
        .click();
      const selects = page.getByTestId('exam-matching').locator('select');
      const pairs = await selects.count();
      expect(pairs).toBeGreaterThanOrEqual(2);
      for (let i = 0; i < pairs; i++) await selects.nth(i).selectOption({ index: i + 1 });
      await page.screenshot({ path: `test-results/natcert-matching-${viewport.width}.png` });
      // a short answer
      await page
        .getByRole('tab', { name: /^Qisqa javob/ })
        .first()
        .click();
      await page.getByTestId('exam-short').fill('12,0');
      // the essay
      if (hasEssay) {
        await page
          .getByRole('tab', { name: /^Yozma ish/ })
          .first()
          .click();
        await page.getByTestId('exam-essay').fill('2x − 3 = 5 yoki 2x − 3 = −5, demak x = 4 yoki x = −1.');
        await expect(page.getByText(/^19 soʻz · 53 \/ 6000 belgi$/)).toBeVisible();
      }
      await expect(page.getByText('Saqlandi', { exact: true })).toBeVisible({ timeout: 10_000 });
      found.push(...(await violations(page, '/milliy-sertifikat/test')));
      expect(await noSidewaysScroll(page)).toBe(true);

      // nothing the screen loaded names an answer key or an explanation
      const active = await page.request.get('/api/exam/active?kind=natcert', { headers: { 'x-requested-with': 'XMLHttpRequest' } });
      expect(await active.text()).not.toMatch(/is_true|is_correct|key_pairs|key_answers|answer_key|explanation/);

      const before = Number(await page.getByTestId('exam-timer').getAttribute('data-seconds'));
      expect(before).toBeGreaterThan((subject!.minutes - 1) * 60);
      await page.waitForTimeout(2100);
      await page.reload();
      await expect(page.getByTestId('exam-question-number')).toBeVisible();
      const after = Number(await page.getByTestId('exam-timer').getAttribute('data-seconds'));
      expect(after).toBeLessThan(before);
      expect(after).toBeGreaterThan(before - 60);
      await expect(page.getByRole('tab', { name: /^Yopiq testlar \(1\// }).first()).toBeVisible();
      await expect(page.getByRole('tab', { name: /^Moslashtirish \(1\// }).first()).toBeVisible();
      await page
        .getByRole('tab', { name: /^Qisqa javob/ })
        .first()
        .click();
      await expect(page.getByTestId('exam-short')).toHaveValue('12,0');
      if (hasEssay) {
        await page
          .getByRole('tab', { name: /^Yozma ish/ })
          .first()
          .click();
        await expect(page.getByTestId('exam-essay')).toHaveValue(/x = 4 yoki x = −1/);
      }

      // listed among the unfinished tests
      await page.goto('/yakunlanmaganlar');
      await expect(page.locator('main a[href="/milliy-sertifikat/test"]')).toBeVisible();
      await expect(page.getByTestId('unfinished-card').getByText('Milliy sertifikat', { exact: true }).first()).toBeVisible();
      await page.locator('main a[href="/milliy-sertifikat/test"]').click();
      await expect(page.getByTestId('exam-question-number')).toBeVisible();

      await page.getByTestId('exam-finish').click();
      await expect(page.getByRole('dialog')).toContainText(`Javobsiz savollar: ${subject!.question_count - (hasEssay ? 4 : 3)} ta`);
      await page.getByTestId('exam-finish-confirm').click();
      await expect(page).toHaveURL(/\/milliy-sertifikat\/result\?ticket=\d+$/);
      await expect(page.getByTestId('exam-level')).toContainText('Taxminiy daraja (xom balldan)');
      await expect(page.getByText(/xom balldan chiqarilgan taxmin/)).toBeVisible();
      await expect(page.getByTestId('exam-types').locator('tbody tr')).toHaveCount(new Set(subject!.parts.map((p) => p.type)).size);
      if (hasEssay) await expect(page.getByTestId('exam-essay-status').first()).toHaveText('Avtomatik baholanmaydi');
      await expect(page.getByTestId('exam-review').locator('li').filter({ hasText: 'Qabul qilinadigan javob' }).first()).toBeVisible();
      await expect(page.getByTestId('exam-explanation').first()).toBeVisible();
      found.push(...(await violations(page, '/milliy-sertifikat/result')));
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.screenshot({ path: `test-results/natcert-result-${viewport.width}.png`, fullPage: false });
      expect(found).toEqual([]);
      expect(unexpectedErrors(pageErrors)).toEqual([]);
    });
  });
}
