import { extractText, getDocumentProxy } from 'unpdf';
import { test, expect, completeRegistration, enterPhoneAndCode, gotoAndSettle, randomPhone, unexpectedErrors } from './fixtures';
import { correctOptions, optionIds, ORDER_HEADERS, type QuizQuestion } from './quiz-helpers';

const LETTERS = ['a', 'b', 'c', 'd'] as const;

test.describe('topic tests', () => {
  test('a guest answers right and wrong, reloads, finishes, signs in, sees the matching result and gets a verifiable certificate', async ({
    page,
    browser,
    pageErrors,
  }) => {
    await gotoAndSettle(page, '/mavzuli-test?search=' + encodeURIComponent('Kasrlar, foizlar va proporsiya'));
    const card = page.getByTestId('test-card').first();
    await expect(card).toBeVisible();
    const testId = Number(await card.getAttribute('data-test-id'));
    expect(testId).toBeGreaterThan(0);
    const correctIds = await correctOptions(browser, testId, 2);

    // preview → start
    await card.click();
    await page.getByTestId('preview-start').click();
    await expect(page).toHaveURL(new RegExp(`/mavzuli-test/[a-z-]+/${testId}-`));
    // the letters of the right options in this page's own ticket (the options are shuffled per ticket)
    await expect(page.getByTestId('quiz-main-button')).toBeVisible();
    const own = await page.request.get(`/api/themed-order?test_id=${testId}`, { headers: ORDER_HEADERS });
    const ownQuestions = ((await own.json()) as { data: { test: { questions: QuizQuestion[] }[] } }).data.test[0].questions;
    const [first, second] = correctIds.map((id, i) => optionIds(ownQuestions[i]).indexOf(id));
    expect(first).toBeGreaterThanOrEqual(0);
    expect(second).toBeGreaterThanOrEqual(0);

    // 1st question: the right option → green and +XP
    const main = page.getByTestId('quiz-main-button');
    await expect(main).toBeDisabled();
    await page.getByTestId(`option-${LETTERS[first]}`).click();
    await main.click();
    await expect(page.getByTestId(`option-${LETTERS[first]}`)).toHaveAttribute('data-state', 'correct');
    await expect(page.getByTestId('quiz-xp')).toContainText('XP');
    await expect(page.getByTestId('quiz-xp')).toContainText('+');
    await main.click();

    // 2nd question: a wrong option → red, and the correct one green, no XP
    const wrong = (second + 1) % 4;
    await page.getByTestId(`option-${LETTERS[wrong]}`).click();
    await main.click();
    await expect(page.getByTestId(`option-${LETTERS[wrong]}`)).toHaveAttribute('data-state', 'wrong');
    await expect(page.getByTestId(`option-${LETTERS[second]}`)).toHaveAttribute('data-state', 'correct');
    await expect(page.getByTestId('quiz-xp')).not.toContainText('+');

    // reload mid-test: both answers are restored, the screen resumes at the 3rd question
    const quizUrl = page.url();
    await page.reload();
    await expect(page).toHaveURL(quizUrl);
    await expect(page.getByText(/^3\s*\/\s*\d+$/).first()).toBeVisible();
    const restored = await page.request.get(`/api/themed-order?test_id=${testId}`, { headers: ORDER_HEADERS });
    const restoredQuestions = (
      (await restored.json()) as { data: { ticket_id: number; test: { questions: (QuizQuestion & { checked: number })[] }[] } }
    ).data;
    const ticketId = restoredQuestions.ticket_id;
    const [q1, q2, q3] = restoredQuestions.test[0].questions;
    expect(q1.checked).toBe(optionIds(q1)[first]);
    expect(q2.checked).toBe(optionIds(q2)[wrong]);
    expect(q3.checked).toBe(0);
    expect(q3.is_true).toBeNull();

    // finish → results; as a guest the sign-in modal opens with the results link remembered
    await page.getByTestId('quiz-finish').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Yakunlash/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/natijalar/${ticketId}$`));
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Tizimga kirish' })).toBeVisible();
    const phone = randomPhone();
    await enterPhoneAndCode(page, phone);
    await completeRegistration(page, { name: 'Nodira', lastName: 'Karimova' });
    await expect(page).toHaveURL(new RegExp(`/natijalar/${ticketId}$`));
    await expect(page.getByRole('button', { name: /Nodira Karimova: foydalanuvchi menyusi/ })).toBeVisible();

    // the finish bonus, earned when the new account claims the guest ticket: a notice in the page
    // (never a dialog over the actions), gone on the next visit (ADR 046)
    const bonus = page.getByRole('status', { name: 'Tabriklaymiz!' });
    await expect(bonus).toContainText('+5 XP');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await bonus.getByRole('button', { name: 'Rahmat' }).click();
    await expect(bonus).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('result-correct')).toHaveText('1');
    await expect(bonus).toHaveCount(0);

    // the counts match the answers: one right, one wrong
    await expect(page.getByTestId('result-correct')).toHaveText('1');
    await expect(page.getByTestId('result-wrong')).toHaveText('1');
    // courses of the test's subject (matematika, in Uzbek) are recommended under the result
    const courses = page.getByRole('region', { name: 'Tavsiya etilgan kurslar' });
    await expect(courses.getByTestId('recommended-course')).toHaveCount(4);
    await expect(courses.locator('a[href^="/kurslar/"]')).toHaveCount(4);
    const cover = courses.getByTestId('recommended-course').first().locator('img').first();
    await cover.scrollIntoViewIfNeeded();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // the certificate downloads as a PDF with the learner's name and score
    // issuing answers the download_url, which opens in a new tab as an attachment
    const issued = page.waitForResponse((r) => r.url().includes('/api/certification') && r.request().method() === 'POST');
    const popup = page.context().waitForEvent('page');
    await page.getByTestId('certificate-button').click();
    const { download_url: downloadUrl, certificate_id: certificateId } = (await (await issued).json()) as {
      download_url: string;
      certificate_id: string;
    };
    expect(certificateId).toMatch(/^[0-9a-f]{32}$/);
    expect(downloadUrl).toBe(`/api/certificate/${ticketId}.pdf`);
    await popup;
    const response = await page.request.get(downloadUrl);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toContain('attachment');
    const pdf = await response.body();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain('Nodira Karimova');
    expect(text).toMatch(/1\s*\/\s*\d+/);
    expect(text).toContain(`/check/${certificateId}`);

    // anyone can verify it by its public id — not by counting ticket ids
    const verifier = await browser.newContext();
    const verifierPage = await verifier.newPage();
    await verifierPage.goto(`/check/${certificateId}`);
    await expect(verifierPage.getByTestId('certificate-valid')).toContainText('Nodira Karimova');
    await verifierPage.goto(`/check/${ticketId}`);
    await expect(verifierPage.getByTestId('certificate-not-found')).toBeVisible();
    await verifier.close();

    expect(unexpectedErrors(pageErrors)).toEqual([]);
  });
});

test.describe('topic tests when the api is unreachable', () => {
  test('mid-test the learner sees the no-internet message, keeps the choice, and the answer is stored once the api is back', async ({
    page,
    pageErrors,
  }) => {
    const list = await page.request.get('/api/themed-test/view?name=fizika&language_id=1');
    const open = ((await list.json()) as { data: { testUrl: string; testId: number; opensAt: number | null }[] }).data.find(
      (c) => c.opensAt === null,
    )!;
    await gotoAndSettle(page, open.testUrl);
    const main = page.getByTestId('quiz-main-button');

    // the api goes away: the answer cannot be sent
    await page.route('**/api/check-test', (route) => route.abort('internetdisconnected'));
    await page.getByTestId('option-c').click();
    await main.click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Internet yoʻq, ulanishni tekshiring');
    await expect(page.getByTestId('option-c')).toHaveAttribute('data-state', 'selected');

    // nothing was stored yet, and the screen still holds the choice
    const before = await page.request.get(`/api/themed-order?test_id=${open.testId}`, { headers: ORDER_HEADERS });
    const first = ((await before.json()) as { data: { test: { questions: { checked: number; var_c_id: number }[] }[] } }).data.test[0]
      .questions[0];
    expect(first.checked).toBe(0);

    // the api is back: retry sends the same answer, it is stored, the feedback shows
    await page.unroute('**/api/check-test');
    await alert.getByRole('button', { name: 'Qayta urinish' }).click();
    await expect(page.getByTestId('option-c')).toHaveAttribute('data-state', /correct|wrong/);
    await expect(page.getByTestId('quiz-xp')).toBeVisible();
    const after = await page.request.get(`/api/themed-order?test_id=${open.testId}`, { headers: ORDER_HEADERS });
    const stored = ((await after.json()) as { data: { test: { questions: { checked: number; var_c_id: number }[] }[] } }).data.test[0]
      .questions[0];
    expect(stored.checked).toBe(stored.var_c_id);
    expect(unexpectedErrors(pageErrors).filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });
});
