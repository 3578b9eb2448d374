// The profile's progress (GET /api/profile/progress) and recent activity (GET /api/profile/result)
// (issue 31 items 2 and 4, ADR 045): results written straight into the tables the other domains keep,
// then read back through the api. Maxima are checked against content/exam-weights.json read here,
// not against the SQL that computes them.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { AUTOTEST_QUESTIONS } from '@platform/shared/autotest';
import { ACTIVITY_LIMIT, PROGRESS_KINDS, profileProgressResponse, profileResultResponse } from '@platform/shared/accounts';
import {
  autotestAttempt,
  autotestTest,
  examQuestion,
  examSection,
  examTicket,
  olympiad,
  olympiadCourse,
  olympiadParticipation,
  subject,
  ticket,
  ticketQuestion,
  universityProgram,
  xpEvent,
} from '../../../db/schema';
import { daysAgo, insertExamResult } from '../../../../test/exam-results';
import { createTestApp, HIGH_LIMITS, registeredUser, type TestContext } from '../../../../test/helpers';
import { insertTopicFixture, type FixtureTest, type TopicFixture } from '../../../../test/tests-fixture';

let ctx: TestContext;
let fx: TopicFixture;

before(async () => {
  ctx = await createTestApp({ auth: { limits: HIGH_LIMITS } });
  fx = await insertTopicFixture(ctx.database.db, { lessons: 3, questions: 4 });
});
after(() => ctx?.close());

const get = (url: string, cookie?: string, locale = 'uz') =>
  ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': locale, ...(cookie ? { cookie } : {}) } });

const ago = daysAgo;

/** A finished exam ticket of `kind`, finished `days` ago (`extra`: a running one, a program, …). */
const examRow = (
  userId: number,
  kind: Parameters<typeof insertExamResult>[2],
  ball: number | null,
  days: number,
  extra: Partial<typeof examTicket.$inferInsert> = {},
) => insertExamResult(ctx.database.db, userId, kind, ball, days, extra);

async function autotestRow(userId: number, mode: 'ticket' | 'exam' | 'marathon', correct: number, days: number, extra = {}) {
  const [test] = await ctx.database.db.select().from(autotestTest).where(eq(autotestTest.number, 1));
  const finished = ago(days);
  const [row] = await ctx.database.db
    .insert(autotestAttempt)
    .values({
      user_id: userId,
      mode,
      test_id: mode === 'ticket' ? test.id : null,
      status: 'finished',
      question_count: AUTOTEST_QUESTIONS,
      correct_count: correct,
      wrong_count: AUTOTEST_QUESTIONS - correct,
      started_at: new Date(finished.getTime() - 600_000),
      deadline: new Date(finished.getTime() + 600_000),
      finished_at: finished,
      ...extra,
    })
    .returning();
  return row;
}

/** A topic-test ticket of `test` with `right` of its first `answered` questions right, answered `days` ago. */
async function topicTicket(userId: number, test: FixtureTest, answered: number, right: number, days: number) {
  const at = ago(days);
  const db = ctx.database.db;
  const [row] = await db
    .insert(ticket)
    .values({
      test_id: test.id,
      user_id: userId,
      status: 'finished',
      question_count: test.questions.length,
      answered_count: answered,
      correct_count: right,
      started_at: at,
      expires_at: new Date(at.getTime() + 3600_000),
      finished_at: at,
    })
    .returning();
  await db.insert(ticketQuestion).values(
    test.questions.map((q, i) => ({
      ticket_id: row.id,
      question_id: q.id,
      position: i + 1,
      ...(i < answered ? { option_id: i < right ? q.correct : q.wrong, is_correct: i < right, answered_at: at } : {}),
    })),
  );
  return row;
}

/** Each kind's maximum as the weights file gives it: the newest year's Σ count × points (one decimal). */
function weightMaxima(): Record<string, number> {
  const file = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../../content/exam-weights.json'), 'utf8')) as {
    exams: { kind: string; year: number; sections: { count: number; points: number }[] }[];
  };
  const newest = new Map<string, (typeof file.exams)[number]>();
  for (const e of file.exams) if ((newest.get(e.kind)?.year ?? 0) < e.year) newest.set(e.kind, e);
  // the national certificate: the largest auto-graded maximum of a subject's spec (no weights row, ADR 042)
  const dir = path.resolve(import.meta.dirname, '../../../../../content/national-certificate');
  const natcert = Math.max(
    ...readdirSync(dir).map((f) => {
      const spec = (
        JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { spec: { parts: { type: string; count: number; points: number }[] } }
      ).spec;
      return spec.parts.filter((p) => p.type !== 'essay').reduce((sum, p) => sum + p.count * p.points, 0);
    }),
  );
  return {
    ...Object.fromEntries(
      [...newest].map(([kind, e]) => [kind, Math.round(e.sections.reduce((sum, s) => sum + s.count * s.points, 0) * 10) / 10]),
    ),
    natcert,
  };
}

describe('GET /api/profile/progress', () => {
  it('charts the latest 20 finished results of each exam kind, oldest first, with the kind’s maximum from the weights', async () => {
    const learner = await registeredUser(ctx.app);
    const other = await registeredUser(ctx.app);
    // 22 DTM results, one a day: the chart keeps the latest 20
    for (let i = 0; i < 22; i++) await examRow(learner.id, 'dtm', 100 + i, 22 - i);
    await examRow(learner.id, 'dtm', 150, 0, { status: 'active', ball: null, finished_at: null, deadline_at: ago(-1) });
    await examRow(other.id, 'dtm', 188, 1);
    await examRow(learner.id, 'virtual', 120.5, 3);
    await examRow(learner.id, 'block', 62, 5);
    await examRow(learner.id, 'block', 71.3, 2);
    await examRow(learner.id, 'natcert', 40, 4);
    // not charted: a private-university exam and an olympiad
    await examRow(learner.id, 'private', 50, 1);
    await examRow(learner.id, 'olympiad', 50, 1);
    const ticketMode = await autotestRow(learner.id, 'ticket', 18, 3);
    // an exam attempt left running past its deadline counts at its deadline
    const lapsed = await autotestRow(learner.id, 'exam', 15, 2, { status: 'active', finished_at: null, deadline: ago(1) });
    // a running one (one running attempt per mode and ticket) is not a result yet
    await autotestRow(learner.id, 'ticket', 12, 0, { status: 'active', finished_at: null, deadline: ago(-1) });
    await autotestRow(learner.id, 'marathon', 300, 1);

    const res = await get('/api/profile/progress', learner.cookie);
    assert.equal(res.statusCode, 200, res.body);
    const { exams } = profileProgressResponse.parse(res.json()).data;
    assert.deepEqual(
      exams.map((e) => e.kind),
      [...PROGRESS_KINDS],
    );
    const byKind = Object.fromEntries(exams.map((e) => [e.kind, e]));
    assert.deepEqual(
      byKind.dtm.results.map((r) => r.ball),
      Array.from({ length: 20 }, (_, i) => 102 + i),
    );
    assert.ok(byKind.dtm.results.every((r, i, all) => i === 0 || r.finished_at > all[i - 1].finished_at));
    assert.deepEqual(
      byKind.block.results.map((r) => r.ball),
      [62, 71.3],
    );
    assert.deepEqual(
      byKind.virtual.results.map((r) => [r.ball, r.max_ball]),
      [[120.5, 189]],
    );
    assert.deepEqual(
      byKind.autotest.results.map((r) => [r.id, r.ball, r.max_ball]),
      [
        [ticketMode.id, 18, AUTOTEST_QUESTIONS],
        [lapsed.id, 15, AUTOTEST_QUESTIONS],
      ],
    );
    assert.equal(byKind.autotest.results[1].finished_at, Math.floor(lapsed.deadline!.getTime() / 1000));
    const maxima = weightMaxima();
    assert.deepEqual([maxima.dtm, maxima.block], [189, 93]);
    for (const kind of ['dtm', 'virtual', 'block', 'natcert'] as const) assert.equal(byKind[kind].max_ball, maxima[kind], kind);
    assert.equal(byKind.autotest.max_ball, AUTOTEST_QUESTIONS);

    // someone with no results: every kind, no points, the maxima all the same
    const fresh = profileProgressResponse.parse((await get('/api/profile/progress', other.cookie)).json()).data;
    assert.deepEqual(
      fresh.exams.filter((e) => e.results.length).map((e) => e.kind),
      ['dtm'],
    );
    assert.deepEqual(fresh.subjects, []);
    assert.deepEqual(fresh.weakest, []);
    assert.equal((await get('/api/profile/progress')).statusCode, 401);
  });

  it('accuracy per subject and the weakest topics over the last 30 days: topic tests and answered exam questions', async () => {
    const learner = await registeredUser(ctx.app);
    const db = ctx.database.db;
    const [l1uz, l2uz, l3uz] = fx.uz;
    const [l1ru, l2ru] = fx.ru;
    await topicTicket(learner.id, l1uz, 4, 1, 2); // lesson 1: 1 of 4
    await topicTicket(learner.id, l2ru, 4, 3, 5); // lesson 2 (in ru): 3 of 4
    await topicTicket(learner.id, l3uz, 4, 4, 1); // lesson 3: all right, not weak
    await topicTicket(learner.id, l1uz, 4, 0, 31); // a month and a day ago: not counted
    // a finished DTM with two wrong answers and one left blank on lesson 2's questions (uz)
    const dtm = await examRow(learner.id, 'dtm', 30, 3);
    const [section] = await db
      .insert(examSection)
      .values({ ticket_id: dtm.id, position: 0, role: 'block1', subject_id: fx.subject.id, question_count: 3, points: 3.1, minutes: 60 })
      .returning();
    await db.insert(examQuestion).values(
      l2uz.questions.slice(0, 3).map((q, i) => ({
        ticket_id: dtm.id,
        section_id: section.id,
        position: i,
        question_id: q.id,
        option_order: [0, 1, 2, 3],
        ...(i < 2 ? { option_id: q.wrong, is_correct: false, answered_at: ago(3) } : {}),
      })),
    );
    // an olympiad's answers are its own: not counted
    const olympiadTicket = await examRow(learner.id, 'olympiad', 0, 1);
    const [olympiadSection] = await db
      .insert(examSection)
      .values({
        ticket_id: olympiadTicket.id,
        position: 0,
        role: 'block1',
        subject_id: fx.subject.id,
        question_count: 1,
        points: 1,
        minutes: 60,
      })
      .returning();
    await db.insert(examQuestion).values({
      ticket_id: olympiadTicket.id,
      section_id: olympiadSection.id,
      position: 0,
      question_id: l3uz.questions[0].id,
      option_order: [0, 1, 2, 3],
      option_id: l3uz.questions[0].wrong,
      is_correct: false,
    });

    const uz = profileProgressResponse.parse((await get('/api/profile/progress', learner.cookie)).json()).data;
    assert.equal(uz.days, 30);
    // 1 + 3 + 4 + 0 right of 4 + 4 + 4 + 2 answered
    assert.deepEqual(uz.subjects, [
      { id: fx.subject.id, slug: fx.subject.slug, name: fx.subject.name_uz, correct: 8, total: 14, accuracy: Math.round((8 / 14) * 100) },
    ]);
    assert.deepEqual(
      uz.weakest.map((w) => [w.topic, w.correct, w.total, w.accuracy]),
      [
        ['lesson-1', 1, 4, 25],
        ['lesson-2', 3, 6, 50],
      ],
    );
    assert.equal(uz.weakest[0].test_url, `/mavzuli-test/${fx.subject.slug}/${l1uz.id}-${l1uz.slug}`);
    assert.equal(uz.weakest[0].name, l1uz.name);
    assert.equal(uz.weakest[0].subject_slug, fx.subject.slug);
    // in Russian: the subject's Russian name and the Russian version of each topic test
    const ru = profileProgressResponse.parse((await get('/api/profile/progress', learner.cookie, 'ru')).json()).data;
    assert.equal(ru.subjects[0].name, fx.subject.name_ru);
    assert.deepEqual(
      ru.weakest.map((w) => [w.name, w.test_url]),
      [
        [l1ru.name, `/mavzuli-test/${fx.subject.slug}/${l1ru.id}-${l1ru.slug}`],
        [l2ru.name, `/mavzuli-test/${fx.subject.slug}/${l2ru.id}-${l2ru.slug}`],
      ],
    );
  });

  it('names at most three weakest topics', async () => {
    const learner = await registeredUser(ctx.app);
    for (const [i, test] of fx.uz.entries()) await topicTicket(learner.id, test, 4, i, 1);
    for (const [i, test] of fx.ru.entries()) await topicTicket(learner.id, test, 4, i, 1);
    const data = profileProgressResponse.parse((await get('/api/profile/progress', learner.cookie)).json()).data;
    // per topic (uz + ru versions together): 0 + 0, 1 + 1, 2 + 2 of 8
    assert.deepEqual(
      data.weakest.map((w) => [w.topic, w.correct, w.total]),
      [
        ['lesson-1', 0, 8],
        ['lesson-2', 2, 8],
        ['lesson-3', 4, 8],
      ],
    );
  });
});

describe('GET /api/profile/result: recent activity of every kind', () => {
  it('lists every finished result newest first with its score and link ids; another user sees kinds and names only', async () => {
    const learner = await registeredUser(ctx.app);
    const viewer = await registeredUser(ctx.app);
    const db = ctx.database.db;
    const topic = await topicTicket(learner.id, fx.uz[0], 4, 3, 9);
    await db.insert(xpEvent).values([
      { user_id: learner.id, amount: 5, source: 'topic', ref_id: 900_001, ticket_id: topic.id, question_id: fx.uz[0].questions[0].id },
      { user_id: learner.id, amount: 3, source: 'topic-bonus', ref_id: topic.id, ticket_id: topic.id },
    ]);
    const dtm = await examRow(learner.id, 'dtm', 145.6, 8);
    const virtual = await examRow(learner.id, 'virtual', 101.2, 7);
    const block = await examRow(learner.id, 'block', 55.8, 6);
    // a national certificate is named by its subject (it has no weights row, ADR 042)
    const [maths] = await db.select().from(subject).where(eq(subject.slug, 'matematika'));
    const natcert = await examRow(learner.id, 'natcert', 41, 5, { block1_id: maths.id });
    const natcertName = `Milliy sertifikat: ${maths.name_uz}`;
    const [program] = await db.select().from(universityProgram).where(eq(universityProgram.has_test, true)).limit(1);
    const privateExam = await examRow(learner.id, 'private', 44, 4, { program_id: program.id });
    // an olympiad: its participation (the ranking page), not its exam ticket
    const [o] = await db
      .insert(olympiad)
      .values({
        slug: `progress-${learner.id}`,
        name_uz: 'Bahorgi olimpiada',
        name_ru: 'Весенняя олимпиада',
        title_uz: 'Bahorgi olimpiada',
        title_ru: 'Весенняя олимпиада',
        type: 'dtm',
        language_id: 1,
        starts_at: ago(4),
        ends_at: ago(2),
      })
      .returning();
    const [course] = await db
      .insert(olympiadCourse)
      .values({ olympiad_id: o.id, position: 1, name_uz: 'Kurs', name_ru: 'Курс', minutes: 60 })
      .returning();
    const olympiadTicket = await examRow(learner.id, 'olympiad', 77, 3);
    const [participation] = await db
      .insert(olympiadParticipation)
      .values({
        olympiad_id: o.id,
        user_id: learner.id,
        course_id: course.id,
        ticket_id: olympiadTicket.id,
        started_at: ago(3.1),
        deadline_at: ago(2.9),
        finished_at: ago(3),
        score: 77,
        max_score: 100,
        correct_count: 25,
        question_count: 30,
        time_used_ms: 3_000_000,
      })
      .returning();
    const autotest = await autotestRow(learner.id, 'ticket', 19, 2);
    const autotestExam = await autotestRow(learner.id, 'exam', 17, 1);
    // not results: a running DTM, a topic test not finished
    await examRow(learner.id, 'dtm', 10, 0, { status: 'active', ball: null, finished_at: null, deadline_at: ago(-1) });
    await db
      .insert(ticket)
      .values({ test_id: fx.uz[1].id, user_id: learner.id, question_count: 4, started_at: ago(0), expires_at: ago(-1) });

    const own = profileResultResponse.parse((await get('/api/profile/result', learner.cookie)).json()).data;
    assert.deepEqual(
      own.map((r) => [r.type, r.id, r.score, r.max_score]),
      [
        ['autotest', autotestExam.id, 17, 20],
        ['autotest', autotest.id, 19, 20],
        ['olympiad', participation.id, 77, 100],
        ['private', privateExam.id, 44, 60],
        ['natcert', natcert.id, 41, 52],
        ['block', block.id, 55.8, 93],
        ['virtual', virtual.id, 101.2, 189],
        ['dtm', dtm.id, 145.6, 189],
        ['topic', topic.id, 3, 4],
      ],
    );
    assert.ok(own.every((r, i) => i === 0 || r.created_at < own[i - 1].created_at));
    const byType = Object.fromEntries(own.map((r) => [r.type, r]));
    assert.deepEqual(
      own.map((r) => r.xp),
      [0, 0, 0, 0, 0, 0, 0, 0, 8],
    );
    assert.equal(byType.olympiad.olympiad_id, o.id);
    assert.ok(own.filter((r) => r.type !== 'olympiad').every((r) => r.olympiad_id === null));
    assert.deepEqual(
      own.map((r) => r.name),
      [
        'Imtihon',
        '1-bilet',
        'Bahorgi olimpiada',
        program.name_uz,
        natcertName,
        'Blok test',
        'Virtual test 2025',
        'DTM test 2025',
        fx.uz[0].name,
      ],
    );
    assert.ok(own.every((r) => r.name.trim() !== ''));
    const ru = profileResultResponse.parse((await get('/api/profile/result', learner.cookie, 'ru')).json()).data;
    assert.deepEqual(
      ru.slice(0, 3).map((r) => r.name),
      ['Экзамен', 'Билет 1', 'Весенняя олимпиада'],
    );
    assert.equal(ru.find((r) => r.type === 'dtm')!.name, 'Тест ДТМ 2025');
    assert.equal(ru.find((r) => r.type === 'private')!.name, program.name_ru);

    const theirs = profileResultResponse.parse((await get(`/api/profile/result?id=${learner.id}`, viewer.cookie)).json()).data;
    assert.deepEqual(
      theirs.map((r) => [r.type, r.id, r.name, r.score, r.max_score]),
      own.map((r) => [r.type, r.id, r.name, null, null]),
    );
    assert.deepEqual(profileResultResponse.parse((await get('/api/profile/result', viewer.cookie)).json()).data, []);
    assert.equal((await get('/api/profile/result?id=999999', viewer.cookie)).statusCode, 404);
    assert.equal((await get('/api/profile/result')).statusCode, 401);
  });

  it(`lists the latest ${ACTIVITY_LIMIT}`, async () => {
    const learner = await registeredUser(ctx.app);
    for (let i = 0; i < ACTIVITY_LIMIT + 3; i++) await autotestRow(learner.id, 'exam', i % 21, ACTIVITY_LIMIT + 3 - i);
    const own = profileResultResponse.parse((await get('/api/profile/result', learner.cookie)).json()).data;
    assert.equal(own.length, ACTIVITY_LIMIT);
    assert.equal(own.at(-1)!.score, 3);
  });
});
