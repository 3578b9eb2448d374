// The timed-exam engine over real HTTP against a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL). The question pools are the test's own: five subjects with exactly as many
// questions per language as a ticket needs (3 × 10 mandatory, 2 × 30 blocks), a direction that offers
// the block pair, and a weights table for the year 2090 imported through the content import —
// so nothing here depends on how many questions the seed holds.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  estimatedCertificateScore,
  examActiveResponse,
  examResultResponse,
  examTicketResponse,
  nationalCertificateLevel,
  type ExamResult,
  type ExamTicket,
} from '@platform/shared/exams';
import { progressResponse } from '@platform/shared/topic-tests';
import { direction, examQuestion, examTicket, questionOption } from '../../../db/schema';
import { importContent } from '../../content/import';
import { examClient, type Reply } from '../../../../test/exam-client';
import { buildApp, createTestApp, HIGH_LIMITS, type TestContext } from '../../../../test/helpers';
import { insertTopicFixture, type TopicFixture } from '../../../../test/tests-fixture';

const YEAR = 2090;
let ctx: TestContext;
let base: string;
let fx: { m: TopicFixture[]; b1: TopicFixture; b2: TopicFixture; short: TopicFixture };

const weights = (slugs: string[], blockCount: number) => [
  ...slugs.map((subject) => ({ role: 'mandatory', subject, count: 10, points: 1.1, minutes: 20 })),
  { role: 'block1', subject: null, count: blockCount, points: 3.1, minutes: 60 },
  { role: 'block2', subject: null, count: blockCount, points: 2.1, minutes: 60 },
];

before(async () => {
  ctx = await createTestApp({ withSeed: false, auth: { limits: HIGH_LIMITS } });
  const db = ctx.database.db;
  const m = [];
  for (let i = 0; i < 3; i++) m.push(await insertTopicFixture(db, { lessons: 1, questions: 10 }));
  const b1 = await insertTopicFixture(db, { lessons: 1, questions: 30 });
  const b2 = await insertTopicFixture(db, { lessons: 1, questions: 30 });
  const short = await insertTopicFixture(db, { lessons: 1, questions: 29 });
  fx = { m, b1, b2, short };
  const code = () => String(Math.floor(Math.random() * 1e8)).padStart(8, '9');
  await db.insert(direction).values([
    { code: code(), name_uz: "Yo'nalish", name_ru: 'Направление', subject_1_id: b1.subject.id, subject_2_id: b2.subject.id },
    { code: code(), name_uz: "Qisqa yo'nalish", name_ru: 'Короткое', subject_1_id: b1.subject.id, subject_2_id: short.subject.id },
  ]);
  const slugs = m.map((f) => f.subject.slug);
  await importContent(db, {
    version: 1,
    kind: 'exam-weights',
    exams: [
      { kind: 'dtm', year: YEAR, name_uz: 'DTM sinov', name_ru: 'ДТМ тест', minutes: 180, sections: weights(slugs, 30) },
      { kind: 'virtual', year: YEAR, name_uz: 'Virtual sinov', name_ru: 'Виртуальный', minutes: 180, sections: weights(slugs, 30) },
      // a block pool shared with a mandatory section: 10 + 30 from one 30-question pool cannot be drawn without repeats
      {
        kind: 'block',
        year: YEAR,
        name_uz: 'Blok',
        name_ru: 'Блок',
        minutes: 80,
        sections: [
          { role: 'mandatory', subject: b1.subject.slug, count: 10, points: 1.1, minutes: 20 },
          { role: 'block1', subject: null, count: 30, points: 3.1, minutes: 60 },
        ],
      },
    ],
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
after(() => ctx.close());

const { call, user } = examClient(
  () => ctx,
  () => base,
);

const order = (cookie: string, extra: Record<string, unknown> = {}) =>
  call(cookie, 'POST', '/exam/order', {
    kind: 'dtm',
    language_id: 1,
    blok1_id: fx.b1.subject.id,
    blok2_id: fx.b2.subject.id,
    year_id: YEAR,
    ...extra,
  });

async function started(cookie: string, kind = 'dtm'): Promise<ExamTicket> {
  const res = await call(cookie, 'GET', `/exam/active?kind=${kind}`);
  assert.equal(res.status, 200, res.raw);
  return examTicketResponse.parse(res.body).data;
}

/** The correct and a wrong option of each exam question, read from the database (never from the api). */
async function keyOf(ticketId: number): Promise<Map<number, { correct: number; wrong: number }>> {
  const rows = await ctx.database.db
    .select({ id: examQuestion.id, option: questionOption.id, is_correct: questionOption.is_correct })
    .from(examQuestion)
    .innerJoin(questionOption, eq(questionOption.question_id, examQuestion.question_id))
    .where(eq(examQuestion.ticket_id, ticketId));
  const key = new Map<number, { correct: number; wrong: number }>();
  for (const r of rows) {
    const k = key.get(r.id) ?? { correct: 0, wrong: 0 };
    if (r.is_correct) k.correct = r.option;
    else k.wrong = r.option;
    key.set(r.id, k);
  }
  return key;
}

let seq = 0;
const save = (cookie: string, id: number, option_id: number, s = ++seq) => call(cookie, 'POST', '/exam/answer', { id, option_id, seq: s });

describe('DTM ticket: sections, no repeats, nothing revealed before finish, 189 for all correct', () => {
  it('an all-correct DTM scores exactly 189 and finishing twice answers the same result', async () => {
    const { cookie } = await user({ premium: true });
    const ordered = await order(cookie);
    assert.equal(ordered.status, 200, ordered.raw);
    const ticketId = (ordered.body.data as { ticket_id: number }).ticket_id;
    const ticket = await started(cookie);
    assert.equal(ticket.id, ticketId);
    assert.deepEqual(
      ticket.sections.map((s) => [s.question_count, s.points]),
      [
        [10, 1.1],
        [10, 1.1],
        [10, 1.1],
        [30, 3.1],
        [30, 2.1],
      ],
    );
    assert.equal(ticket.questions.length, 90);
    assert.equal(new Set(ticket.questions.map((q) => q.question_id)).size, 90, 'no question twice in one ticket');
    assert.ok(ticket.deadline - ticket.server_now > 179 * 60_000 && ticket.deadline - ticket.server_now <= 180 * 60_000);
    assert.doesNotMatch((await call(cookie, 'GET', '/exam/active?kind=dtm')).raw, /is_true|is_correct|correct/);
    // ordering again continues the same ticket
    assert.equal(((await order(cookie)).body.data as { ticket_id: number }).ticket_id, ticketId);

    const key = await keyOf(ticketId);
    for (const q of ticket.questions) {
      const res = await save(cookie, q.id, key.get(q.id)!.correct);
      assert.equal(res.status, 200, res.raw);
      assert.doesNotMatch(res.raw, /is_true|is_correct|correct/);
    }
    // the result is not there before finish
    assert.equal((await call(cookie, 'GET', `/exam/result?ticket_id=${ticketId}`)).status, 409);

    const first = await call(cookie, 'POST', '/exam/finish', { ticket_id: ticketId });
    assert.equal(first.status, 200, first.raw);
    const result: ExamResult = examResultResponse.parse(first.body).data;
    assert.equal(result.ball, 189);
    assert.equal(result.max_ball, 189);
    assert.deepEqual(
      result.sections.map((s) => s.ball),
      [11, 11, 11, 93, 63],
    );
    assert.ok(result.questions.every((q) => q.is_true === q.checked && q.is_true > 0));
    const again = await call(cookie, 'POST', '/exam/finish', { ticket_id: ticketId });
    assert.deepEqual(examResultResponse.parse(again.body).data, result);
    // a finished ticket takes no answer
    assert.equal((await save(cookie, ticket.questions[0].id, key.get(ticket.questions[0].id)!.wrong)).status, 409);
  });

  it('mixed answers: each section scores correct × its weight and the total is their sum', async () => {
    const { cookie } = await user({ premium: true });
    const ticketId = ((await order(cookie, { kind: 'virtual' })).body.data as { ticket_id: number }).ticket_id;
    const ticket = await started(cookie, 'virtual');
    const key = await keyOf(ticketId);
    // per section: the first 3 right, the next 2 wrong, the rest unanswered
    const bySection = new Map<number, number>();
    for (const q of ticket.questions) {
      const n = bySection.get(q.section_id) ?? 0;
      bySection.set(q.section_id, n + 1);
      if (n < 3) await save(cookie, q.id, key.get(q.id)!.correct);
      else if (n < 5) await save(cookie, q.id, key.get(q.id)!.wrong);
    }
    // a changed answer counts as the last one: the 4th of the first section is made right
    const changed = ticket.questions.filter((q) => q.section_id === ticket.sections[0].id)[3];
    await save(cookie, changed.id, key.get(changed.id)!.correct);
    const result = examResultResponse.parse((await call(cookie, 'POST', '/exam/finish', { ticket_id: ticketId })).body).data;
    assert.deepEqual(
      result.sections.map((s) => [s.correct, s.answered]),
      [
        [4, 5],
        [3, 5],
        [3, 5],
        [3, 5],
        [3, 5],
      ],
    );
    assert.deepEqual(
      result.sections.map((s) => s.ball),
      [4.4, 3.3, 3.3, 9.3, 6.3],
    );
    assert.equal(result.ball, 26.6);
  });
});

describe('the deadline is the server’s', () => {
  it('an answer after the deadline is refused and the ticket is finished with what was saved before it', async () => {
    const { cookie } = await user({ premium: true });
    const ticketId = ((await order(cookie)).body.data as { ticket_id: number }).ticket_id;
    const ticket = await started(cookie);
    const key = await keyOf(ticketId);
    const [q1, q2, q3] = ticket.questions;
    assert.equal((await save(cookie, q1.id, key.get(q1.id)!.correct)).status, 200);
    assert.equal((await save(cookie, q2.id, key.get(q2.id)!.wrong)).status, 200);
    // the clock passes the deadline (moved on the server, as time would)
    const deadline = new Date(Date.now() - 1000);
    await ctx.database.db
      .update(examTicket)
      .set({ started_at: new Date(deadline.getTime() - 180 * 60_000), deadline_at: deadline })
      .where(eq(examTicket.id, ticketId));
    const late = await save(cookie, q3.id, key.get(q3.id)!.correct);
    assert.equal(late.status, 409, late.raw);
    assert.equal(late.body.code, 'EXAM_DEADLINE');
    assert.match(late.body.message ?? '', /vaqti tugadi/);
    const [row] = await ctx.database.db.select().from(examTicket).where(eq(examTicket.id, ticketId));
    assert.equal(row.status, 'finished');
    assert.equal(row.finished_at!.getTime(), deadline.getTime(), 'finished at the deadline, never later');
    const result = examResultResponse.parse((await call(cookie, 'GET', `/exam/result?ticket_id=${ticketId}`)).body).data;
    assert.equal(result.sections[0].answered, 2);
    assert.equal(result.sections[0].correct, 1);
    assert.equal(result.ball, 1.1);
    assert.equal(result.seconds_used, 180 * 60);
    // the screen learns it on its next load: no unfinished exam
    const after = await call(cookie, 'GET', '/exam/active?kind=dtm');
    assert.equal(after.status, 200, after.raw);
    assert.equal(examActiveResponse.parse(after.body).data, null);
  });

  it('the sweeper of a running api finishes a ticket nobody opens again', async () => {
    const { cookie } = await user({ premium: true });
    const ticketId = ((await order(cookie)).body.data as { ticket_id: number }).ticket_id;
    const deadline = new Date(Date.now() - 1000);
    await ctx.database.db.update(examTicket).set({ deadline_at: deadline }).where(eq(examTicket.id, ticketId));
    // a second api instance on the same database, sweeping every 50 ms (the test app's sweeps every 30 s)
    const sweeping = await buildApp({ database: ctx.database, examSweepMs: 50 });
    await sweeping.ready();
    try {
      let row = (await ctx.database.db.select().from(examTicket).where(eq(examTicket.id, ticketId)))[0];
      for (let i = 0; i < 100 && row.status === 'active'; i++) {
        await new Promise((r) => setTimeout(r, 50));
        row = (await ctx.database.db.select().from(examTicket).where(eq(examTicket.id, ticketId)))[0];
      }
      assert.equal(row.status, 'finished');
      assert.equal(row.ball, 0);
      assert.equal(row.finished_at!.getTime(), deadline.getTime());
    } finally {
      await sweeping.close();
    }
  });
});

describe('GET /exam/active without an unfinished exam', () => {
  it('answers 200 with data null (never a 404 a start page would log), for every kind', async () => {
    const { cookie } = await user({ premium: false });
    for (const kind of ['dtm', 'virtual', 'block', 'natcert', 'private']) {
      const res = await call(cookie, 'GET', `/exam/active?kind=${kind}`);
      assert.equal(res.status, 200, `${kind}: ${res.raw}`);
      assert.deepEqual(res.body, { data: null });
      assert.equal(examActiveResponse.parse(res.body).data, null);
    }
    // a guest is still asked to sign in
    assert.equal((await call('', 'GET', '/exam/active?kind=dtm')).status, 401);
  });
});

describe('free allowance and refusals', () => {
  it('a free user’s DTM beyond the monthly allowance answers is_allowed: false', async () => {
    const { cookie } = await user({ premium: false });
    const form = await call(cookie, 'GET', '/exam/form?kind=dtm');
    assert.equal(form.status, 404, 'no 2025 weights in this database: the form says so');
    const first = await order(cookie);
    assert.deepEqual((first.body.data as { is_allowed: boolean }).is_allowed, true);
    const ticketId = (first.body.data as { ticket_id: number }).ticket_id;
    // continuing the same ticket is not a new mock
    assert.equal(((await order(cookie)).body.data as { ticket_id: number }).ticket_id, ticketId);
    await call(cookie, 'POST', '/exam/finish', { ticket_id: ticketId });
    assert.deepEqual((await order(cookie)).body.data, { is_allowed: false, ticket_id: null });
    assert.deepEqual((await order(cookie, { kind: 'virtual' })).body.data, { is_allowed: false, ticket_id: null });
  });

  it('too few questions for a ticket without repeats: 409, never a repeat', async () => {
    const { cookie } = await user({ premium: true });
    const short = await order(cookie, { blok2_id: fx.short.subject.id });
    assert.equal(short.status, 409, short.raw);
    assert.equal(short.body.code, 'NOT_ENOUGH_QUESTIONS');
    assert.match(short.body.message ?? '', /29 ta, kerak 30 ta/);
    const shared = await order(cookie, { kind: 'block', blok2_id: undefined });
    assert.equal(shared.status, 409, shared.raw);
    assert.match(shared.body.message ?? '', /20 ta, kerak 30 ta/);
  });

  it('bad ids, wrong pairs, foreign tickets and questions: 4xx, never 5xx', async () => {
    const owner = await user({ premium: true });
    const stranger = await user({ premium: true });
    const ticketId = ((await order(owner.cookie)).body.data as { ticket_id: number }).ticket_id;
    const ticket = await started(owner.cookie);
    const key = await keyOf(ticketId);
    const q = ticket.questions[0];
    const otherSection = ticket.questions.find((x) => x.section_id !== q.section_id)!;
    const cases: [string, Reply | Promise<Reply>, number][] = [
      ['signed out', call('', 'POST', '/exam/order', { kind: 'dtm', language_id: 1, blok1_id: 1, blok2_id: 2 }), 401],
      ['same blocks', order(owner.cookie, { blok2_id: fx.b1.subject.id }), 400],
      ['pair no direction offers', order(owner.cookie, { kind: 'virtual', blok1_id: fx.b2.subject.id, blok2_id: fx.b1.subject.id }), 400],
      ['unknown subject', order(owner.cookie, { kind: 'virtual', blok1_id: 2_000_000_000 }), 400],
      ['language 9', order(owner.cookie, { language_id: 9 }), 400],
      ['kind x', call(owner.cookie, 'GET', '/exam/active?kind=x'), 400],
      ['ticket id text', call(owner.cookie, 'GET', '/exam/result?ticket_id=abc'), 400],
      ['ticket id huge', call(owner.cookie, 'GET', '/exam/result?ticket_id=99999999999'), 400],
      ['unknown ticket', call(owner.cookie, 'GET', '/exam/result?ticket_id=2000000000'), 404],
      ['foreign result', call(stranger.cookie, 'GET', `/exam/result?ticket_id=${ticketId}`), 404],
      ['foreign finish', call(stranger.cookie, 'POST', '/exam/finish', { ticket_id: ticketId }), 404],
      ['foreign answer', save(stranger.cookie, q.id, key.get(q.id)!.correct), 404],
      ['option of another section’s question', save(owner.cookie, q.id, key.get(otherSection.id)!.correct), 400],
      ['unknown question', save(owner.cookie, 2_000_000_000, 1), 404],
      ['negative seq', call(owner.cookie, 'POST', '/exam/answer', { id: q.id, option_id: key.get(q.id)!.correct, seq: -1 }), 400],
      ['extra field', call(owner.cookie, 'POST', '/exam/answer', { id: q.id, option_id: 1, seq: 1, ticket_id: 1 }), 400],
      // the olympiad's answer call saves only olympiad questions (the one-statement save asks the kind too, ADR 051)
      [
        'a DTM question through the olympiad call',
        call(owner.cookie, 'POST', '/olympic/check-test', { id: q.id, option_id: key.get(q.id)!.correct }),
        404,
      ],
      ['pairs on a topic-test question', call(owner.cookie, 'POST', '/exam/answer', { id: q.id, pairs: [0, 1], seq: 2 }), 400],
    ];
    for (const [name, pending, status] of cases) {
      const res = await pending;
      assert.equal(res.status, status, `${name}: ${res.raw}`);
      assert.ok(typeof res.body.message === 'string' && res.body.message.length > 0, `${name}: a message`);
    }
    // the stranger's refusals left the owner's answer untouched
    assert.equal((await started(owner.cookie)).questions[0].checked, null);
  });
});

describe('200 concurrent answer saves on one ticket', () => {
  it('keep exactly the last acknowledged answer (the largest seq) per question', async () => {
    const { cookie } = await user({ premium: true });
    const ticketId = ((await order(cookie, { kind: 'virtual' })).body.data as { ticket_id: number }).ticket_id;
    const ticket = await started(cookie, 'virtual');
    const questions = ticket.questions.slice(0, 10);
    const tag = randomBytes(2).readUInt16BE();
    const jobs = Array.from({ length: 200 }, (_, i) => {
      const q = questions[i % 10];
      return { id: q.id, option_id: q.options[(i * 7 + tag) % 4].id, seq: 1000 + ((i * 37) % 200) };
    });
    const replies = await Promise.all(jobs.map((j) => save(cookie, j.id, j.option_id, j.seq)));
    assert.ok(
      replies.every((r) => r.status === 200),
      replies.find((r) => r.status !== 200)?.raw,
    );
    const stored = new Map(
      (await ctx.database.db.select().from(examQuestion).where(eq(examQuestion.ticket_id, ticketId))).map((r) => [r.id, r]),
    );
    for (const q of questions) {
      const mine = jobs.filter((j) => j.id === q.id);
      const last = mine.reduce((a, b) => (b.seq > a.seq ? b : a));
      const row = stored.get(q.id)!;
      assert.equal(row.option_id, last.option_id, `question ${q.id}: the answer of the largest seq`);
      assert.equal(Number(row.seq), last.seq);
      // every reply named what was stored at that moment: never a seq above the final one
      for (const r of replies) {
        const d = r.body.data as { id: number; seq: number };
        if (d.id === q.id) assert.ok(d.seq <= last.seq);
      }
    }
    // a late re-send of an older save changes nothing
    const oldest = jobs.find((j) => j.id === questions[0].id && j.seq < Number(stored.get(questions[0].id)!.seq))!;
    const resent = await save(cookie, oldest.id, oldest.option_id, oldest.seq);
    assert.equal((resent.body.data as { option_id: number }).option_id, stored.get(questions[0].id)!.option_id);
  });
});

describe('unfinished exams in GET /progress', () => {
  it('a running DTM is listed with the server’s time left under DTM (and not under Virtual) until it is finished', async () => {
    const { cookie } = await user({ premium: true });
    const ticketId = ((await order(cookie)).body.data as { ticket_id: number }).ticket_id;
    const ticket = await started(cookie);
    await save(cookie, ticket.questions[0].id, ticket.questions[0].options[0].id);
    const dtm = progressResponse.parse((await call(cookie, 'GET', '/progress?type=DTM')).body).data;
    assert.equal(dtm.length, 1);
    assert.equal(dtm[0].id, ticketId);
    assert.equal(dtm[0].type, 'DTM');
    assert.equal(dtm[0].testUrl, '/dtm/test');
    assert.equal(dtm[0].answered, 1);
    assert.equal(dtm[0].total, 90);
    assert.ok(dtm[0].time > 179 * 60 && dtm[0].time <= 180 * 60, String(dtm[0].time));
    assert.deepEqual(progressResponse.parse((await call(cookie, 'GET', '/progress?type=Virtual')).body).data, []);
    assert.equal(progressResponse.parse((await call(cookie, 'GET', '/progress')).body).data.filter((i) => i.type === 'DTM').length, 1);
    await call(cookie, 'POST', '/exam/finish', { ticket_id: ticketId });
    assert.deepEqual(progressResponse.parse((await call(cookie, 'GET', '/progress?type=DTM')).body).data, []);
  });
});

describe('national certificate levels', () => {
  it('follow the boundaries A+ ≥ 70, A ≥ 65, B+ ≥ 60, B ≥ 55, C+ ≥ 50, C ≥ 46, none below', () => {
    const cases: [number, string | null][] = [
      [0, null],
      [45.9, null],
      [46, 'C'],
      [49.9, 'C'],
      [50, 'C+'],
      [54.9, 'C+'],
      [55, 'B'],
      [59.9, 'B'],
      [60, 'B+'],
      [64.9, 'B+'],
      [65, 'A'],
      [69.9, 'A'],
      [70, 'A+'],
      [100, 'A+'],
    ];
    for (const [score, level] of cases) assert.equal(nationalCertificateLevel(score), level, `score ${score}`);
    // the estimate is the share of the points: 44 of 88 is 50 → C+
    assert.equal(estimatedCertificateScore(44, 88), 50);
    assert.equal(nationalCertificateLevel(estimatedCertificateScore(40.4, 88)), null);
  });
});
