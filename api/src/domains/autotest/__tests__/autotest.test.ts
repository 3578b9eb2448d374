// The autotest domain on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): the import
// of a generated 1,200-question bank and its time, the 25-minute deadline by the injected server clock,
// the third mistake, the one free exam attempt, Pro tickets, the leaderboard order with ties, the
// mistakes mode on the review queue (ADR 044), saving, and bad input answered 4xx with a localised message.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import {
  AUTOTEST_MINUTES,
  autotestListResponse,
  autotestResultResponse,
  autotestSummaryResponse,
  checkAutotestResponse,
  createAutotestResponse,
  leaderboardResponse,
  type AutotestTicket,
} from '@platform/shared/autotest';
import { errorBodySchema } from '@platform/shared/contracts';
import { appUser, autotestCategory, autotestQuestion, autotestTest, autotestTestQuestion } from '../../../db/schema';
import { ContentImportError, importContent } from '../../content/import';
import { createTestApp, type TestContext } from '../../../../test/helpers';
import { Browser, signedInUser } from '../../../../test/tests-fixture';
import { CATEGORIES, fixtureAssets, generatedBank, rightOf, wrongOf } from './fixtures/bank';

let ctx: TestContext;
/** The server's clock: tests move it. */
let now = new Date('2026-03-02T08:00:00Z');
const tick = (ms: number) => (now = new Date(now.getTime() + ms));
const BANK = { questions: 1200, tickets: 60 };

before(async () => {
  ctx = await createTestApp({ clock: () => now });
  // this file counts tickets and draws exams from its own generated bank only: the seed's bank goes
  const db = ctx.database.db;
  await db.delete(autotestTestQuestion);
  await db.delete(autotestTest);
  await db.delete(autotestQuestion);
  await db.delete(autotestCategory);
});
after(async () => {
  await ctx?.close();
});

const user = async (premium = false) => {
  const u = await signedInUser(ctx.app);
  if (premium)
    await ctx.database.db
      .update(appUser)
      .set({ premium_until: new Date(Date.now() + 86_400_000) })
      .where(eq(appUser.id, u.id));
  return u;
};
/** The generated question (0-based) a ticket question shows: its text is "Savol N?". */
const indexOf = (q: AutotestTicket['tests'][0]['questions'][0]) => Number(/Savol (\d+)\?/.exec(q.text)![1]) - 1;

async function create(b: Browser, body: object) {
  const res = await b.post('/api/auto-test/create', body);
  assert.equal(res.status, 200, res.raw);
  return createAutotestResponse.parse(res.body).data;
}
async function ticket(b: Browser, body: object): Promise<AutotestTicket> {
  const made = await create(b, body);
  assert.ok(made.is_allowed, JSON.stringify(made));
  return made.ticket;
}
const check = (b: Browser, id: number, option_id: number) => b.post('/api/check-test/check', { id, option_id });
let tests: { test_id: number; number: number; is_premium: boolean }[] = [];

describe('autotest', () => {
  it('imports a generated 1,200-question bank in seconds, and again without writing', async () => {
    const bank = generatedBank(BANK);
    const started = performance.now();
    const result = await importContent(ctx.database.db, bank, { readAsset: fixtureAssets, now });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `autotest import: ${BANK.questions} questions, ${BANK.tickets} tickets in ${seconds.toFixed(2)} s (this machine, shared: noise)`,
    );
    assert.deepEqual(result.items, { categories: 8, questions: 1200, tickets: 60, ticket_questions: 1200, images: 2 });
    assert.equal(result.written.questions, 1200);
    assert.ok(seconds < 30, `import took ${seconds} s`);
    const again = await importContent(ctx.database.db, bank, { readAsset: fixtureAssets, now });
    assert.deepEqual(
      Object.values(again.written).filter((n) => n > 0),
      [],
    );
    // a question the file changes is written again, and only that one
    bank.questions[5].uz.text = 'Savol 6 (yangi)?';
    const changed = await importContent(ctx.database.db, bank, { readAsset: fixtureAssets, now });
    assert.equal(changed.written.questions, 1);
    bank.questions[5].uz.text = 'Savol 6?';
    await importContent(ctx.database.db, bank, { readAsset: fixtureAssets, now });
    const list = autotestListResponse.parse(await new Browser(ctx.app).ok('/api/auto-test/view')).data;
    tests = list;
    assert.equal(list.length, 60);
    assert.deepEqual(
      list.filter((t) => t.is_premium).map((t) => t.number),
      [6, 12, 18, 24, 30, 36, 42, 48, 54, 60],
    );
    assert.ok(list.every((t) => t.test_count === 20 && t.test_rating === null && !t.is_saved));
  });

  it('refuses a bank with wrong answers, option counts, keys or pictures, naming each', async () => {
    const bank = generatedBank({ questions: 30, tickets: 1, prefix: 'bad' });
    bank.questions[0].answer = 5; // question 1 has 2 options
    bank.questions[1].ru.options.pop();
    bank.questions[2].image = 'scenes/unsafe.svg';
    bank.questions[3].image = 'signs/missing.svg';
    bank.tickets[0].questions[19] = 'no-such-key';
    bank.questions[4].category = 'nowhere';
    await assert.rejects(importContent(ctx.database.db, bank, { readAsset: fixtureAssets }), (error: unknown) => {
      assert.ok(error instanceof ContentImportError);
      const text = error.lines.join('\n');
      assert.match(text, /questions\[0\]\.answer: expected 1\.\.2/);
      assert.match(text, /questions\[1\]\.ru\.options: expected 3 options, as in uz/);
      assert.match(text, /tickets\[0\]\.questions\[19\]: no question "no-such-key"/);
      assert.match(text, /questions\[4\]\.category: no category "nowhere"/);
      return true;
    });
    // the format is right, the pictures are not: refused by the import, naming the file and the reason
    const pictures = generatedBank({ questions: 30, tickets: 1, prefix: 'pic' });
    pictures.questions[0].image = 'scenes/unsafe.svg';
    pictures.questions[1].image = 'signs/missing.svg';
    await assert.rejects(importContent(ctx.database.db, pictures, { readAsset: fixtureAssets }), (error: unknown) => {
      assert.ok(error instanceof ContentImportError);
      assert.match(error.lines.join('\n'), /questions\[0\]\.image: scenes\/unsafe\.svg: <script> is not allowed/);
      assert.match(error.lines.join('\n'), /questions\[1\]\.image: signs\/missing\.svg: cannot read it/);
      return true;
    });
    const [row] = await ctx.database.db.select().from(autotestQuestion).where(eq(autotestQuestion.key, 'pic-00003'));
    assert.equal(row, undefined, 'nothing of a refused file is written');
  });

  it('a ticket: 20 questions, the deadline 25 minutes after the server start, answers checked, the third mistake ends it', async () => {
    const { browser } = await user();
    const t = await ticket(browser, { test_id: tests[0].test_id });
    assert.equal(t.mode, 'ticket');
    assert.equal(t.tests[0].questions.length, 20);
    assert.equal(t.deadline, new Date(now.getTime() + AUTOTEST_MINUTES * 60_000).toISOString());
    assert.equal(t.server_time, now.toISOString());
    // the same create resumes the same ticket
    assert.equal((await ticket(browser, { test_id: tests[0].test_id })).ticket_id, t.ticket_id);
    const qs = t.tests[0].questions;
    const right = checkAutotestResponse.parse((await check(browser, qs[0].id, rightOf(indexOf(qs[0])))).body).data;
    assert.deepEqual(
      [right.is_right, right.is_true, right.mistakes, right.finished, right.explanation],
      [true, rightOf(indexOf(qs[0])), 0, false, null],
    );
    // a repeat is answered the same; another option is refused
    assert.equal((await check(browser, qs[0].id, rightOf(indexOf(qs[0])))).status, 200);
    const changed = await check(browser, qs[0].id, wrongOf(indexOf(qs[0])));
    assert.equal(changed.status, 409);
    for (const [n, q] of qs.slice(1, 3).entries()) {
      const a = checkAutotestResponse.parse((await check(browser, q.id, wrongOf(indexOf(q)))).body).data;
      assert.deepEqual([a.is_right, a.mistakes, a.finished], [false, n + 1, false]);
    }
    const third = checkAutotestResponse.parse((await check(browser, qs[3].id, wrongOf(indexOf(qs[3])))).body).data;
    assert.deepEqual([third.mistakes, third.finished, third.stop_reason], [3, true, 'mistakes']);
    const refused = await check(browser, qs[4].id, rightOf(indexOf(qs[4])));
    assert.equal(refused.status, 403);
    assert.equal(errorBodySchema.parse(refused.body).code, 'TICKET_FINISHED');
    const result = autotestResultResponse.parse(await browser.ok(`/api/auto-test/result?ticket_id=${t.ticket_id}`)).data;
    assert.deepEqual(
      [result.passed, result.correct, result.mistakes, result.stop_reason, result.wrong.length],
      [false, 1, 3, 'mistakes', 3],
    );
    assert.match(result.wrong[0].explanation, /^Izoh \d+$/);
    // the landing shows it as the learner's last result (the forced stop's way back to it)
    const summary = autotestSummaryResponse.parse(await browser.ok('/api/auto-test/summary')).data;
    assert.deepEqual(summary.last_result, {
      ticket_id: t.ticket_id,
      mode: 'ticket',
      title: t.title,
      passed: false,
      correct: 1,
      mistakes: 3,
      question_count: 20,
      stop_reason: 'mistakes',
      finished_at: result.finished_at,
    });
  });

  it('answers at once (ADR 051): ten wrong ones together stop at the third, one question takes one answer, the last one finishes', async () => {
    const { browser } = await user();
    const t = await ticket(browser, { test_id: tests[1].test_id });
    const qs = t.tests[0].questions;
    // the same question ten times at once, two options: one answer is stored, its repeats answered the same, the other 409
    const same = await Promise.all(
      Array.from({ length: 10 }, (_, i) => check(browser, qs[0].id, i % 2 ? wrongOf(indexOf(qs[0])) : rightOf(indexOf(qs[0])))),
    );
    const stored = same.filter((r) => r.status === 200).map((r) => checkAutotestResponse.parse(r.body).data);
    assert.equal(new Set(stored.map((a) => a.checked)).size, 1, 'one option stored');
    assert.equal(stored.length, 5);
    assert.deepEqual([...new Set(same.filter((r) => r.status !== 200).map((r) => r.status))], [409]);
    assert.ok(stored.every((a) => a.answered === 1));
    // ten wrong answers to ten other questions at once: the counts move one at a time, the third mistake ends the ticket
    const wrongs = await Promise.all(qs.slice(1, 11).map((q) => check(browser, q.id, wrongOf(indexOf(q)))));
    const accepted = wrongs.filter((r) => r.status === 200).map((r) => checkAutotestResponse.parse(r.body).data);
    const mistakesBefore = stored[0].is_right ? 0 : 1;
    assert.equal(accepted.length, 3 - mistakesBefore);
    assert.deepEqual(
      accepted.map((a) => a.mistakes).sort(),
      Array.from({ length: 3 - mistakesBefore }, (_, i) => mistakesBefore + i + 1),
    );
    assert.equal(accepted.filter((a) => a.finished).length, 1);
    assert.ok(accepted.find((a) => a.finished)?.stop_reason === 'mistakes');
    for (const r of wrongs.filter((w) => w.status !== 200)) assert.equal(errorBodySchema.parse(r.body).code, 'TICKET_FINISHED');
    const result = autotestResultResponse.parse(await browser.ok(`/api/auto-test/result?ticket_id=${t.ticket_id}`)).data;
    assert.deepEqual([result.mistakes, result.answered, result.stop_reason], [3, 1 + 3 - mistakesBefore, 'mistakes']);
    // a topic round (no mistake limit, no deadline): every answer counts, the last one finishes it
    const round = await ticket(browser, { mode: 'topic', category: 'first-aid' });
    const answers = await Promise.all(round.tests[0].questions.map((q) => check(browser, q.id, wrongOf(indexOf(q)))));
    const data = answers.map((r) => checkAutotestResponse.parse(r.body).data);
    assert.deepEqual(
      data.map((a) => a.answered).sort((a, b) => a - b),
      data.map((_, i) => i + 1),
    );
    assert.deepEqual(
      data.filter((a) => a.finished).map((a) => a.answered),
      [data.length],
    );
    assert.ok(
      data.every((a) => a.stop_reason === null && a.explanation !== null && a.rule !== null),
      'a training round explains each answer',
    );
  });

  it('a wrong answer to a question whose review card is due later re-rates it (the long way)', async () => {
    const { browser } = await user();
    const t = await ticket(browser, { test_id: tests[4].test_id });
    const [q1] = t.tests[0].questions;
    await check(browser, q1.id, wrongOf(indexOf(q1)));
    await browser.post(`/api/check-test/finish?ticket_id=${t.ticket_id}`, {});
    const mistakes = async () => autotestSummaryResponse.parse(await browser.ok('/api/auto-test/summary')).data.mistakes;
    assert.equal(await mistakes(), 1);
    // right in the mistakes mode: Good, due after today
    const [m1] = (await ticket(browser, { mode: 'mistakes' })).tests[0].questions;
    await check(browser, m1.id, rightOf(indexOf(m1)));
    assert.equal(await mistakes(), 0);
    // the same question wrong in a marathon: Again, due today once more
    const marathon = await ticket(browser, { mode: 'marathon' });
    const again = marathon.tests[0].questions.find((q) => indexOf(q) === indexOf(q1))!;
    const answered = checkAutotestResponse.parse((await check(browser, again.id, wrongOf(indexOf(again)))).body).data;
    assert.deepEqual([answered.is_right, answered.answered], [false, 1]);
    assert.equal(await mistakes(), 1);
  });

  it('the landing’s last result: none before a finished ticket (or for a guest), then the latest finished one', async () => {
    const { browser } = await user();
    const none = autotestSummaryResponse.parse(await browser.ok('/api/auto-test/summary')).data;
    assert.equal(none.last_result, null);
    const guest = autotestSummaryResponse.parse(await new Browser(ctx.app).ok('/api/auto-test/summary')).data;
    assert.equal(guest.last_result, null);
    // a running ticket is not a result
    const first = await ticket(browser, { test_id: tests[6].test_id });
    assert.equal(autotestSummaryResponse.parse(await browser.ok('/api/auto-test/summary')).data.last_result, null);
    assert.equal((await browser.post(`/api/check-test/finish?ticket_id=${first.ticket_id}`, {})).status, 200);
    const after = autotestSummaryResponse.parse(await browser.ok('/api/auto-test/summary')).data.last_result;
    assert.deepEqual([after?.ticket_id, after?.correct, after?.stop_reason], [first.ticket_id, 0, null]);
    tick(1000);
    // a ticket whose deadline passed counts as finished at the deadline, without anyone finishing it
    const second = await ticket(browser, { test_id: tests[7].test_id });
    await check(browser, second.tests[0].questions[0].id, rightOf(indexOf(second.tests[0].questions[0])));
    tick(AUTOTEST_MINUTES * 60_000 + 1000);
    const last = autotestSummaryResponse.parse(await browser.ok('/api/auto-test/summary')).data.last_result;
    assert.deepEqual(
      [last?.ticket_id, last?.correct, last?.stop_reason, last?.finished_at],
      [second.ticket_id, 1, 'time', second.deadline],
    );
  });

  it('answers after the server deadline are refused and the ticket counts 25 minutes', async () => {
    const { browser } = await user();
    const t = await ticket(browser, { test_id: tests[1].test_id });
    const qs = t.tests[0].questions;
    tick(AUTOTEST_MINUTES * 60_000 - 1000);
    assert.equal((await check(browser, qs[0].id, rightOf(indexOf(qs[0])))).status, 200, 'a second before the deadline');
    tick(1000);
    const late = await browser.request('POST', '/api/check-test/check', { id: qs[1].id, option_id: rightOf(indexOf(qs[1])) });
    assert.equal(late.status, 403);
    assert.equal(errorBodySchema.parse(late.body).code, 'TIME_UP');
    tick(60_000);
    const result = autotestResultResponse.parse(await browser.ok(`/api/auto-test/result?ticket_id=${t.ticket_id}`)).data;
    assert.deepEqual([result.stop_reason, result.time_used, result.correct], ['time', AUTOTEST_MINUTES * 60, 1]);
    // a new create after the deadline starts a fresh ticket
    assert.notEqual((await ticket(browser, { test_id: tests[1].test_id })).ticket_id, t.ticket_id);
  });

  it('one free exam attempt, then is_allowed false; Pro is not limited; the exam spans the categories', async () => {
    const free = await user();
    const exam = await ticket(free.browser, { test_id: 0 });
    assert.equal(exam.mode, 'exam');
    const categories = new Set(exam.tests[0].questions.map((q) => CATEGORIES[indexOf(q) % CATEGORIES.length]));
    assert.equal(categories.size, CATEGORIES.length, 'every category is drawn from');
    assert.equal(new Set(exam.tests[0].questions.map(indexOf)).size, 20);
    // the active exam resumes; once finished, no second attempt
    assert.equal((await ticket(free.browser, { mode: 'exam' })).ticket_id, exam.ticket_id);
    assert.equal((await free.browser.post(`/api/check-test/finish?ticket_id=${exam.ticket_id}`, {})).status, 200);
    assert.deepEqual(await create(free.browser, { test_id: 0 }), { is_allowed: false, reason: 'exam_attempt_used' });
    const summary = autotestSummaryResponse.parse(await free.browser.ok('/api/auto-test/summary')).data;
    assert.equal(summary.exam_attempts_left, 0);
    const pro = await user(true);
    for (let i = 0; i < 2; i++) {
      const e = await ticket(pro.browser, { test_id: 0 });
      await pro.browser.post(`/api/check-test/finish?ticket_id=${e.ticket_id}`, {});
    }
  });

  it('Pro tickets are refused to free users and open for Pro', async () => {
    const premium = tests.find((t) => t.is_premium)!;
    const free = await user();
    assert.deepEqual(await create(free.browser, { test_id: premium.test_id }), { is_allowed: false, reason: 'premium' });
    const pro = await user(true);
    assert.equal((await ticket(pro.browser, { test_id: premium.test_id })).tests[0].questions.length, 20);
  });

  it('the leaderboard: best score, then the shorter time, then the earlier finish; the own row kept', async () => {
    const board = tests[2].test_id;
    /** answers `right` questions right then the rest wrong up to 2, taking `seconds`, then finishes */
    const play = async (b: Browser, right: number, seconds: number) => {
      const t = await ticket(b, { test_id: board });
      const qs = t.tests[0].questions;
      tick(seconds * 1000);
      for (const [i, q] of qs.entries()) {
        if (i < right) await check(b, q.id, rightOf(indexOf(q)));
        else if (i < right + 2) await check(b, q.id, wrongOf(indexOf(q)));
      }
      await b.post(`/api/check-test/finish?ticket_id=${t.ticket_id}`, {});
      return t.ticket_id;
    };
    const [a, b, c, d] = [await user(), await user(), await user(), await user()];
    await play(a.browser, 18, 300); // 18 in 300 s
    await play(b.browser, 18, 200); // 18 in 200 s: before a
    await play(c.browser, 18, 200); // 18 in 200 s, finished later than b: after b
    await play(d.browser, 16, 100); // fewer right: last despite the time
    await play(a.browser, 17, 50); // a's worse second try does not replace the best
    const rows = leaderboardResponse.parse(await a.browser.ok(`/api/auto-test/leaderboard?test_id=${board}`)).data;
    assert.deepEqual(
      rows.rows.map((r) => [r.user_id, r.score, r.time_used, r.rank]),
      [
        [b.id, 18, 200, 1],
        [c.id, 18, 200, 2],
        [a.id, 18, 300, 3],
        [d.id, 16, 100, 4],
      ],
    );
    assert.equal(rows.me?.user_id, a.id);
    assert.equal(rows.total, 4);
    const list = autotestListResponse.parse(await a.browser.ok('/api/auto-test/view')).data;
    assert.equal(list.find((t) => t.test_id === board)?.test_rating, 18);
  });

  it('the mistakes mode: the review queue’s due autotest cards; a right answer pushes one out until FSRS brings it back', async () => {
    const { browser } = await user();
    const t = await ticket(browser, { test_id: tests[3].test_id });
    const [q1, q2] = t.tests[0].questions;
    await check(browser, q1.id, wrongOf(indexOf(q1)));
    await check(browser, q2.id, wrongOf(indexOf(q2)));
    await browser.post(`/api/check-test/finish?ticket_id=${t.ticket_id}`, {});
    const round = () => ticket(browser, { mode: 'mistakes' });
    const mistakes = async () => autotestSummaryResponse.parse(await browser.ok('/api/auto-test/summary')).data.mistakes;
    assert.equal(await mistakes(), 2);
    let m = await round();
    // the longest due first: the order the mistakes were made
    assert.deepEqual(m.tests[0].questions.map(indexOf), [indexOf(q1), indexOf(q2)]);
    // q1 right: Good, out of today's queue; q2 wrong again: Again, back in a minute
    const [m1, m2] = m.tests[0].questions;
    const first = checkAutotestResponse.parse((await check(browser, m1.id, rightOf(indexOf(m1)))).body).data;
    assert.match(first.explanation ?? '', /^Izoh/, 'training modes explain at once');
    await check(browser, m2.id, wrongOf(indexOf(m2)));
    assert.equal(await mistakes(), 1);
    m = await round();
    assert.deepEqual(m.tests[0].questions.map(indexOf), [indexOf(q2)]);
    const [last] = m.tests[0].questions;
    await check(browser, last.id, rightOf(indexOf(last)));
    const empty = await browser.post('/api/auto-test/create', { mode: 'mistakes' });
    assert.equal(empty.status, 404);
    assert.equal(errorBodySchema.parse(empty.body).code, 'NO_MISTAKES');
    // days later FSRS brings both due again: the round holds them once more
    const saved = now;
    tick(30 * 86_400_000);
    try {
      assert.equal(await mistakes(), 2);
      m = await round();
      assert.deepEqual(m.tests[0].questions.map(indexOf).sort(), [indexOf(q1), indexOf(q2)].sort());
    } finally {
      now = saved;
    }
  });

  it('topic mode, marathon progress and readiness', async () => {
    const { browser } = await user();
    const topic = await ticket(browser, { mode: 'topic', category: 'speed' });
    assert.equal(topic.deadline, null);
    assert.ok(topic.tests[0].questions.every((q) => CATEGORIES[indexOf(q) % CATEGORIES.length] === 'speed'));
    const marathon = await ticket(browser, { mode: 'marathon' });
    assert.equal(marathon.tests[0].questions.length, 1200);
    for (const q of marathon.tests[0].questions.slice(0, 12)) await check(browser, q.id, rightOf(indexOf(q)));
    const again = await ticket(browser, { mode: 'marathon' });
    assert.equal(again.ticket_id, marathon.ticket_id);
    const summary = autotestSummaryResponse.parse(await browser.ok('/api/auto-test/summary')).data;
    assert.deepEqual(summary.marathon, { answered: 12, total: 1200, ticket_id: marathon.ticket_id });
    assert.equal(summary.readiness, 1); // 12 of 1,200 right, rounded down
    assert.equal(summary.exam_attempts_left, 1);
  });

  it('saving: signed in only, repeat-safe; bad input is a localised 4xx, never a 5xx', async () => {
    const { browser } = await user();
    const guest = new Browser(ctx.app, { 'accept-language': 'ru' });
    assert.equal((await guest.post('/api/auto-test/save', { test_id: tests[0].test_id, status: true })).status, 401);
    for (let i = 0; i < 2; i++)
      assert.equal((await browser.post('/api/auto-test/save', { test_id: tests[0].test_id, status: true })).status, 200);
    assert.ok(autotestListResponse.parse(await browser.ok('/api/auto-test/view')).data[0].is_saved);
    await browser.post('/api/auto-test/save', { test_id: tests[0].test_id, status: false });
    assert.ok(!autotestListResponse.parse(await browser.ok('/api/auto-test/view')).data[0].is_saved);

    const other = await user();
    const mine = await ticket(browser, { test_id: tests[4].test_id });
    const cases: [Browser, 'GET' | 'POST', string, unknown, number][] = [
      [guest, 'POST', '/api/auto-test/create', { test_id: tests[0].test_id }, 401],
      [browser, 'POST', '/api/auto-test/create', { test_id: -1 }, 400],
      [browser, 'POST', '/api/auto-test/create', { test_id: '5' }, 400],
      [browser, 'POST', '/api/auto-test/create', { mode: 'race' }, 400],
      [browser, 'POST', '/api/auto-test/create', { mode: 'topic' }, 400],
      [browser, 'POST', '/api/auto-test/create', { mode: 'topic', category: 'nowhere' }, 404],
      [browser, 'POST', '/api/auto-test/create', { test_id: 999_999 }, 404],
      [browser, 'POST', '/api/check-test/check', { id: mine.tests[0].questions[0].id, option_id: 9 }, 400],
      [
        browser,
        'POST',
        '/api/check-test/check',
        { id: mine.tests[0].questions[0].id, option_id: 5 },
        mine.tests[0].questions[0].options.length === 5 ? 200 : 400,
      ],
      [other.browser, 'POST', '/api/check-test/check', { id: mine.tests[0].questions[1].id, option_id: 1 }, 404],
      [browser, 'POST', '/api/check-test/check', { id: 'x', option_id: 1 }, 400],
      [other.browser, 'POST', `/api/check-test/finish?ticket_id=${mine.ticket_id}`, {}, 404],
      [browser, 'POST', '/api/check-test/finish?ticket_id=abc', {}, 400],
      [browser, 'GET', `/api/auto-test/result?ticket_id=${mine.ticket_id}`, undefined, 409],
      [browser, 'GET', '/api/auto-test/leaderboard?test_id=999999', undefined, 404],
      [guest, 'GET', '/api/auto-test/leaderboard?test_id=0', undefined, 400],
    ];
    for (const [b, method, url, body, status] of cases) {
      const res = await b.request(method, url, body);
      assert.equal(res.status, status, `${method} ${url} ${JSON.stringify(body)}: ${res.raw}`);
      if (status !== 200) {
        const error = errorBodySchema.parse(res.body);
        assert.ok(error.message.length > 0);
        if (b === guest) assert.match(error.message, /[а-яё]/i, 'in Russian for a Russian browser');
      }
    }
  });
});
