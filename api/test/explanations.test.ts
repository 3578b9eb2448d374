// Bank items (ADR 039) end to end over real HTTP on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): a bank file imported by natural keys (explanation, difficulty, share; a
// re-import writes nothing), its explanation given with the right/wrong feedback of a topic test and
// never before the answer, and every timed exam's result carrying each question's explanation only
// after finish (ADR 011) — never in the running ticket.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { examResultResponse, examTicketResponse } from '@platform/shared/exams';
import { checkAnswerResponse, contentCountsResponse, themedOrderResponse } from '@platform/shared/topic-tests';
import { direction, question, subject, themedTest } from '../src/db/schema';
import { importContent } from '../src/domains/content/import';
import { examClient } from './exam-client';
import { createTestApp, HIGH_LIMITS, type TestContext } from './helpers';
import { insertTopicFixture, type TopicFixture } from './tests-fixture';

const YEAR = 2091;
let ctx: TestContext;
let base: string;
let fx: { m: TopicFixture[]; b1: TopicFixture; b2: TopicFixture };
let bankSubject: { id: number; slug: string };

const { call, user } = examClient(
  () => ctx,
  () => base,
);

/** A bank file of `slug` with three items; `explain` makes each explanation. */
const bankFile = (slug: string, explain = (n: number, l: string) => `${l === 'uz' ? 'Izoh' : 'Пояснение'} ${n}`) => ({
  version: 1,
  kind: 'bank',
  subject: slug,
  topic: { key: 'birinchi-mavzu', name_uz: 'Birinchi mavzu', name_ru: 'Первая тема', sort: 3, share: 0.25 },
  items: [1, 2, 3].map((n) => ({
    id: `${slug}-birinchi-mavzu-00${n}`,
    difficulty: n,
    answer: 'ABC'[n - 1],
    uz: { text: `Savol ${n}?`, options: ['bir', 'ikki', 'uch', 'toʻrt'].map((o) => `${o} ${n}`), explanation: explain(n, 'uz') },
    ru: { text: `Вопрос ${n}?`, options: ['один', 'два', 'три', 'четыре'].map((o) => `${o} ${n}`), explanation: explain(n, 'ru') },
  })),
});

before(async () => {
  ctx = await createTestApp({ withSeed: false, auth: { limits: HIGH_LIMITS } });
  const db = ctx.database.db;
  const m = [];
  for (let i = 0; i < 3; i++) m.push(await insertTopicFixture(db, { lessons: 1, questions: 10 }));
  const b1 = await insertTopicFixture(db, { lessons: 1, questions: 30 });
  const b2 = await insertTopicFixture(db, { lessons: 1, questions: 30 });
  fx = { m, b1, b2 };
  // every pool question explains itself by its id
  const tests = [...m, b1, b2].flatMap((f) => f.tests.map((t) => t.id));
  await db
    .update(question)
    .set({ explanation: sql`'Izoh ' || ${question.id}` })
    .where(inArray(question.test_id, tests));
  await db.insert(direction).values({
    code: String(Math.floor(Math.random() * 1e8)).padStart(8, '8'),
    name_uz: 'Yoʻnalish',
    name_ru: 'Направление',
    subject_1_id: b1.subject.id,
    subject_2_id: b2.subject.id,
  });
  const sections = [
    ...m.map((f) => ({ role: 'mandatory', subject: f.subject.slug, count: 10, points: 1.1, minutes: 20 })),
    { role: 'block1', subject: null, count: 30, points: 3.1, minutes: 60 },
    { role: 'block2', subject: null, count: 30, points: 2.1, minutes: 60 },
  ];
  await importContent(db, {
    version: 1,
    kind: 'exam-weights',
    exams: [
      { kind: 'dtm', year: YEAR, name_uz: 'DTM', name_ru: 'ДТМ', minutes: 180, sections },
      { kind: 'virtual', year: YEAR, name_uz: 'Virtual', name_ru: 'Виртуальный', minutes: 180, sections },
      {
        kind: 'block',
        year: YEAR,
        name_uz: 'Blok',
        name_ru: 'Блок',
        minutes: 60,
        sections: [{ role: 'block1', subject: null, count: 30, points: 3.1, minutes: 60 }],
      },
    ],
  });
  const slug = `bank-${randomBytes(4).toString('hex')}`;
  const [row] = await db.insert(subject).values({ slug, name_uz: 'Bank fani', name_ru: 'Предмет банка', color: '#3366ff' }).returning();
  bankSubject = { id: row.id, slug };
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
after(() => ctx.close());

describe('a bank file imported by natural keys', () => {
  it('writes one test per language with the share, and each item with its explanation and difficulty; a re-import writes nothing', async () => {
    const db = ctx.database.db;
    const first = await importContent(db, bankFile(bankSubject.slug));
    assert.equal(first.kind, 'bank');
    assert.deepEqual(first.items, { tests: 2, questions: 6, options: 24, images: 0 });
    assert.deepEqual(first.written, { tests: 2, questions: 6, options: 24, images: 0 });
    const tests = await db.select().from(themedTest).where(eq(themedTest.subject_id, bankSubject.id));
    assert.deepEqual(tests.map((t) => [t.lesson_key, t.language_id, t.name, t.sort, t.share]).sort(), [
      ['birinchi-mavzu', 1, 'Birinchi mavzu', 3, 0.25],
      ['birinchi-mavzu', 2, 'Первая тема', 3, 0.25],
    ]);
    const uzTest = tests.find((t) => t.language_id === 1)!;
    const rows = await db.select().from(question).where(eq(question.test_id, uzTest.id)).orderBy(question.position);
    assert.deepEqual(
      rows.map((q) => [q.key, q.text, q.explanation, q.difficulty, q.ball]),
      [1, 2, 3].map((n) => [`${bankSubject.slug}-birinchi-mavzu-00${n}`, `Savol ${n}?`, `Izoh ${n}`, n, 5]),
    );
    const ids = rows.map((q) => q.id);

    const again = await importContent(db, bankFile(bankSubject.slug));
    assert.deepEqual(again.written, { tests: 0, questions: 0, options: 0, images: 0 });
    // a changed explanation is written in place: same ids
    const changed = await importContent(
      db,
      bankFile(bankSubject.slug, (n, l) => `${l === 'uz' ? 'Yangi izoh' : 'Новое пояснение'} ${n}`),
    );
    assert.equal(changed.written.questions, 6);
    const after = await db.select().from(question).where(eq(question.test_id, uzTest.id)).orderBy(question.position);
    assert.deepEqual(
      after.map((q) => [q.id, q.explanation]),
      ids.map((id, i) => [id, `Yangi izoh ${i + 1}`]),
    );
  });

  it('refuses a bank of an unknown subject, naming it', async () => {
    await assert.rejects(importContent(ctx.database.db, bankFile('yoq-bunday-fan')), (error: Error & { lines?: string[] }) => {
      assert.match(error.lines?.[0] ?? '', /^subject: no subject with the slug "yoq-bunday-fan"/);
      return true;
    });
  });
});

describe('GET /api/content/counts: the bank per subject and language', () => {
  it('counts questions, explained ones and topics, public and cached, and follows an import', async () => {
    const get = (headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: '/api/content/counts', headers });
    const res = await get({ 'accept-language': 'ru' });
    assert.equal(res.statusCode, 200, res.body);
    assert.ok(res.headers.etag, 'an ETag like the catalogue');
    assert.match(String(res.headers['cache-control']), /public/);
    assert.equal((await get({ 'accept-language': 'ru', 'if-none-match': String(res.headers.etag) })).statusCode, 304);
    const counts = contentCountsResponse.parse(res.json()).data;
    const own = counts.subjects.find((s) => s.slug === bankSubject.slug)!;
    assert.equal(own.name, 'Предмет банка');
    assert.deepEqual(
      [own.uz, own.ru],
      [
        { questions: 3, explained: 3, topics: 1 },
        { questions: 3, explained: 3, topics: 1 },
      ],
    );
    const pool = counts.subjects.find((s) => s.id === fx.b1.subject.id)!;
    assert.deepEqual(pool.uz, { questions: 30, explained: 30, topics: 1 });
    assert.equal(
      counts.total.uz.questions,
      counts.subjects.reduce((n, s) => n + s.uz.questions, 0),
    );

    // a second topic: the cached answer is dropped by the import
    const second = bankFile(bankSubject.slug);
    second.topic = { ...second.topic, key: 'ikkinchi-mavzu', sort: 4 };
    second.items = second.items.map((item) => ({ ...item, id: item.id.replace('birinchi', 'ikkinchi') }));
    await importContent(ctx.database.db, second);
    const after = contentCountsResponse.parse((await get({ 'accept-language': 'ru' })).json()).data;
    assert.deepEqual(after.subjects.find((s) => s.slug === bankSubject.slug)!.uz, { questions: 6, explained: 6, topics: 2 });
  });
});

describe('a topic test: the explanation comes with the feedback, not before', () => {
  it('the quiz holds no explanation before the answer; the answer and the restored quiz carry it', async () => {
    const [uzTest] = await ctx.database.db
      .select({ id: themedTest.id })
      .from(themedTest)
      .where(and(eq(themedTest.subject_id, bankSubject.id), eq(themedTest.language_id, 1), eq(themedTest.lesson_key, 'birinchi-mavzu')));
    const { cookie } = await user({ premium: true });
    const started = await call(cookie, 'GET', `/themed-order?test_id=${uzTest.id}`);
    assert.equal(started.status, 200, started.raw);
    const quiz = themedOrderResponse.parse(started.body).data;
    const questions = quiz.test[0].questions;
    assert.equal(questions.length, 3);
    for (const q of questions) assert.equal(q.explanation, null, 'nothing explained before the answer');
    assert.doesNotMatch(started.raw, /izoh/i);

    const q = questions[0];
    const chosen = q.var_a_id;
    const answered = await call(cookie, 'POST', '/check-test', { id: q.id, option_id: chosen });
    assert.equal(answered.status, 200, answered.raw);
    const feedback = checkAnswerResponse.parse(answered.body).data;
    const [stored] = await ctx.database.db.select().from(question).where(eq(question.id, q.question_id));
    assert.equal(feedback.explanation, stored.explanation);
    assert.match(feedback.explanation ?? '', /^Yangi izoh [123]$/);
    // the same answer again (the long path) says the same
    const replay = checkAnswerResponse.parse((await call(cookie, 'POST', '/check-test', { id: q.id, option_id: chosen })).body).data;
    assert.equal(replay.explanation, stored.explanation);

    const restored = themedOrderResponse.parse((await call(cookie, 'GET', `/themed-order?test_id=${uzTest.id}`)).body).data;
    const [first, ...rest] = restored.test[0].questions;
    assert.equal(first.explanation, stored.explanation);
    for (const other of rest) assert.equal(other.explanation, null);
  });

  it('a question without an explanation answers explanation: null', async () => {
    const { cookie } = await user({ premium: true });
    const legacy = fx.m[0].uz[0];
    await ctx.database.db.update(question).set({ explanation: null }).where(eq(question.test_id, legacy.id));
    const quiz = themedOrderResponse.parse((await call(cookie, 'GET', `/themed-order?test_id=${legacy.id}`)).body).data;
    const q = quiz.test[0].questions[0];
    const answered = checkAnswerResponse.parse((await call(cookie, 'POST', '/check-test', { id: q.id, option_id: q.var_a_id })).body).data;
    assert.ok('explanation' in answered);
    assert.equal(answered.explanation, null);
    await ctx.database.db
      .update(question)
      .set({ explanation: sql`'Izoh ' || ${question.id}` })
      .where(eq(question.test_id, legacy.id));
  });
});

describe('every timed exam: explanations in the result after finish only', () => {
  for (const kind of ['dtm', 'virtual', 'block'] as const) {
    it(`${kind}: the running ticket has none; the finish and the result have each question's`, async () => {
      const { cookie } = await user({ premium: true });
      const ordered = await call(cookie, 'POST', '/exam/order', {
        kind,
        language_id: 1,
        blok1_id: fx.b1.subject.id,
        ...(kind === 'block' ? {} : { blok2_id: fx.b2.subject.id }),
        year_id: YEAR,
      });
      assert.equal(ordered.status, 200, ordered.raw);
      const ticketId = (ordered.body.data as { ticket_id: number }).ticket_id;
      const active = await call(cookie, 'GET', `/exam/active?kind=${kind}`);
      const ticket = examTicketResponse.parse(active.body).data;
      assert.equal(ticket.questions.length, kind === 'block' ? 30 : 90);
      assert.doesNotMatch(active.raw, /explanation|Izoh/, 'the running ticket explains nothing');
      assert.equal((await call(cookie, 'GET', `/exam/result?ticket_id=${ticketId}`)).status, 409);

      const finished = await call(cookie, 'POST', '/exam/finish', { ticket_id: ticketId });
      assert.equal(finished.status, 200, finished.raw);
      const result = examResultResponse.parse(finished.body).data;
      for (const q of result.questions) assert.equal(q.explanation, `Izoh ${q.question_id}`);
      const again = examResultResponse.parse((await call(cookie, 'GET', `/exam/result?ticket_id=${ticketId}`)).body).data;
      assert.deepEqual(
        again.questions.map((q) => q.explanation),
        result.questions.map((q) => q.explanation),
      );
    });
  }
});
