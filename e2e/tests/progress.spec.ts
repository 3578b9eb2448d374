// Progress, standing and recent activity (issue 31 items 2–4, ADR 045) on the composed site, 390 px,
// in Uzbek and in Russian. A learner with Pro (bought in the Payme sandbox) takes, through the api as
// the pages do, a result of every kind — two DTMs, a virtual, a block test, the national certificate,
// a private university's exam (and applies to that program), the running olympiad, an autotest ticket
// and a topic test — while two other learners take a DTM each. Then the profile shows the charts and
// the weakest topics, the recent activity links every kind to its result page, and the DTM result says
// where it stands. Writes the screenshots of the progress section and of the DTM result's standing
// (uz and ru, 390 and 1280 px) into docs/screens/.
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, gotoAndSettle, randomPhone, test, unexpectedErrors } from './fixtures';
import { violations } from './axe';

const screens = path.resolve(__dirname, '../../docs/screens');
const XRW = { 'x-requested-with': 'XMLHttpRequest' };

type Json = Record<string, unknown>;

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}
const get = async <T>(request: APIRequestContext, url: string) => json<T>(await request.get(url, { headers: XRW }));
const post = async <T>(request: APIRequestContext, url: string, data: Json = {}) =>
  json<T>(await request.post(url, { headers: XRW, data }));

/** A registered learner signed in through the api: the sign-in code from the dev outbox, then the profile. */
async function register(request: APIRequestContext, name: string): Promise<void> {
  const phone = randomPhone();
  await post(request, '/api/auth/send-sms', { phone });
  const outbox = await get<{ text: string }[]>(request, `/api/__dev/outbox?phone=${encodeURIComponent(phone)}`);
  const code = /#(\d{5})/.exec(outbox[0].text)![1];
  await post(request, '/api/auth/verify-sms', { phone, code });
  const [subject] = await get<{ id: number }[]>(request, '/api/subjectname');
  const [region] = await get<{ id: number }[]>(request, '/api/address');
  await post(request, '/api/v2/profile/create', {
    full_name: name,
    last_name: 'Sinov',
    birthday: '2007-05-01',
    type: 'APPLICANT',
    subject_ids: [subject.id],
    gender: 'erkak',
    address_id: region.id,
  });
}

interface ExamQuestion {
  id: number;
  question_id: number;
  type?: string | null;
  options: { id: number; text: string }[];
}

/**
 * What the finished results so far revealed: a bank question's right option, by its text (option ids
 * are a ticket's own). Results reveal it only after their finish, as the review does for everyone.
 */
type AnswerKey = Map<number, string>;

async function learn(request: APIRequestContext, ticketId: number, key: AnswerKey) {
  const result = await get<{
    questions: { question_id: number; type?: string | null; options: { id: number; text: string }[]; is_true: number }[];
  }>(request, `/api/exam/result?ticket_id=${ticketId}`);
  for (const q of result.questions) {
    const right = q.options.find((o) => o.id === q.is_true);
    if (!q.type && right?.text && q.options.filter((o) => o.text === right.text).length === 1) key.set(q.question_id, right.text);
  }
}

/**
 * Answers up to `budget` single-choice questions of the running ticket of `kind` — those whose answer
 * the key knows first (rightly), then the others with option `pick` — and finishes it.
 */
async function sitExam(
  request: APIRequestContext,
  kind: string,
  ticketId: number,
  budget: number,
  key: AnswerKey,
  pick = 0,
): Promise<number> {
  const ticket = await get<{ id: number; questions: ExamQuestion[] }>(request, `/api/exam/active?kind=${kind}`);
  expect(ticket.id).toBe(ticketId);
  const single = ticket.questions.filter((q) => (!q.type || q.type === 'single') && q.options.length > 0);
  const known = single.filter((q) => q.options.some((o) => o.text === key.get(q.question_id)));
  const rest = single.filter((q) => !known.includes(q));
  for (const q of [...known, ...rest].slice(0, budget)) {
    const right = q.options.find((o) => o.text === key.get(q.question_id));
    await post(request, '/api/exam/answer', { id: q.id, option_id: (right ?? q.options[pick % q.options.length]).id, seq: 1 });
  }
  await post(request, '/api/exam/finish', { ticket_id: ticketId });
  await learn(request, ticketId, key);
  return ticketId;
}

async function mathPhysics(request: APIRequestContext) {
  const form = await get<{ pairs: { blok1_id: number; blok1_name: string; blok2_id: number; blok2_name: string }[] }>(
    request,
    '/api/exam/form?kind=dtm',
  );
  return form.pairs.find((p) => p.blok1_name === 'Matematika' && p.blok2_name === 'Fizika')!;
}

async function orderExam(request: APIRequestContext, body: Json): Promise<number> {
  const order = await post<{ is_allowed: boolean; ticket_id: number | null }>(request, '/api/exam/order', body);
  expect(order.is_allowed).toBe(true);
  return order.ticket_id!;
}

/** Someone else's DTM, every question answered: the population the learner's result is placed in. */
async function otherTaker(browser: Browser, pick: number, key: AnswerKey) {
  const context = await browser.newContext();
  await register(context.request, 'Boshqa');
  const pair = await mathPhysics(context.request);
  const id = await orderExam(context.request, { kind: 'dtm', language_id: 1, blok1_id: pair.blok1_id, blok2_id: pair.blok2_id });
  await sitExam(context.request, 'dtm', id, 90, key, pick);
  await context.close();
}

/** The learner's results of every kind; returns the browser state (the session) and the best DTM's ticket. */
async function makeLearner(browser: Browser, key: AnswerKey) {
  // every write below is one of this session's: the api allows 120 a minute (WRITE_PER_MINUTE), so the
  // exams are answered in part (about 90 writes in all)
  const context = await browser.newContext();
  const request = context.request;
  await register(request, 'Malika');
  // Pro through the Payme sandbox: DTM and virtual share one free attempt a month
  const checkout = await post<string>(request, '/api/buy-premium?type=payme', { month_count: 1, phone: '+998901234567' });
  const paid = await request.post(`${new URL(checkout, 'http://x').pathname}/pay`, { headers: XRW, maxRedirects: 0 });
  expect(paid.status()).toBe(303);

  const pair = await mathPhysics(request);
  const blocks = { language_id: 1, blok1_id: pair.blok1_id, blok2_id: pair.blok2_id };
  // a first DTM left blank, a second one answered where the others' reviews tell the answer: progress
  await sitExam(request, 'dtm', await orderExam(request, { kind: 'dtm', ...blocks }), 0, key);
  const dtm = await sitExam(request, 'dtm', await orderExam(request, { kind: 'dtm', ...blocks }), 40, key);
  await sitExam(request, 'virtual', await orderExam(request, { kind: 'virtual', ...blocks }), 10, key, 2);
  await sitExam(request, 'block', await orderExam(request, { kind: 'block', language_id: 1, blok1_id: pair.blok1_id }), 6, key);
  const certificate = (await get<{ id: number; language_ids: number[] }[]>(request, '/api/nat-certificate/directions')).find((d) =>
    d.language_ids.includes(1),
  )!;
  const nc = await post<{ ticket_id: number }>(request, '/api/nat-certificate/order', { language_id: 1, subject_id: certificate.id });
  await sitExam(request, 'natcert', nc.ticket_id, 3, key);

  // a private university's program of the same pair: its exam, and an application (a followed direction)
  const subjects = await get<{ id: number; name: string }[]>(request, '/api/subjectname');
  const maths = subjects.find((s) => s.name === 'Matematika')!;
  let program: { id: number; slug: string; university_slug: string } | undefined;
  for (let page = 1; !program && page <= 10; page++) {
    const list = (await (await request.get(`/api/v2/university/courses?subject=${maths.id}&page=${page}`, { headers: XRW })).json()) as {
      data: { id: number; slug: string; university_slug: string; test_available: boolean; subjects: { name: string }[] }[];
    };
    program = list.data.find((p) => p.test_available && p.subjects.map((s) => s.name).join('+') === 'Matematika+Fizika');
    if (!list.data.length) break;
  }
  expect(program, 'a private program testing Matematika + Fizika').toBeTruthy();
  const privateOrder = await post<{ ticket_id: number }>(request, '/api/private-order', {
    course_slug: program!.slug,
    university_slug: program!.university_slug,
  });
  await sitExam(request, 'private', privateOrder.ticket_id, 3, key);
  await post(request, '/api/application-create', { program_id: program!.id, user_name: 'Malika', phone: '+998901234567' });

  // the running olympiad: start a combination and finish it
  const olympiads = await get<{ items: { id: number; status: string }[] }>(request, '/api/olympic/olympics-list');
  const running = olympiads.items.find((o) => o.status === 'active')!;
  const view = await get<{ courses: { id: number }[] }>(request, `/api/olympic/olympic-view?id=${running.id}`);
  const olympiadOrder = await post<{ ticket_id: number }>(request, '/api/olympic/olympic-order', {
    olympic_id: running.id,
    olympic_course_id: view.courses[0].id,
  });
  await post(request, '/api/olympic/olympic-finish-test', { ticket_id: olympiadOrder.ticket_id });

  // an autotest ticket, finished
  const tickets = await get<{ test_id: number; is_premium: boolean }[]>(request, '/api/auto-test/view');
  const created = await post<{ is_allowed: boolean; ticket: { ticket_id: number } }>(request, '/api/auto-test/create', {
    test_id: tickets.find((t) => !t.is_premium)!.test_id,
  });
  await post(request, `/api/check-test/finish?ticket_id=${created.ticket.ticket_id}`);

  // a topic test of the pair's first subject, eight questions answered A (some wrong): a weak topic
  const cards = await get<{ testId: number; opensAt: number | null }[]>(
    request,
    '/api/themed-test/view?name=matematika&language_id=1&size=5',
  );
  const quiz = await get<{ ticket_id: number; test: { questions: { id: number; var_a_id: number }[] }[] }>(
    request,
    `/api/themed-order?test_id=${cards.find((c) => c.opensAt === null)!.testId}`,
  );
  for (const q of quiz.test[0].questions.slice(0, 8)) await post(request, '/api/check-test', { id: q.id, option_id: q.var_a_id });
  await get(request, `/api/check-test?ticket_id=${quiz.ticket_id}`);

  const state = await context.storageState();
  await context.close();
  return { state, dtm };
}

let learner: Awaited<ReturnType<typeof makeLearner>>;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(300_000);
  const key: AnswerKey = new Map();
  for (const pick of [0, 1, 3]) await otherTaker(browser, pick, key);
  learner = await makeLearner(browser, key);
});

const TEXT = {
  uz: {
    progress: 'Rivojlanish',
    activity: 'Soʻnggi faoliyat',
    chart: /^DTM: oxirgi natija [\d,]+ \/ 189, eng yaxshisi [\d,]+$/,
    kinds: ['DTM', 'Virtual test', 'Blok test', 'Milliy sertifikat', 'Avtotest'],
    weakest: 'Eng koʻp xato qilingan mavzular',
    practice: /: mavzu testi$/,
    review: /: takrorlash$/,
    standing: 'Siz qayerdasiz',
    percentile: /yana \d+ kishining \d+ foizidan yuqori ball oldingiz/,
    directions: 'Siz tanlagan yoʻnalishlar',
  },
  ru: {
    progress: 'Прогресс',
    activity: 'Последняя активность',
    chart: /^ДТМ: последний результат [\d,]+ из 189, лучший [\d,]+$/,
    kinds: ['ДТМ', 'Виртуальный тест', 'Блок-тест', 'Национальный сертификат', 'Автотест'],
    weakest: 'Темы с наибольшим числом ошибок',
    practice: /: тест по теме$/,
    review: /: повторение$/,
    standing: 'Ваше место',
    percentile: /Ваш результат выше, чем у \d+% из \d+ человека?, сдававш(их|его) этот тест за последние 90 дней/,
    directions: 'Выбранные вами направления',
  },
} as const;

/** Every kind's result page, as the recent activity links them. */
const RESULT_LINKS = [
  /^\/natijalar\/\d+$/, // topic test
  /^\/natijalar\/imtihon\/\d+$/, // DTM, virtual, block, private
  /^\/milliy-sertifikat\/result\?ticket=\d+$/,
  /^\/online-olimpiadalar\/olimpiada-\d+\/natijalar$/,
  /^\/avtotest\/result\/\d+$/,
];

async function openAs(browser: Browser, lang: 'uz' | 'ru', width: number): Promise<Page> {
  const context = await browser.newContext({ storageState: learner.state, viewport: { width, height: width === 390 ? 844 : 900 } });
  const page = await context.newPage();
  await gotoAndSettle(page, '/');
  await page.evaluate((l) => localStorage.setItem('locale', l), lang);
  await context.addCookies([{ name: 'locale', value: lang, url: page.url() }]);
  return page;
}

/** The viewport made tall enough for the progress section, which is scrolled to its middle (the header and bottom nav stay off it). */
async function shootProgress(page: Page, name: string) {
  const section = page.locator('section[aria-labelledby="profile-progress-title"]');
  const box = (await section.boundingBox())!;
  await page.setViewportSize({ width: page.viewportSize()!.width, height: Math.ceil(box.height) + 280 });
  await section.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(screens, `${name}.png`) });
}

/** The result page from its top to the end of the standing card, in one viewport. */
async function shootStanding(page: Page, name: string) {
  const card = (await page.getByTestId('standing').boundingBox())!;
  const top = await page.evaluate(() => window.scrollY);
  await page.setViewportSize({ width: page.viewportSize()!.width, height: Math.ceil(top + card.y + card.height) + 24 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(screens, `${name}.png`) });
}

for (const lang of ['uz', 'ru'] as const) {
  test(`${lang}, 390 px: the profile charts every kind and names the weakest topics; recent activity links every kind; the DTM result says where it stands`, async ({
    browser,
    pageErrors,
  }) => {
    test.setTimeout(180_000);
    const text = TEXT[lang];
    const page = await openAs(browser, lang, 390);
    page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console.error: ${message.text()}`);
    });
    await gotoAndSettle(page, '/profile');

    // progress: a chart per kind taken (tabs), the maximum marked, the weakest topics with both links
    const progress = page.locator('section[aria-labelledby="profile-progress-title"]');
    await expect(progress.getByRole('heading', { level: 2, name: text.progress })).toBeVisible();
    const chart = progress.getByRole('img', { name: text.chart });
    await expect(chart).toBeVisible();
    expect(await chart.locator('circle').count()).toBe(2);
    await expect(progress.getByTestId('score-chart-max')).toHaveCount(1);
    const tabs = progress.getByRole('tablist');
    await expect(tabs.getByRole('tab')).toHaveText([...text.kinds]);
    await tabs.getByRole('tab', { name: text.kinds[4] }).click();
    await expect(progress.getByTestId('progress-chart-autotest')).toBeVisible();
    await tabs.getByRole('tab', { name: text.kinds[0] }).click();
    await expect(progress.getByTestId('progress-subjects').getByRole('listitem').first()).toBeVisible();
    const weakest = progress.getByTestId('progress-weakest');
    await expect(progress.getByRole('heading', { name: text.weakest })).toBeVisible();
    const topics = weakest.getByRole('listitem');
    expect(await topics.count()).toBeGreaterThanOrEqual(1);
    await expect(topics.first().getByRole('link', { name: text.practice })).toHaveAttribute('href', /^\/mavzuli-test\/[^/]+\/\d+-/);
    await expect(topics.first().getByRole('link', { name: text.review })).toHaveAttribute(
      'href',
      /^\/takrorlash\?subject=[a-z0-9-]+&topic=[^&]+$/,
    );
    expect(await violations(page, '/profile')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // recent activity: every kind, each linking to its own result page
    const activity = page.locator('section[aria-labelledby="profile-activity-title"]');
    await expect(activity.getByRole('heading', { name: text.activity })).toBeVisible();
    const hrefs = await activity.getByTestId('activity-link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toHaveLength(9);
    for (const pattern of RESULT_LINKS) expect(hrefs.filter((h) => pattern.test(h)).length, String(pattern)).toBeGreaterThan(0);
    expect(hrefs.filter((h) => /^\/natijalar\/imtihon\//.test(h))).toHaveLength(5);
    expect(hrefs).toContain(`/natijalar/imtihon/${learner.dtm}`);

    // the DTM result: its standing among the last 90 days' takers and the followed direction
    await activity.locator(`a[href="/natijalar/imtihon/${learner.dtm}"]`).click();
    const standing = page.getByTestId('standing');
    await expect(standing.getByRole('heading', { name: text.standing })).toBeVisible();
    await expect(standing.getByTestId('standing-percentile')).toHaveText(text.percentile);
    await expect(standing.getByRole('heading', { name: text.directions })).toBeVisible();
    await expect(standing.getByTestId('standing-direction').first()).toBeVisible();
    expect(await violations(page, `/natijalar/imtihon/${learner.dtm}`)).toEqual([]);
    expect(unexpectedErrors(pageErrors)).toEqual([]);
    await page.context().close();
  });
}

test('screenshots of the progress section and of a DTM result’s standing (uz, ru; 390, 1280 px)', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const lang of ['uz', 'ru'] as const) {
    for (const width of [390, 1280]) {
      const page = await openAs(browser, lang, width);
      await gotoAndSettle(page, '/profile');
      const progress = page.locator('section[aria-labelledby="profile-progress-title"]');
      await expect(progress.getByRole('img', { name: TEXT[lang].chart })).toBeVisible();
      await shootProgress(page, `progress-${lang}-${width}`);
      await gotoAndSettle(page, `/natijalar/imtihon/${learner.dtm}`);
      await expect(page.getByTestId('standing-percentile')).toBeVisible();
      await shootStanding(page, `standing-${lang}-${width}`);
      await page.context().close();
    }
  }
});
