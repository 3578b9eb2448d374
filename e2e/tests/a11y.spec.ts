import type { Page } from '@playwright/test';
import { violations } from './axe';
import { test, expect, gotoAndSettle, registerNewUser, unexpectedErrors } from './fixtures';

const TEXT = {
  uz: { login: 'Kirish', finish: 'Yakunlash' },
  'uz-Cyrl': { login: 'Кириш', finish: 'Якунлаш' },
  ru: { login: 'Войти', finish: 'Завершить' },
} as const;

/** Answers questions (a, b, c, d in turn) until one is wrong; the screen then shows the wrong answer. */
async function answerWrongly(page: Page) {
  const main = page.getByTestId('quiz-main-button');
  for (const letter of ['a', 'b', 'c', 'd', 'a', 'b', 'c', 'd']) {
    const option = page.getByTestId(`option-${letter}`);
    await option.click();
    await main.click();
    await expect(option).toHaveAttribute('data-state', /correct|wrong/);
    if ((await option.getAttribute('data-state')) === 'wrong') return;
    await main.click();
  }
  throw new Error('every answer was right');
}

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  test.describe.configure({ timeout: 300_000 });

  for (const locale of ['uz', 'uz-Cyrl', 'ru'] as const) {
    test(`${locale}: home, sign-in modal, lists, the topic test in its states, results and profile have no violations`, async ({
      page,
      pageErrors,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.addInitScript((l) => {
        if (!sessionStorage.getItem('a11y-locale-set')) {
          localStorage.setItem('locale', l);
          sessionStorage.setItem('a11y-locale-set', '1');
        }
      }, locale);
      const found: string[] = [];

      await gotoAndSettle(page, '/');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      found.push(...(await violations(page, '/')));
      await page.getByRole('banner').getByRole('button', { name: TEXT[locale].login }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      found.push(...(await violations(page, '/ sign-in modal')));

      for (const url of ['/mavzuli-test', '/universitetlar', '/xususiy-universitetlar']) {
        await gotoAndSettle(page, url);
        found.push(...(await violations(page, url)));
      }

      const cards = await page.request.get('/api/themed-test/view?name=matematika&language_id=1&size=1');
      const [{ testUrl }] = ((await cards.json()) as { data: { testUrl: string }[] }).data;
      await gotoAndSettle(page, testUrl);
      await expect(page.getByTestId('quiz-main-button')).toBeVisible();
      // uz-Cyrl shows the uz test (language 1) in Cyrillic, marked as such (docs/decisions/043)
      if (locale === 'uz-Cyrl') await expect(page.locator('div[lang="uz-Cyrl"]:has(> [role="radiogroup"])')).toContainText(/[ўқғҳЎҚҒҲ]/);
      found.push(...(await violations(page, 'topic test, unanswered')));
      await answerWrongly(page);
      found.push(...(await violations(page, 'topic test, after a wrong answer')));
      await page.getByTestId('quiz-finish').click();
      const finish = page.getByRole('dialog');
      await expect(finish).toBeVisible();
      found.push(...(await violations(page, 'topic test, finish modal')));
      await finish.getByRole('button', { name: TEXT[locale].finish, exact: true }).click();
      await expect(page).toHaveURL(/\/natijalar\/\d+$/);
      await expect(page.getByTestId('result-correct')).toBeVisible();
      // a guest's result opens the sign-in modal: the result page itself is checked without it
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      found.push(...(await violations(page, 'results')));

      // the sign-in helper speaks Uzbek: sign up in uz, then back to the language under test
      await page.evaluate(() => localStorage.setItem('locale', 'uz'));
      await registerNewUser(page);
      await page.evaluate((l) => localStorage.setItem('locale', l), locale);
      await gotoAndSettle(page, '/profile');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      found.push(...(await violations(page, '/profile')));

      // the autotest (issue 14): landing signed in, a ticket after one keyboard answer, its finish
      // dialog, the result and the leaderboard
      await gotoAndSettle(page, '/avtotest');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      found.push(...(await violations(page, '/avtotest')));
      const tickets = (
        (await (await page.request.get('/api/auto-test/view')).json()) as { data: { test_id: number; is_premium: boolean }[] }
      ).data;
      const free = tickets.find((t) => !t.is_premium)!;
      await gotoAndSettle(page, `/avtotest/test/${free.test_id}`);
      await expect(page.getByTestId('counter')).toBeVisible();
      await page.keyboard.press('1');
      await expect(page.getByRole('navigation').getByRole('button', { name: /1/ }).first()).toHaveAttribute('data-state', /right|wrong/);
      found.push(...(await violations(page, 'autotest ticket, answered')));
      await page.getByRole('button', { name: TEXT[locale].finish, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      found.push(...(await violations(page, 'autotest finish modal')));
      await page.getByRole('dialog').getByRole('button').last().click();
      await expect(page).toHaveURL(/\/avtotest\/result\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      found.push(...(await violations(page, 'autotest result')));
      await gotoAndSettle(page, `/avtotest/leaderboard?test_id=${free.test_id}`);
      // the own row: in the list when in the top (ADR 046: listed once), else the footer row
      await expect(page.getByTestId(/^own-row(-in-list)?$/).first()).toBeVisible();
      found.push(...(await violations(page, 'autotest leaderboard')));

      expect(found).toEqual([]);
      expect(unexpectedErrors(pageErrors)).toEqual([]);
    });
  }
});
