import { violations } from './axe';
import { expect, gotoAndSettle, signInStaff, test, unexpectedErrors } from './fixtures';
import { ORDER_HEADERS } from './quiz-helpers';

/**
 * The studio's question bank (issue 35, ADR 056), one page in Uzbek: the editor (demo account) writes
 * a question with a formula and a picture in the form, sees it in the phone preview and submits it;
 * the reviewer's approval of a draft the reviewer wrote is refused on the review page, and the reviewer
 * approves the editor's question; a learner's new ticket of the topic draws it. axe at 1280 and 390 px
 * on each page. (No admin here: studio.spec signs the admin in, and a phone waits a minute between codes.)
 */

const HEADERS = { 'x-requested-with': 'XMLHttpRequest' };
const EDITOR = '+998000000011';
const REVIEWER = '+998000000012';
const TOPIC = 'atom-yadro';
const TOPIC_NAME = 'Atom va yadro fizikasi';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><rect width="40" height="20" fill="#1d4ed8"/></svg>';

test('an editor writes a question, a reviewer’s own approval is refused, the reviewer approves it, a learner draws it', async ({
  page,
  browser,
  pageErrors,
}) => {
  test.setTimeout(300_000);
  const problems: string[] = [];
  const check = async (name: string) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      problems.push(...(await violations(page, `${name} ${width}`)));
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} ${width}: no sideways scroll`).toBeLessThanOrEqual(
        width,
      );
      await page.screenshot({ path: `test-results/studio-bank-${name}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };
  const signIn = async (phone: string) => {
    await signInStaff(page, phone);
    await gotoAndSettle(page, '/studio');
    await expect(page.getByRole('navigation', { name: 'Studiya boʻlimlari' })).toBeVisible();
  };
  await page.setViewportSize({ width: 1280, height: 900 });
  const key = `e2e-${Date.now().toString(36)}`;
  const marker = `Foton ${key}`;

  // the editor: the bank list, then a new question with a formula and a picture
  await signIn(EDITOR);
  // the header's link (the dashboard has a card of the same name)
  const sections = page.getByRole('navigation', { name: 'Studiya boʻlimlari' });
  await sections.getByRole('link', { name: 'Savollar banki' }).click();
  await page.getByRole('combobox', { name: 'Fan' }).selectOption({ label: 'Fizika' });
  await expect(page.getByTestId('bank-table')).toBeVisible();
  await check('list');
  await page.getByRole('link', { name: 'Yangi savol' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Yangi savol' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Savol' });
  await form.getByRole('combobox', { name: 'Fan' }).selectOption({ label: 'Fizika' });
  await form.getByRole('textbox', { name: 'Mavzu' }).fill(TOPIC);
  await form.getByRole('textbox', { name: 'Kalit' }).fill(key);
  await form.getByRole('combobox', { name: 'Toʻgʻri javob' }).selectOption('B');
  for (const [lang, text, explanation] of [
    [
      'Oʻzbekcha',
      `${marker}: energiya $E = h\\nu$ boʻlsa, chastota 2 marta oshsa energiya necha marta oshadi?`,
      'Energiya chastotaga proporsional.',
    ],
    ['Ruscha', `${marker}: энергия $E = h\\nu$; во сколько раз вырастет энергия при удвоении частоты?`, 'Энергия пропорциональна частоте.'],
  ] as const) {
    const group = form.getByRole('group', { name: lang });
    await group.getByRole('textbox', { name: 'Savol matni' }).fill(text);
    for (const [i, option] of ['1', '2', '4', '1/2'].entries())
      await group.getByRole('textbox', { name: `${'ABCD'[i]} variant` }).fill(option);
    await group.getByRole('textbox', { name: 'Izoh' }).fill(explanation);
  }
  await form.getByLabel('Rasm').setInputFiles({ name: 'foton.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(SVG) });
  await expect(form.getByText('Rasm qoʻyilgan.')).toBeVisible();
  const preview = page.getByTestId('item-preview');
  await expect(preview.locator('math').first()).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Savol rasmi' })).toBeVisible();
  expect((await preview.boundingBox())?.width).toBeLessThanOrEqual(360);
  await check('editor');
  await form.getByRole('button', { name: 'Tekshiruvga yuborish' }).click();
  await expect(page).toHaveURL(new RegExp(`/studio/bank/\\d+/${TOPIC}/${key}$`));
  await expect(page.getByText(/tekshiruvchi qaror qilguncha/)).toBeVisible();
  // an editor has no review: the api refuses the approval outright
  const item = (await (await page.request.get(`/api/studio/questions/${page.url().split('/').slice(-3).join('/')}`)).json()) as {
    data: { subject_id: number; draft: { id: number; item: Record<string, unknown> } };
  };
  expect((await page.request.post(`/api/studio/questions/drafts/${item.data.draft.id}/approve`, { headers: HEADERS })).status()).toBe(403);

  // the reviewer wrote a draft too: its approval is refused on the review page, with the api's reason;
  // the editor's question is approved from the same queue
  await signIn(REVIEWER);
  const own = await page.request.post('/api/studio/questions/drafts', {
    headers: HEADERS,
    data: { subject_id: item.data.subject_id, topic: TOPIC, item: { ...item.data.draft.item, id: `${key}-own` } },
  });
  expect(own.status()).toBe(200);
  const ownId = ((await own.json()) as { data: { id: number } }).data.id;
  expect((await page.request.post(`/api/studio/questions/drafts/${ownId}/submit`, { headers: HEADERS })).status()).toBe(200);
  await sections.getByRole('link', { name: 'Tekshiruv navbati' }).click();
  const ownCard = page.getByTestId('review-item').filter({ has: page.getByRole('heading', { name: new RegExp(`${key}-own`) }) });
  await ownCard.getByRole('button', { name: 'Tasdiqlash' }).click();
  await expect(ownCard.getByRole('alert')).toHaveText(/Oʻzingiz yozgan savolni tasdiqlay olmaysiz/);
  const card = page.getByTestId('review-item').filter({ has: page.getByRole('heading', { name: new RegExp(`${key} `) }) });
  await expect(card.getByTestId('item-diff')).toContainText(marker);
  await check('review');
  await card.getByRole('button', { name: 'Tasdiqlash' }).click();
  await expect(card).toHaveCount(0);

  // a learner (a guest of its own) starts the topic test: the new ticket holds the question
  const learner = await browser.newContext();
  try {
    const guest = await learner.newPage();
    await gotoAndSettle(guest, '/mavzuli-test?search=' + encodeURIComponent(TOPIC_NAME));
    const testCard = guest.getByTestId('test-card').first();
    const testId = Number(await testCard.getAttribute('data-test-id'));
    await testCard.click();
    await guest.getByTestId('preview-start').click();
    await expect(guest.getByTestId('quiz-main-button')).toBeVisible();
    const order = await guest.request.get(`/api/themed-order?test_id=${testId}`, { headers: ORDER_HEADERS });
    const questions = ((await order.json()) as { data: { test: { questions: { question_name: string }[] }[] } }).data.test[0].questions;
    expect(questions.some((q) => q.question_name.startsWith(marker))).toBe(true);
  } finally {
    await learner.close();
  }
  expect(problems).toEqual([]);
  expect(unexpectedErrors(pageErrors)).toEqual([]);
});
