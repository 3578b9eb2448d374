// The review queue on a real database (issue 31 item 1, ADR 044): a finished topic test or exam
// queues its wrong and unanswered questions, the review page's answer rates a card with FSRS (right:
// out of today's queue, wrong: back in a minute), a moved server clock brings a card due again, a
// guest's cards are claimed on sign-in, the autotest's mistakes mode draws from the same queue, and
// migration 0020 turns the old autotest mistakes list into cards. Bad input: localised 400s.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkAutotestResponse, createAutotestResponse, autotestSummaryResponse } from '@platform/shared/autotest';
import { errorBodySchema } from '@platform/shared/contracts';
import { examOrderResponse } from '@platform/shared/exams';
import { reviewAnswerResponse, reviewSessionResponse, reviewSummaryResponse, type ReviewItem } from '@platform/shared/review';
import type { Question } from '@platform/shared/topic-tests';
import { autotestAnswer, autotestQuestion, examQuestion, question, questionOption, reviewCard, reviewLog } from '../../../db/schema';
import { rowsOf } from '../../../db/sql';
import { buildApp, createTestApp, HIGH_LIMITS, registeredUser, type TestContext } from '../../../../test/helpers';
import { MIGRATIONS_DIR, migrateFolder, migrationSuite } from '../../../../test/migrations';
import {
  Browser,
  finishQuiz,
  insertTopicFixture,
  orderQuiz,
  quizQuestions,
  signedInUser,
  type FixtureTest,
  type TopicFixture,
} from '../../../../test/tests-fixture';

const DAY = 86_400_000;
let ctx: TestContext;
let app: FastifyInstance;
let fx: TopicFixture;
/** The server's clock runs this far ahead of the real one: tests move it. */
let shift = 0;
const clock = () => new Date(Date.now() + shift);

before(async () => {
  ctx = await createTestApp({ auth: { limits: HIGH_LIMITS } });
  app = await buildApp({ database: ctx.database, auth: { limits: HIGH_LIMITS }, topicDailyLimit: 0, clock });
  await app.ready();
  fx = await insertTopicFixture(ctx.database.db, { lessons: 2, questions: 5 });
});
after(async () => {
  await app?.close();
  await ctx?.close();
});

async function summary(b: Browser) {
  return reviewSummaryResponse.parse(await b.ok('/api/review/summary')).data;
}
async function session(b: Browser, query = '') {
  return reviewSessionResponse.parse(await b.ok(`/api/review/session${query}`)).data;
}
async function answer(b: Browser, item: Pick<ReviewItem, 'card_id' | 'reps'>, optionId: number) {
  const res = await b.post('/api/review/answer', { card_id: item.card_id, option_id: optionId, reps: item.reps });
  assert.equal(res.status, 200, res.raw);
  return reviewAnswerResponse.parse(res.body).data;
}
/** The fixture question of a quiz question. */
const fixtureOf = (test: FixtureTest, q: Pick<Question, 'question_id'>) => test.questions.find((f) => f.id === q.question_id)!;
/** The fixture question a card shows (a topic-test question of the fixture). */
const cardQuestion = async (item: ReviewItem) => {
  const [row] = await ctx.database.db
    .select({ question_id: reviewCard.question_id })
    .from(reviewCard)
    .where(eq(reviewCard.id, item.card_id));
  return fx.tests.flatMap((t) => t.questions).find((q) => q.id === row.question_id)!;
};

/** Takes a fixture test: the first `right` questions right, the next `wrong` wrong, the rest unanswered; finishes it. */
async function takeTest(b: Browser, test: FixtureTest, right: number, wrong: number) {
  const quiz = await orderQuiz(b, test);
  const questions = quizQuestions(quiz);
  for (const [i, q] of questions.entries()) {
    if (i >= right + wrong) break;
    const f = fixtureOf(test, q);
    const res = await b.post('/api/check-test', { id: q.id, option_id: i < right ? f.correct : f.wrong });
    assert.equal(res.status, 200, res.raw);
  }
  await finishQuiz(b, quiz);
  return { ticketId: quiz.ticket_id, asked: questions.map((q) => q.question_id) };
}

describe('the review queue', () => {
  let learner: { browser: Browser; id: number };
  let first: ReviewItem;
  let second: ReviewItem;

  it('a finished topic test queues its wrong and unanswered questions, not the right one', async () => {
    learner = await signedInUser(app);
    const b = learner.browser;
    assert.deepEqual(await summary(b), { due: 0, total: 0, by_subject: [] });
    const { ticketId, asked } = await takeTest(b, fx.uz[0], 1, 1);
    const s = await summary(b);
    assert.deepEqual(s, { due: 4, total: 4, by_subject: [{ subject: fx.subject.slug, name: fx.subject.name_uz, due: 4 }] });
    const got = await session(b);
    assert.equal(got.due, 4);
    assert.deepEqual(got.items.map((i) => i.kind).sort(), ['question', 'question', 'question', 'question']);
    const shown = await Promise.all(got.items.map(cardQuestion));
    assert.deepEqual(shown.map((q) => q.id).sort(), asked.slice(1).sort(), 'the right one is not queued');
    for (const [k, item] of got.items.entries()) {
      assert.deepEqual([item.subject, item.topic, item.lang, item.state, item.reps], [fx.subject.slug, fx.uz[0].name, 'uz', 'new', 0]);
      assert.deepEqual(item.options.map((o) => o.id).sort(), [...shown[k].options].sort());
    }
    // the correct option never leaves the server before the answer
    assert.doesNotMatch(JSON.stringify(got), /is_correct|is_true|explanation/);
    // finishing again changes nothing
    const again = await b.get(`/api/check-test?ticket_id=${ticketId}`);
    assert.equal(again.status, 200);
    assert.deepEqual(await summary(b), s);
  });

  it('a right answer pushes the card out (Good), a wrong one brings it back in a minute (Again)', async () => {
    const b = learner.browser;
    const items = (await session(b)).items;
    [first, second] = items;
    const q1 = await cardQuestion(first);
    const q2 = await cardQuestion(second);
    await ctx.database.db.update(question).set({ explanation: 'Izoh: toʻgʻri javob A.' }).where(eq(question.id, q2.id));

    const right = await answer(b, first, q1.correct);
    const now = clock().getTime() / 1000;
    assert.deepEqual([right.is_right, right.is_true, right.again, right.reps, right.due], [true, q1.correct, false, 1, 3]);
    assert.ok(right.next_at >= now + DAY / 1000 - 5, `due again after a day at the earliest: ${right.next_at - now} s`);

    const wrong = await answer(b, second, q2.wrong);
    assert.deepEqual(
      [wrong.is_right, wrong.is_true, wrong.again, wrong.explanation, wrong.due],
      [false, q2.correct, true, 'Izoh: toʻgʻri javob A.', 3],
    );
    assert.ok(Math.abs(wrong.next_at - (now + 60)) <= 5, `back in a minute: ${wrong.next_at - now} s`);
    assert.equal((await summary(b)).due, 3);
    const later = await session(b);
    assert.equal(
      later.items.some((i) => i.card_id === first.card_id),
      false,
      'the right one left today’s queue',
    );
    const back = later.items.find((i) => i.card_id === second.card_id)!;
    assert.deepEqual([back.state, back.reps], ['learning', 1]);

    // the same answer again (a lost reply) is answered the same; another one to the old state is refused
    assert.deepEqual(await answer(b, first, q1.correct), { ...right, due: 3 });
    const stale = await b.post('/api/review/answer', { card_id: first.card_id, option_id: q1.wrong, reps: 0 });
    assert.deepEqual([stale.status, errorBodySchema.parse(stale.body).code], [409, 'REVIEW_STALE']);
    const early = await b.post('/api/review/answer', { card_id: first.card_id, option_id: q1.correct, reps: 1 });
    assert.deepEqual([early.status, errorBodySchema.parse(early.body).code], [409, 'NOT_DUE']);
    // every rating is logged with ts-fsrs's fields: Good (3) and Again (1)
    const logs = await ctx.database.db
      .select({ card_id: reviewLog.card_id, rating: reviewLog.rating, origin: reviewLog.origin })
      .from(reviewLog)
      .where(sql`${reviewLog.card_id} in (${first.card_id}, ${second.card_id})`)
      .orderBy(asc(reviewLog.id));
    assert.deepEqual(logs, [
      { card_id: first.card_id, rating: 3, origin: 'review' },
      { card_id: second.card_id, rating: 1, origin: 'review' },
    ]);
  });

  it('a test mistake on a card that is not due brings it back (Again)', async () => {
    const b = learner.browser;
    const q1 = await cardQuestion(first);
    const quiz = await orderQuiz(b, fx.uz[0]);
    const shownQ = quizQuestions(quiz).find((q) => q.question_id === q1.id)!;
    await b.post('/api/check-test', { id: shownQ.id, option_id: q1.wrong });
    await finishQuiz(b, quiz);
    const item = (await session(b)).items.find((i) => i.card_id === first.card_id);
    assert.ok(item, 'due again today');
    assert.equal(item.state, 'relearning');
    const [card] = await ctx.database.db.select().from(reviewCard).where(eq(reviewCard.id, first.card_id));
    assert.equal(card.lapses, 1);
  });

  it('FSRS schedules it: the moved clock brings the card due, and a second right answer waits longer', async () => {
    const b = learner.browser;
    // the card answered wrong a moment ago, now answered right: out of today's queue for a day or more
    const learning = (await session(b)).items.find((i) => i.card_id === second.card_id)!;
    const q2 = await cardQuestion(learning);
    const graduated = await answer(b, learning, q2.correct);
    assert.equal(graduated.again, false);
    shift = graduated.next_at * 1000 - Date.now() - DAY;
    assert.equal(
      (await session(b)).items.some((i) => i.card_id === second.card_id),
      false,
      'not due a day before',
    );
    shift = graduated.next_at * 1000 - Date.now() + 1000;
    try {
      const due = (await session(b)).items.find((i) => i.card_id === second.card_id);
      assert.ok(due, 'due once its time has come');
      assert.equal(due.state, 'review');
      const [card] = await ctx.database.db.select().from(reviewCard).where(eq(reviewCard.id, due.card_id));
      const again = await answer(b, due, q2.correct);
      const [after] = await ctx.database.db.select().from(reviewCard).where(eq(reviewCard.id, due.card_id));
      assert.ok(after.scheduled_days > card.scheduled_days, `the interval grows: ${card.scheduled_days} → ${after.scheduled_days} days`);
      assert.ok(after.stability > card.stability, 'and the stability');
      assert.equal(again.again, false);
    } finally {
      shift = 0;
    }
  });

  it('filters by subject and topic, and answers bad input 400 in the caller’s language', async () => {
    const b = learner.browser;
    const lesson1 = await session(b, `?subject=${fx.subject.slug}&topic=lesson-1`);
    assert.ok(lesson1.items.length > 0 && lesson1.items.every((i) => i.topic === fx.uz[0].name));
    assert.deepEqual(await session(b, `?subject=${fx.subject.slug}&topic=lesson-2`), { due: 0, items: [] });
    assert.deepEqual(await session(b, '?subject=avtotest'), { due: 0, items: [] });
    assert.equal((await session(b, '?limit=1')).items.length, 1);

    const ru = new Browser(app, { 'accept-language': 'ru' });
    for (const [url, field] of [
      ['/api/review/session?limit=0', 'limit'],
      ['/api/review/session?limit=51', 'limit'],
      ['/api/review/session?subject=Bad%20Slug!', 'subject'],
    ] as const) {
      const uz = await b.get(url);
      const inRu = await ru.get(url);
      assert.deepEqual([uz.status, inRu.status], [400, 400], url);
      const [e1, e2] = [errorBodySchema.parse(uz.body), errorBodySchema.parse(inRu.body)];
      assert.deepEqual([e1.code, e1.field, e2.field], ['VALIDATION_ERROR', field, field], url);
      assert.notEqual(e1.message, e2.message, 'localised');
      assert.match(e2.message, /[а-я]/);
    }
    const [item] = (await session(b)).items;
    const bad = async (body: unknown, status: number, code: string, field?: string) => {
      const res = await b.post('/api/review/answer', body);
      assert.equal(res.status, status, res.raw);
      const e = errorBodySchema.parse(res.body);
      assert.deepEqual([e.code, e.field], [code, field], JSON.stringify(body));
    };
    await bad({ card_id: item.card_id, option_id: '1', reps: item.reps }, 400, 'VALIDATION_ERROR', 'option_id');
    await bad({ card_id: item.card_id, option_id: 1, reps: item.reps, due: 0 }, 400, 'VALIDATION_ERROR', 'due');
    await bad({ card_id: item.card_id, option_id: fx.uz[1].questions[0].correct, reps: item.reps }, 400, 'VALIDATION_ERROR', 'option_id');
    await bad({ card_id: 2_000_000_000, option_id: 1, reps: 0 }, 404, 'CARD_NOT_FOUND');
    // another learner's card is not found, nor a guest's without the card's cookie
    const other = await signedInUser(app);
    const q = await cardQuestion(item);
    const theirs = await other.browser.post('/api/review/answer', { card_id: item.card_id, option_id: q.correct, reps: item.reps });
    assert.deepEqual([theirs.status, errorBodySchema.parse(theirs.body).code], [404, 'CARD_NOT_FOUND']);
    const guest = await new Browser(app).post('/api/review/answer', { card_id: item.card_id, option_id: q.correct, reps: item.reps });
    assert.equal(guest.status, 404);
  });

  it('works for a guest on the guest cookie, and the cards are claimed on sign-in', async () => {
    // the user who will sign in in that browser has cards of the same test already
    const user = await signedInUser(app);
    await takeTest(user.browser, fx.uz[1], 0, 0);
    assert.deepEqual([(await summary(user.browser)).due, (await summary(user.browser)).total], [5, 5]);

    const guest = new Browser(app);
    assert.deepEqual(await summary(guest), { due: 0, total: 0, by_subject: [] }, 'no cookie, no cards');
    await takeTest(guest, fx.uz[1], 1, 2);
    assert.equal(guest.jar.has('gt'), true);
    assert.deepEqual([(await summary(guest)).due, (await summary(guest)).total], [4, 4]);
    const [item] = (await session(guest)).items;
    const q = await cardQuestion(item);
    assert.equal((await answer(guest, item, q.correct)).due, 3);
    const [card] = await ctx.database.db.select().from(reviewCard).where(eq(reviewCard.id, item.card_id));
    assert.deepEqual([card.user_id === null, card.guest_hash !== null], [true, true]);

    // the guest signs in as that user: the browser has both cookies now
    guest.jar.set('sid', user.browser.jar.get('sid')!);
    const claimed = await summary(guest);
    // one card per question: the guest's 4 joined the user's 5 of the same test; the question the
    // guest answered right in review is due later on the guest's card, so the user's (due now) stays
    assert.deepEqual([claimed.due, claimed.total], [5, 5]);
    const left = await rowsOf<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from review_card where user_id is null and guest_hash = ${card.guest_hash}`,
    );
    assert.equal(Number(left[0].n), 0, 'no guest card is left');
    const onlyGuest = new Browser(app);
    onlyGuest.jar.set('gt', guest.jar.get('gt')!);
    assert.equal((await summary(onlyGuest)).total, 0, 'the guest cookie alone has nothing any more');

    // a guest's new cards join the user's as they are
    const other = new Browser(app);
    await takeTest(other, fx.uz[0], 0, 5);
    const mover = await registeredUser(app);
    other.jar.set('sid', mover.cookie.split('=')[1]);
    assert.deepEqual([(await summary(other)).due, (await summary(other)).total], [5, 5]);
    const [moved] = await ctx.database.db.select().from(reviewCard).where(eq(reviewCard.user_id, mover.id));
    assert.equal(moved.guest_hash, null);
  });

  it('a finished exam queues its wrong and unanswered questions for review', async () => {
    const { browser: b, id } = await signedInUser(app);
    const form = (await b.ok<{ data: { pairs: { blok1_id: number }[] } }>('/api/exam/form?kind=block')).data;
    const ordered = await b.post('/api/exam/order', { kind: 'block', language_id: 1, blok1_id: form.pairs[0].blok1_id });
    assert.equal(ordered.status, 200, ordered.raw);
    const ticketId = examOrderResponse.parse(ordered.body).data.ticket_id!;
    const db = ctx.database.db;
    const rows = await db.select().from(examQuestion).where(eq(examQuestion.ticket_id, ticketId)).orderBy(asc(examQuestion.position));
    assert.ok(rows.length > 2);
    // the first question answered right (written as a save would): it is not queued
    const [right] = await db
      .select({ id: questionOption.id })
      .from(questionOption)
      .where(and(eq(questionOption.question_id, rows[0].question_id!), eq(questionOption.is_correct, true)));
    await db.update(examQuestion).set({ option_id: right.id, seq: 1 }).where(eq(examQuestion.id, rows[0].id));
    const finished = await b.post('/api/exam/finish', { ticket_id: ticketId });
    assert.equal(finished.status, 200, finished.raw);
    const cards = await db.select().from(reviewCard).where(eq(reviewCard.user_id, id));
    assert.deepEqual(
      cards.map((c) => c.question_id).sort(),
      rows
        .slice(1)
        .map((r) => r.question_id)
        .sort(),
    );
    const s = await summary(b);
    assert.equal(s.due, rows.length - 1);
    const [subjectRow] = s.by_subject;
    const filtered = await session(b, `?subject=${subjectRow.subject}&limit=50`);
    assert.equal(filtered.due, subjectRow.due);
    assert.ok(filtered.items.every((i) => i.subject === subjectRow.subject));
  });

  it('the autotest’s mistakes mode draws the due autotest cards of the same queue', async () => {
    const { browser: b } = await signedInUser(app);
    const db = ctx.database.db;
    const list = (await b.ok<{ data: { test_id: number; is_premium: boolean }[] }>('/api/auto-test/view')).data;
    const made = createAutotestResponse.parse(
      (await b.post('/api/auto-test/create', { test_id: list.find((t) => !t.is_premium)!.test_id })).body,
    ).data;
    assert.ok(made.is_allowed);
    const [shown] = made.ticket.tests[0].questions;
    const [{ answer: rightOption, question_id: autoId }] = await db
      .select({ answer: autotestQuestion.answer, question_id: autotestQuestion.id })
      .from(autotestAnswer)
      .innerJoin(autotestQuestion, eq(autotestQuestion.id, autotestAnswer.question_id))
      .where(eq(autotestAnswer.id, shown.id));
    const wrongOption = rightOption === 1 ? 2 : 1;
    const checked = checkAutotestResponse.parse(
      (await b.post('/api/check-test/check', { id: shown.id, option_id: wrongOption })).body,
    ).data;
    assert.equal(checked.is_right, false);
    const landing = async () => autotestSummaryResponse.parse(await b.ok('/api/auto-test/summary')).data.mistakes;
    assert.equal(await landing(), 1);
    assert.deepEqual((await summary(b)).by_subject, [{ subject: 'avtotest', name: 'Avtotest', due: 1 }]);

    // the mistakes round holds that question; a right answer there pushes its card out
    const round = createAutotestResponse.parse((await b.post('/api/auto-test/create', { mode: 'mistakes' })).body).data;
    assert.ok(round.is_allowed);
    assert.equal(round.ticket.tests[0].questions.length, 1);
    const [m] = round.ticket.tests[0].questions;
    const ok = checkAutotestResponse.parse((await b.post('/api/check-test/check', { id: m.id, option_id: rightOption })).body).data;
    assert.equal(ok.is_right, true);
    assert.equal(await landing(), 0);
    const none = await b.post('/api/auto-test/create', { mode: 'mistakes' });
    assert.deepEqual([none.status, errorBodySchema.parse(none.body).code], [404, 'NO_MISTAKES']);
    const [card] = await db.select().from(reviewCard).where(eq(reviewCard.autotest_question_id, autoId));
    assert.deepEqual([card.state, card.reps], [2, 1]);

    // its time comes: due again, in the mistakes mode and on the review page alike
    shift = card.due.getTime() - Date.now() + 1000;
    try {
      assert.equal(await landing(), 1);
      const [item] = (await session(b, '?subject=avtotest')).items;
      assert.deepEqual([item.kind, item.subject, item.state], ['autotest', 'avtotest', 'review']);
      assert.deepEqual(
        item.options.map((o) => o.id),
        item.options.map((_, i) => i + 1),
      );
      const reviewed = await answer(b, item, wrongOption);
      assert.deepEqual([reviewed.is_right, reviewed.is_true, reviewed.again], [false, rightOption, true]);
      assert.match(reviewed.explanation ?? '', /\S/, 'the autotest’s explanation');
    } finally {
      shift = 0;
    }
  });
});

describe('migration 0020_review_cards on existing data', () => {
  const suite = migrationSuite();

  it('turns the autotest mistakes list into new cards due since the mistake', async () => {
    const database = suite.database();
    await migrateFolder(database, suite.upTo(19));
    const { db } = database;
    const one = async <T>(query: ReturnType<typeof sql>) => (await rowsOf<T>(db, query))[0];
    const user = await one<{ id: number }>(sql`insert into app_user (phone) values ('+998901234500') returning id`);
    const category = await one<{ id: number }>(
      sql`insert into autotest_category (slug, name_uz, name_ru) values ('belgilar', 'Belgilar', 'Знаки') returning id`,
    );
    const q = await one<{ id: number }>(sql`
      insert into autotest_question (key, category_id, rule, answer, text_uz, text_ru, options_uz, options_ru, explanation_uz, explanation_ru)
      values ('q1', ${category.id}, '1.1', 1, 'Savol', 'Вопрос', '["A","B"]', '["A","B"]', 'Izoh', 'Пояснение') returning id`);
    await db.execute(
      sql`insert into autotest_mistake (user_id, question_id, streak, wrong_at) values (${user.id}, ${q.id}, 1, '2026-05-01T10:00:00Z')`,
    );
    await migrateFolder(database, MIGRATIONS_DIR);
    const card = await one<{ user_id: number; autotest_question_id: number; state: number; reps: number; due: Date | string }>(
      sql`select user_id, autotest_question_id, state, reps, due from review_card`,
    );
    assert.deepEqual(
      [card.user_id, card.autotest_question_id, card.state, card.reps, new Date(card.due).toISOString()],
      [user.id, q.id, 0, 0, '2026-05-01T10:00:00.000Z'],
    );
    const gone = await one<{ t: string | null }>(sql`select to_regclass('autotest_mistake')::text as t`);
    assert.equal(gone.t, null);
  });
});
