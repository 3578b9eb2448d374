// Work on my mistakes (issue 31 item 1, ADR 044): a learner fails questions in a topic test and a DTM
// mock, finds them on /takrorlash, answers them and sees the queue shrink — in the page's count and the
// mobile nav's profile badge. Chromium at 390 px, in Uzbek and once in Russian. Also writes the review
// page's screenshots (uz and ru, 390 and 1280 px) into docs/screens/.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, gotoAndSettle, registerNewUser, test, unexpectedErrors } from './fixtures';
import { correctOptions, ORDER_HEADERS, type QuizQuestion } from './quiz-helpers';

const screens = path.resolve(__dirname, '../../docs/screens');
/** The seeded maths bank's topic, in its two content languages. */
const TOPIC = { uz: 'Kasrlar, foizlar va proporsiya', ru: 'Дроби, проценты и пропорции' };

/** The test id of the seeded topic test, and the correct option ids of all its questions (learnt by another guest). */
async function topicTest(page: Page, browser: import('@playwright/test').Browser, language: 'uz' | 'ru' = 'uz') {
  const query = `search=${encodeURIComponent(TOPIC[language])}&language_id=${language === 'uz' ? 1 : 2}&size=1`;
  const list = await page.request.get(`/api/themed-test/view?${query}`);
  const [card] = ((await list.json()) as { data: { testId: number; testCount: number }[] }).data;
  const correct = new Set(await correctOptions(browser, card.testId, card.testCount));
  return { testId: card.testId, count: card.testCount, correct };
}

/** No sideways scroll, and the review card whole inside the viewport's width. */
async function fitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  const box = await page.locator('main section').first().boundingBox();
  const width = page.viewportSize()!.width;
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
}

/**
 * A screenshot into docs/screens/: on a phone the card from its top (the answer, the feedback and the
 * explanation in view; the header hides on scrolling), on a desktop the whole page.
 */
async function shoot(page: Page, name: string) {
  if (page.viewportSize()!.width < 640) {
    await page
      .locator('main section')
      .first()
      .evaluate((card) => card.scrollIntoView({ block: 'start' }));
    await expect(page.getByRole('banner')).toHaveAttribute('data-hidden', 'true');
    await page.screenshot({ path: path.join(screens, `${name}.png`) });
  } else {
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('banner')).toBeInViewport();
    await page.screenshot({ path: path.join(screens, `${name}.png`), fullPage: true });
  }
}

/** Answers the shown card right (its correct option) or wrong (another one); returns the feedback. */
async function answerCard(page: Page, correct: Set<number>, right: boolean) {
  const radios = page.locator('main input[type="radio"]');
  await expect(radios.first()).toBeEnabled();
  const values = (await radios.evaluateAll((inputs) => inputs.map((i) => Number((i as HTMLInputElement).value)))) as number[];
  const pick = values.findIndex((v) => correct.has(v) === right);
  expect(pick).toBeGreaterThanOrEqual(0);
  await page.getByTestId(`review-option-${'abcdefgh'[pick]}`).click();
  await page.getByTestId('review-check').click();
  const feedback = page.getByTestId('review-feedback');
  await expect(feedback).toBeVisible();
  return feedback;
}

const left = (page: Page) => page.getByTestId('review-left');
const badge = (page: Page) => page.getByRole('navigation', { name: /Pastki menyu|Нижнее меню/ }).getByTestId('review-due-nav');

test.describe('review of mistakes at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a learner fails a topic test and a DTM mock, reviews the questions and sees the queue shrink (uz)', async ({
    page,
    browser,
    pageErrors,
  }) => {
    test.setTimeout(240_000);
    await registerNewUser(page);
    const { testId, count, correct } = await topicTest(page, browser);

    // the topic test on its screen: the first question answered wrong, the rest left unanswered, finished
    await gotoAndSettle(page, `/mavzuli-test?search=${encodeURIComponent(TOPIC.uz)}`);
    await page.getByTestId('test-card').first().click();
    await page.getByTestId('preview-start').click();
    await expect(page).toHaveURL(new RegExp(`/mavzuli-test/[a-z-]+/${testId}-`));
    const main = page.getByTestId('quiz-main-button');
    await expect(main).toBeVisible();
    const own = await page.request.get(`/api/themed-order?test_id=${testId}`, { headers: ORDER_HEADERS });
    const [first] = ((await own.json()) as { data: { test: { questions: QuizQuestion[] }[] } }).data.test[0].questions;
    const wrongLetter = (['a', 'b', 'c', 'd'] as const).find(
      (_, i) => !correct.has([first.var_a_id, first.var_b_id, first.var_c_id, first.var_d_id][i]),
    )!;
    await page.getByTestId(`option-${wrongLetter}`).click();
    await main.click();
    await expect(page.getByTestId(`option-${wrongLetter}`)).toHaveAttribute('data-state', 'wrong');
    await page.getByTestId('quiz-finish').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Yakunlash/ })
      .click();
    await expect(page).toHaveURL(/\/natijalar\/\d+$/);

    // every question of it is due now: the user menu says so, and leads to the review page
    const menu = page.getByRole('button', { name: new RegExp(`foydalanuvchi menyusi, Takrorlash uchun ${count} ta savol`) });
    await expect(menu).toBeVisible();
    await menu.click();
    await page.getByRole('menuitem', { name: new RegExp(`^Takrorlash, Takrorlash uchun ${count} ta savol`) }).click();
    await expect(page).toHaveURL(/\/takrorlash$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Takrorlash' })).toBeVisible();
    await expect(left(page)).toHaveText(`Bugun: ${count} ta savol`);
    await expect(badge(page)).toHaveText(String(count));

    // a wrong answer: the right option and the explanation are shown, the card stays for today
    const wrong = await answerCard(page, correct, false);
    await expect(wrong).toContainText('Notoʻgʻri');
    await expect(page.getByTestId('review-explanation')).toBeVisible();
    await expect(page.locator('main [data-state="correct"]')).toHaveCount(1);
    await expect(left(page)).toHaveText(`Bugun: ${count} ta savol`);
    await fitsWidth(page);
    await shoot(page, 'review-uz-390');

    // two right answers: each card leaves today's queue, the count and the badge shrink
    for (const expected of [count - 1, count - 2]) {
      await page.getByTestId('review-next').click();
      const right = await answerCard(page, correct, true);
      await expect(right).toContainText('Toʻgʻri!');
      await expect(left(page)).toHaveText(`Bugun: ${expected} ta savol`);
      await expect(badge(page)).toHaveText(String(expected));
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await fitsWidth(page);
    await shoot(page, 'review-uz-1280');
    await page.setViewportSize({ width: 390, height: 844 });

    // a DTM mock finished without answers: its questions join the queue, by subject
    const form = (await (await page.request.get('/api/exam/form?kind=dtm&language_id=1')).json()) as {
      data: { pairs: { blok1_id: number; blok2_id: number }[] };
    };
    const [pair] = form.data.pairs;
    const ordered = await page.request.post('/api/exam/order', {
      headers: ORDER_HEADERS,
      data: { kind: 'dtm', language_id: 1, blok1_id: pair.blok1_id, blok2_id: pair.blok2_id },
    });
    expect(ordered.status()).toBe(200);
    const ticketId = ((await ordered.json()) as { data: { ticket_id: number } }).data.ticket_id;
    expect((await page.request.post('/api/exam/finish', { headers: ORDER_HEADERS, data: { ticket_id: ticketId } })).status()).toBe(200);
    await gotoAndSettle(page, '/takrorlash');
    const summary = (await (await page.request.get('/api/review/summary')).json()) as {
      data: { due: number; by_subject: { subject: string; name: string; due: number }[] };
    };
    expect(summary.data.due).toBeGreaterThan(count);
    await expect(left(page)).toHaveText(`Bugun: ${summary.data.due} ta savol`);
    await expect(badge(page)).toHaveText(summary.data.due > 99 ? '99+' : String(summary.data.due));
    // a subject only the DTM mock asked: its chip filters the session to it
    const history = summary.data.by_subject.find((s) => s.subject === 'ozbekiston-tarixi')!;
    expect(history).toBeTruthy();
    const chip = page.getByRole('navigation', { name: 'Fanlar' }).getByRole('link', { name: new RegExp(history.name) });
    await chip.click();
    await expect(page).toHaveURL(/\/takrorlash\?subject=ozbekiston-tarixi$/);
    await expect(chip).toHaveAttribute('aria-current', 'page');
    await expect(left(page)).toHaveText(`Bugun: ${history.due} ta savol`);
    await expect(page.locator('main section').getByText(new RegExp(`^${history.name} · `))).toBeVisible();
    // its key is not known here: whichever the first option was, only a right answer shrinks the count
    const feedback = await answerCard(page, new Set(), false);
    const wasRight = (await feedback.textContent())!.startsWith('Toʻgʻri!');
    await expect(left(page)).toHaveText(`Bugun: ${history.due - (wasRight ? 1 : 0)} ta savol`);
    expect(unexpectedErrors(pageErrors)).toEqual([]);
  });

  test('the review page in Russian: a failed topic test’s questions, answered right, leave today’s queue', async ({
    page,
    browser,
    pageErrors,
  }) => {
    test.setTimeout(180_000);
    await registerNewUser(page);
    await page.evaluate(() => localStorage.setItem('locale', 'ru'));
    const { testId, count, correct } = await topicTest(page, browser, 'ru');
    // the test taken through the api as the screen would: ordered and finished at once
    const quiz = await page.request.get(`/api/themed-order?test_id=${testId}`, { headers: ORDER_HEADERS });
    const ticket = ((await quiz.json()) as { data: { ticket_id: number } }).data.ticket_id;
    expect((await page.request.get(`/api/check-test?ticket_id=${ticket}`, { headers: ORDER_HEADERS })).status()).toBe(200);

    await gotoAndSettle(page, '/takrorlash');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1, name: 'Повторение' })).toBeVisible();
    await expect(left(page)).toContainText(`Сегодня: ${count} `);
    await expect(badge(page)).toHaveText(String(count));
    const right = await answerCard(page, correct, true);
    await expect(right).toContainText('Верно!');
    await expect(right).toContainText('Следующее повторение:');
    await expect(left(page)).toContainText(`Сегодня: ${count - 1} `);
    await expect(badge(page)).toHaveText(String(count - 1));
    await page.getByTestId('review-next').click();
    const wrong = await answerCard(page, correct, false);
    await expect(wrong).toContainText('Неверно');
    await expect(wrong).toContainText('Этот вопрос вернётся в конце сессии');
    await expect(page.getByTestId('review-explanation')).toBeVisible();
    await fitsWidth(page);
    await shoot(page, 'review-ru-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await fitsWidth(page);
    await shoot(page, 'review-ru-1280');
    expect(unexpectedErrors(pageErrors)).toEqual([]);
  });
});
