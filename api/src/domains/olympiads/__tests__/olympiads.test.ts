// Online olympiads over real HTTP against a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): status from the server's clock, one participation under 50 concurrent starts,
// the deadline min(start + duration, end) and the auto-finish, no correct answer before the end,
// the ranking against an independent ordering (ties by time; a few hundred random rows with ties at
// every level, every own position and the score histogram), the ETag/304 of the live poll, bad input 4xx, signed out 401, and
// the creation file's errors naming the field. The question pools are the test's own fixtures.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import {
  olympiadTicketResponse,
  olympicViewResponse,
  rankingResponse,
  type OlympiadTicket,
  type Ranking,
} from '@platform/shared/olympiads';
import { examQuestion, olympiadParticipation, olympiadScoreCount, questionOption } from '../../../db/schema';
import { HIGH_LIMITS, XRW, createTestApp, signIn, uniquePhone, type TestContext } from '../../../../test/helpers';
import { insertTopicFixture, type TopicFixture } from '../../../../test/tests-fixture';
import { OlympiadFileError, createOlympiad } from '../service-create';
import { insertDemoParticipants } from '../seed';
import { finishedCount, ownRank, rankingPage } from '../service-ranking';

const MIN = 60_000;
let ctx: TestContext;
let base: string;
let shift = 0;
const clock = () => new Date(Date.now() + shift);
let a: TopicFixture;
let b: TopicFixture;
let tag = 0;

before(async () => {
  ctx = await createTestApp({ withSeed: false, auth: { limits: HIGH_LIMITS }, clock });
  a = await insertTopicFixture(ctx.database.db, { lessons: 1, questions: 12 });
  b = await insertTopicFixture(ctx.database.db, { lessons: 1, questions: 12 });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
after(() => ctx.close());

interface Reply {
  status: number;
  body: { data?: unknown; code?: string; message?: string; field?: string };
  raw: string;
}

async function call(cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown, locale = 'uz'): Promise<Reply> {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: { ...XRW, cookie, 'accept-language': locale, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const raw = await res.text();
  return { status: res.status, raw, body: raw ? (JSON.parse(raw) as Reply['body']) : {} };
}

async function user(): Promise<{ cookie: string; id: number }> {
  const { cookie, body } = await signIn(ctx.app, uniquePhone());
  return { cookie, id: body.data.user.id };
}

/** An olympiad of the fixtures: from `startIn` to `endIn` ms of the (shifted) clock. */
async function olympiadFile(over: { type?: string; startIn?: number; endIn?: number; minutes?: number; courses?: number } = {}) {
  const now = clock().getTime();
  const { type = 'fixed_subjects', startIn = -MIN, endIn = 120 * MIN, minutes = 30, courses = 2 } = over;
  return {
    version: 1,
    kind: 'olympiad',
    slug: `test-olympiad-${process.pid}-${++tag}`,
    name_uz: 'Sinov olimpiadasi',
    name_ru: 'Тестовая олимпиада',
    title_uz: 'Sinov',
    title_ru: 'Тест',
    type,
    language_id: 1,
    starts_at: new Date(now + startIn).toISOString(),
    ends_at: new Date(now + endIn).toISOString(),
    required: type === 'fixed_subject' ? [] : [{ subject: a.subject.slug, count: 2, points: 1.5 }],
    courses: Array.from({ length: type === 'fixed_subject' ? 1 : courses }, (_, i) => ({
      name_uz: `Yo'nalish ${i + 1}`,
      name_ru: `Направление ${i + 1}`,
      minutes,
      subjects: [{ subject: b.subject.slug, count: 3, points: 2 }],
    })),
  };
}

async function makeOlympiad(over: Parameters<typeof olympiadFile>[0] = {}) {
  const { id } = await createOlympiad(ctx.database.db, await olympiadFile(over));
  const view = await call((await user()).cookie, 'GET', `/olympic/olympic-view?id=${id}`);
  assert.equal(view.status, 200, view.raw);
  return olympicViewResponse.parse(view.body).data;
}

async function attempt(cookie: string, courseId: number): Promise<OlympiadTicket> {
  const res = await call(cookie, 'GET', `/olympic/olympic-test?olympic_course_id=${courseId}`);
  assert.equal(res.status, 200, res.raw);
  return olympiadTicketResponse.parse(res.body).data;
}

/** The correct option of each question of a ticket, read from the database (never from the api). */
async function correctOptions(ticketId: number): Promise<Map<number, number>> {
  const rows = await ctx.database.db
    .select({ id: examQuestion.id, option: questionOption.id })
    .from(examQuestion)
    .innerJoin(questionOption, and(eq(questionOption.question_id, examQuestion.question_id), eq(questionOption.is_correct, true)))
    .where(eq(examQuestion.ticket_id, ticketId));
  return new Map(rows.map((r) => [r.id, r.option]));
}

let seq = 0;

describe('status and start', () => {
  it('status comes from the server clock: inactive, active, finished', async () => {
    const view = await makeOlympiad({ startIn: 10 * MIN, endIn: 70 * MIN });
    assert.equal(view.olympic.status, 'inactive');
    const { cookie } = await user();
    const early = await call(cookie, 'POST', '/olympic/olympic-order', {
      olympic_id: view.olympic.id,
      olympic_course_id: view.courses[0].id,
    });
    assert.equal(early.status, 409);
    assert.equal(early.body.code, 'OLYMPIAD_NOT_STARTED');
    shift = 11 * MIN;
    try {
      const active = olympicViewResponse.parse((await call(cookie, 'GET', `/olympic/olympic-view?id=${view.olympic.id}`)).body).data;
      assert.equal(active.olympic.status, 'active');
      assert.ok(Math.abs(active.server_now - clock().getTime()) < 5000);
      shift = 71 * MIN;
      const done = olympicViewResponse.parse((await call(cookie, 'GET', `/olympic/olympic-view?id=${view.olympic.id}`)).body).data;
      assert.equal(done.olympic.status, 'finished');
      const late = await call(cookie, 'POST', '/olympic/olympic-order', {
        olympic_id: view.olympic.id,
        olympic_course_id: view.courses[0].id,
      });
      assert.equal(late.body.code, 'OLYMPIAD_ENDED');
    } finally {
      shift = 0;
    }
  });

  it('the combination is required for fixed_subjects, another olympiad’s is refused; a second start is refused with the message', async () => {
    const view = await makeOlympiad();
    const other = await makeOlympiad();
    const { cookie } = await user();
    const none = await call(cookie, 'POST', '/olympic/olympic-order', { olympic_id: view.olympic.id });
    assert.equal(none.status, 400);
    assert.equal(none.body.field, 'olympic_course_id');
    const foreign = await call(cookie, 'POST', '/olympic/olympic-order', {
      olympic_id: view.olympic.id,
      olympic_course_id: other.courses[0].id,
    });
    assert.equal(foreign.status, 400);
    const ok = await call(cookie, 'POST', '/olympic/olympic-order', { olympic_id: view.olympic.id, olympic_course_id: view.courses[1].id });
    assert.equal(ok.status, 200, ok.raw);
    const again = await call(cookie, 'POST', '/olympic/olympic-order', {
      olympic_id: view.olympic.id,
      olympic_course_id: view.courses[0].id,
    });
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'OLYMPIAD_ALREADY_PARTICIPATED');
    assert.match(again.body.message ?? '', /kuting/);
    const ru = await call(
      cookie,
      'POST',
      '/olympic/olympic-order',
      { olympic_id: view.olympic.id, olympic_course_id: view.courses[0].id },
      'ru',
    );
    assert.match(ru.body.message ?? '', /дождитесь/);
    const seen = olympicViewResponse.parse((await call(cookie, 'GET', `/olympic/olympic-view?id=${view.olympic.id}`)).body).data;
    assert.equal(seen.olympic.already_participated, true);
    assert.equal(seen.olympic.olympic_course_id, view.courses[1].id);
    assert.ok(seen.olympic.running_ticket_id);
  });

  it('a fixed_subject olympiad starts without a combination', async () => {
    const view = await makeOlympiad({ type: 'fixed_subject' });
    const { cookie } = await user();
    const res = await call(cookie, 'POST', '/olympic/olympic-order', { olympic_id: view.olympic.id });
    assert.equal(res.status, 200, res.raw);
  });

  it('a start writes the ticket in one statement (ADR 051): sections and questions in the olympiad’s order; another running attempt refuses it, one past its deadline is finished first', async () => {
    const first = await makeOlympiad({ minutes: 30 });
    const { cookie, id } = await user();
    const started = await call(cookie, 'POST', '/olympic/olympic-order', {
      olympic_id: first.olympic.id,
      olympic_course_id: first.courses[1].id,
    });
    assert.equal(started.status, 200, started.raw);
    const ticket = await attempt(cookie, first.courses[1].id);
    assert.equal(ticket.id, (started.body.data as { ticket_id: number }).ticket_id);
    assert.deepEqual(
      ticket.sections.map((s) => [s.role, s.subject_id, s.question_count, s.points, s.minutes]),
      [
        ['mandatory', a.subject.id, 2, 1.5, 30],
        ['course', b.subject.id, 3, 2, 30],
      ],
    );
    assert.deepEqual(
      ticket.questions.map((q) => [q.position, q.section_id]),
      [0, 1, 2, 3, 4].map((n) => [n, ticket.sections[n < 2 ? 0 : 1].id]),
    );
    assert.ok(ticket.questions.every((q) => q.options.length === 4 && q.checked === null));
    const [row] = await ctx.database.db
      .select()
      .from(olympiadParticipation)
      .where(and(eq(olympiadParticipation.olympiad_id, first.olympic.id), eq(olympiadParticipation.user_id, id)));
    assert.deepEqual([row.ticket_id, row.course_id, row.question_count, row.max_score], [ticket.id, first.courses[1].id, 5, 9]);
    assert.equal(row.deadline_at.getTime(), ticket.deadline);

    // a second olympiad while the first runs: refused, nothing written
    const second = await makeOlympiad({ minutes: 30 });
    const other = await call(cookie, 'POST', '/olympic/olympic-order', {
      olympic_id: second.olympic.id,
      olympic_course_id: second.courses[0].id,
    });
    assert.equal(other.status, 409, other.raw);
    assert.equal(other.body.code, 'OLYMPIAD_OTHER_RUNNING');
    const none = await ctx.database.db
      .select()
      .from(olympiadParticipation)
      .where(and(eq(olympiadParticipation.olympiad_id, second.olympic.id), eq(olympiadParticipation.user_id, id)));
    assert.equal(none.length, 0);

    // past the first one's deadline the start finishes it, then starts the second
    shift = 31 * MIN;
    try {
      const later = await makeOlympiad({ minutes: 30 });
      const res = await call(cookie, 'POST', '/olympic/olympic-order', {
        olympic_id: later.olympic.id,
        olympic_course_id: later.courses[0].id,
      });
      assert.equal(res.status, 200, res.raw);
      const [done] = await ctx.database.db.select().from(olympiadParticipation).where(eq(olympiadParticipation.id, row.id));
      assert.equal(done.finished_at?.getTime(), ticket.deadline);
      assert.equal((await attempt(cookie, later.courses[0].id)).status, 'active');
    } finally {
      shift = 0;
    }
  });

  it('50 concurrent starts by one user make one participation and one ticket', async () => {
    const view = await makeOlympiad();
    const { cookie, id } = await user();
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(cookie, 'POST', '/olympic/olympic-order', { olympic_id: view.olympic.id, olympic_course_id: view.courses[0].id }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    assert.equal(statuses.filter((s) => s === 200).length, 1, statuses.join(','));
    assert.ok(
      statuses.every((s) => s === 200 || s === 409),
      statuses.join(','),
    );
    const rows = await ctx.database.db
      .select()
      .from(olympiadParticipation)
      .where(and(eq(olympiadParticipation.olympiad_id, view.olympic.id), eq(olympiadParticipation.user_id, id)));
    assert.equal(rows.length, 1);
    assert.ok(rows[0].ticket_id);
  });
});

describe('deadline and finish', () => {
  it('deadline = start + duration when the olympiad ends later, kept across reloads', async () => {
    const view = await makeOlympiad({ minutes: 30, endIn: 120 * MIN });
    const { cookie } = await user();
    const before = Date.now();
    const res = await call(cookie, 'POST', '/olympic/olympic-order', {
      olympic_id: view.olympic.id,
      olympic_course_id: view.courses[0].id,
    });
    const deadline = (res.body.data as { deadline: number }).deadline;
    assert.ok(deadline >= before + 30 * MIN && deadline <= Date.now() + 30 * MIN);
    const first = await attempt(cookie, view.courses[0].id);
    const reload = await attempt(cookie, view.courses[0].id);
    assert.equal(first.deadline, deadline);
    assert.equal(reload.deadline, deadline);
    assert.equal(first.questions.length, 5);
  });

  it('deadline = the olympiad’s end when it comes first; at the deadline the attempt finishes itself with the saved answers', async () => {
    const view = await makeOlympiad({ minutes: 60, endIn: 10 * MIN });
    const { cookie, id } = await user();
    await call(cookie, 'POST', '/olympic/olympic-order', { olympic_id: view.olympic.id, olympic_course_id: view.courses[0].id });
    const ticket = await attempt(cookie, view.courses[0].id);
    assert.equal(Math.floor(ticket.deadline / 1000), view.olympic.end_time);
    assert.equal(ticket.status, 'active');
    // nothing reveals the correct option while it runs
    assert.ok(!ticket.questions.some((q) => 'is_true' in q));
    const key = await correctOptions(ticket.id);
    for (const q of ticket.questions.slice(0, 2)) {
      const saved = await call(cookie, 'POST', '/exam/answer', { id: q.id, option_id: key.get(q.id), seq: ++seq });
      assert.equal(saved.status, 200, saved.raw);
    }
    // the engine's result never answers an olympiad ticket (its correct options wait for the end)
    assert.equal((await call(cookie, 'GET', `/exam/result?ticket_id=${ticket.id}`)).status, 404);
    const early = await call(cookie, 'GET', `/olympic/olympic-review?olympic_id=${view.olympic.id}`);
    assert.equal(early.status, 409);

    shift = 11 * MIN;
    try {
      const after = await attempt(cookie, view.courses[0].id);
      assert.equal(after.status, 'finished');
      assert.equal(after.questions.length, 0);
      const [row] = await ctx.database.db
        .select()
        .from(olympiadParticipation)
        .where(and(eq(olympiadParticipation.olympiad_id, view.olympic.id), eq(olympiadParticipation.user_id, id)));
      assert.equal(row.finished_at?.getTime(), ticket.deadline);
      assert.equal(row.correct_count, 2);
      assert.ok(Math.abs((row.score ?? 0) - 2 * 1.5) < 1e-6, String(row.score));
      const review = await call(cookie, 'GET', `/olympic/olympic-review?olympic_id=${view.olympic.id}`);
      assert.equal(review.status, 200, review.raw);
      const data = review.body.data as { revealed: boolean; questions: { is_true: number | null }[] };
      assert.equal(data.revealed, true);
      assert.ok(data.questions.every((q) => q.is_true !== null));
    } finally {
      shift = 0;
    }
  });

  it('finish: own row marked self; correct options hidden until the end; finishing again answers the same', async () => {
    const view = await makeOlympiad();
    const { cookie } = await user();
    await call(cookie, 'POST', '/olympic/olympic-order', { olympic_id: view.olympic.id, olympic_course_id: view.courses[0].id });
    const ticket = await attempt(cookie, view.courses[0].id);
    const key = await correctOptions(ticket.id);
    for (const q of ticket.questions) await call(cookie, 'POST', '/exam/answer', { id: q.id, option_id: key.get(q.id), seq: ++seq });
    const fin = await call(cookie, 'POST', '/olympic/olympic-finish-test', { ticket_id: ticket.id });
    assert.equal(fin.status, 200, fin.raw);
    assert.deepEqual(fin.body.data, { olympic_id: view.olympic.id });
    assert.deepEqual((await call(cookie, 'POST', '/olympic/olympic-finish-test', { ticket_id: ticket.id })).body.data, {
      olympic_id: view.olympic.id,
    });
    const late = await call(cookie, 'POST', '/exam/answer', {
      id: ticket.questions[0].id,
      option_id: key.get(ticket.questions[0].id),
      seq: ++seq,
    });
    assert.equal(late.status, 409);
    const review = (await call(cookie, 'GET', `/olympic/olympic-review?olympic_id=${view.olympic.id}`)).body.data as {
      revealed: boolean;
      questions: { is_true: number | null }[];
    };
    assert.equal(review.revealed, false);
    assert.ok(review.questions.every((q) => q.is_true === null));
    const ranking = rankingResponse.parse((await call(cookie, 'GET', `/olympic/olympic-stats?olympic_id=${view.olympic.id}`)).body).data;
    assert.equal(ranking.self?.type, 'self');
    assert.equal(ranking.self?.position, 1);
    assert.equal(ranking.self?.total_score, 2 * 1.5 + 3 * 2);
    assert.equal(ranking.self?.accuracy_percentage, 100);
    assert.equal(ranking.self?.required_subject_stats.length, 1);
    assert.equal(ranking.self?.subject_stats.length, 1);
    assert.ok(!JSON.stringify(ranking).includes('is_true'));
    assert.match(ranking.rows[0].phone, /\*\*\*/);
  });

  it('page visibility changes are counted for organisers', async () => {
    const view = await makeOlympiad();
    const { cookie } = await user();
    await call(cookie, 'POST', '/olympic/olympic-order', { olympic_id: view.olympic.id, olympic_course_id: view.courses[0].id });
    const ticket = await attempt(cookie, view.courses[0].id);
    await call(cookie, 'POST', '/olympic/visibility', { ticket_id: ticket.id, state: 'hidden' });
    await call(cookie, 'POST', '/olympic/visibility', { ticket_id: ticket.id, state: 'visible' });
    const res = await call(cookie, 'POST', '/olympic/visibility', { ticket_id: ticket.id, state: 'hidden' });
    assert.deepEqual(res.body.data, { count: 2 });
    const [row] = await ctx.database.db.select().from(olympiadParticipation).where(eq(olympiadParticipation.ticket_id, ticket.id));
    assert.equal(row.visibility_log.length, 3);
  });
});

describe('ranking', () => {
  it('orders by score, then time used, then finish time, matching an independent sort; own position and pages', async () => {
    const view = await makeOlympiad({ startIn: -300 * MIN, endIn: -MIN, minutes: 60 });
    const olympiadId = view.olympic.id;
    await insertDemoParticipants(ctx.database.db, olympiadId, 180, 900_000 + tag * 1000);
    const { cookie, id } = await user();
    // ties: the own row gets the same score as another participant, with more time used
    const rows = await ctx.database.db.select().from(olympiadParticipation).where(eq(olympiadParticipation.olympiad_id, olympiadId));
    const twin = rows[5];
    await ctx.database.db.insert(olympiadParticipation).values({
      ...twin,
      id: undefined,
      user_id: id,
      time_used_ms: (twin.time_used_ms ?? 0) + 1000,
      finished_at: new Date((twin.finished_at as Date).getTime() - 5000),
    });
    const expected = (await ctx.database.db.select().from(olympiadParticipation).where(eq(olympiadParticipation.olympiad_id, olympiadId)))
      .map((r) => ({ id: r.id, score: r.score!, time: r.time_used_ms!, finished: r.finished_at!.getTime(), user: r.user_id! }))
      .sort((x, y) => y.score - x.score || x.time - y.time || x.finished - y.finished || x.id - y.id);
    const pages: Ranking[] = [];
    for (let page = 1; page <= 4; page++) {
      const res = await call(cookie, 'GET', `/olympic/olympic-stats?olympic_id=${olympiadId}&page=${page}`);
      assert.equal(res.status, 200, res.raw);
      pages.push(rankingResponse.parse(res.body).data);
    }
    assert.equal(pages[0].total, 181);
    const got = pages.flatMap((p) => p.rows);
    assert.deepEqual(
      got.map((r) => r.id),
      expected.map((r) => r.id),
    );
    assert.deepEqual(
      got.map((r) => r.position),
      expected.map((_, i) => i + 1),
    );
    const ownIndex = expected.findIndex((r) => r.user === id);
    const twinIndex = expected.findIndex((r) => r.id === twin.id);
    assert.equal(ownIndex, twinIndex + 1, 'the same score: less time used ranks first');
    assert.equal(pages[0].self?.position, ownIndex + 1);
    assert.equal(pages[0].self?.type, 'self');
    assert.equal(got.filter((r) => r.type === 'self').length, 1);
  });

  it('a few hundred random rows with ties at every level: pages, every own position and the histogram match an independent computation', async () => {
    const view = await makeOlympiad({ startIn: -300 * MIN, endIn: -MIN, minutes: 60 });
    const olympiadId = view.olympic.id;
    const count = 320;
    await insertDemoParticipants(ctx.database.db, olympiadId, count, 800_000 + tag * 1000);
    // few distinct values per key, so scores tie, times tie within a score and finish times tie too
    // (then id decides); a seeded generator keeps a failure reproducible
    let state = 17 + tag;
    const next = (n: number) => {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      return state % n;
    };
    const base = clock().getTime() - 200 * MIN;
    const ids = (
      await ctx.database.db
        .select({ id: olympiadParticipation.id })
        .from(olympiadParticipation)
        .where(eq(olympiadParticipation.olympiad_id, olympiadId))
    ).map((r) => r.id);
    const values = ids.map(
      (pid) =>
        sql`(${pid}::int, ${next(6) * 1.5}::real, ${(1 + next(3)) * 1000}::int, ${new Date(base + next(3) * 1000).toISOString()}::timestamptz)`,
    );
    await ctx.database.db.execute(sql`update ${olympiadParticipation} p set score = v.score, time_used_ms = v.used, finished_at = v.fin
      from (values ${sql.join(values, sql`, `)}) as v(id, score, used, fin) where p.id = v.id`);
    // the histogram follows a delete, and an unfinished row is not ranked
    await ctx.database.db.delete(olympiadParticipation).where(eq(olympiadParticipation.id, ids[0]));
    const { id: runner } = await user();
    const [sample] = await ctx.database.db.select().from(olympiadParticipation).where(eq(olympiadParticipation.id, ids[1]));
    await ctx.database.db
      .insert(olympiadParticipation)
      .values({ ...sample, id: undefined, user_id: runner, finished_at: null, score: null, time_used_ms: null });

    const all = await ctx.database.db.select().from(olympiadParticipation).where(eq(olympiadParticipation.olympiad_id, olympiadId));
    const expected = all
      .filter((r) => r.finished_at !== null)
      .map((r) => ({ id: r.id, score: r.score!, time: r.time_used_ms!, finished: r.finished_at!.getTime(), user: r.user_id! }))
      .sort((x, y) => y.score - x.score || x.time - y.time || x.finished - y.finished || x.id - y.id);
    assert.equal(expected.length, count - 1);
    const fullTies = expected.filter(
      (r, i) => i > 0 && r.score === expected[i - 1].score && r.time === expected[i - 1].time && r.finished === expected[i - 1].finished,
    );
    assert.ok(fullTies.length > 20, 'the data has full ties (id decides)');

    const paged = [];
    for (let offset = 0; offset < expected.length; offset += 50) paged.push(...(await rankingPage(ctx.database.db, olympiadId, offset)));
    assert.deepEqual(
      paged.map((r) => Number(r.id)),
      expected.map((r) => r.id),
    );
    for (const [i, r] of expected.entries()) {
      const own = await ownRank(ctx.database.db, olympiadId, r.user);
      assert.equal(own?.position, i + 1, `participation ${r.id}`);
    }
    assert.equal(await ownRank(ctx.database.db, olympiadId, runner), null);
    assert.equal(await finishedCount(ctx.database.db, olympiadId), count - 1);
    const buckets = new Map<number, number>();
    for (const r of expected) buckets.set(r.score, (buckets.get(r.score) ?? 0) + 1);
    const histogram = await ctx.database.db.select().from(olympiadScoreCount).where(eq(olympiadScoreCount.olympiad_id, olympiadId));
    assert.deepEqual(new Map(histogram.filter((h) => h.n !== 0).map((h) => [h.score, h.n])), buckets);
  });

  it('the live results poll: an ETag, 304 while nothing changes, 200 with the new total after a finish', async () => {
    const view = await makeOlympiad({ startIn: -60 * MIN, endIn: 60 * MIN, minutes: 30 });
    const olympiadId = view.olympic.id;
    await insertDemoParticipants(ctx.database.db, olympiadId, 30, 700_000 + tag * 1000);
    const { cookie } = await user();
    const url = `${base}/api/olympic/olympic-stats?olympic_id=${olympiadId}`;
    const get = (headers: Record<string, string> = {}) => fetch(url, { headers: { ...XRW, cookie, 'accept-language': 'uz', ...headers } });
    const first = await get();
    assert.equal(first.status, 200);
    const etag = first.headers.get('etag')!;
    assert.match(etag, /^W\/"rank-/);
    assert.match(first.headers.get('cache-control') ?? '', /private, no-cache/);
    assert.equal(rankingResponse.parse(await first.json()).data.total, 30);
    const same = await get({ 'if-none-match': etag });
    assert.equal(same.status, 304);
    assert.equal(await same.text(), '');
    // another locale is another body
    assert.equal((await get({ 'if-none-match': etag, 'accept-language': 'ru' })).status, 200);
    // someone finishes: positions may move, the poll gets the new page
    const { id: newcomer } = await user();
    const [sample] = await ctx.database.db
      .select()
      .from(olympiadParticipation)
      .where(eq(olympiadParticipation.olympiad_id, olympiadId))
      .limit(1);
    await ctx.database.db.insert(olympiadParticipation).values({ ...sample, id: undefined, user_id: newcomer });
    const moved = await get({ 'if-none-match': etag });
    assert.equal(moved.status, 200);
    assert.notEqual(moved.headers.get('etag'), etag);
    assert.equal(rankingResponse.parse(await moved.json()).data.total, 31);
  });
});

describe('bad input and sessions', () => {
  it('signed out: 401 on every olympiad call', async () => {
    for (const [method, url, body] of [
      ['GET', '/olympic/olympics-list'],
      ['GET', '/olympic/olympics-list-finish'],
      ['GET', '/olympic/olympic-view?id=1'],
      ['GET', '/olympic/olympic-courses?olympic_id=1'],
      ['POST', '/olympic/olympic-order', { olympic_id: 1, olympic_course_id: 1 }],
      ['GET', '/olympic/olympic-test?olympic_course_id=1'],
      ['POST', '/olympic/olympic-finish-test', { ticket_id: 1 }],
      ['POST', '/olympic/visibility', { ticket_id: 1, state: 'hidden' }],
      ['GET', '/olympic/olympic-stats?olympic_id=1'],
      ['GET', '/olympic/olympic-review?olympic_id=1'],
    ] as const) {
      const res = await call('', method, url, body);
      assert.equal(res.status, 401, `${method} ${url}: ${res.raw}`);
    }
  });

  it('bad input answers 4xx (never 5xx) and changes nothing', async () => {
    const view = await makeOlympiad();
    const { cookie, id } = await user();
    const bad: [string, string, unknown?][] = [
      ['GET', '/olympic/olympic-view?id=abc'],
      ['GET', '/olympic/olympic-view?id=999999999'],
      ['GET', '/olympic/olympic-view?id=-1'],
      ['GET', '/olympic/olympic-stats?olympic_id=1&page=0'],
      ['GET', `/olympic/olympic-stats?olympic_id=${view.olympic.id}&page=x`],
      ['GET', '/olympic/olympic-test?olympic_course_id=999999'],
      ['POST', '/olympic/olympic-order', { olympic_id: 'x' }],
      ['POST', '/olympic/olympic-order', { olympic_id: view.olympic.id, olympic_course_id: 0 }],
      ['POST', '/olympic/olympic-order', { olympic_id: view.olympic.id, olympic_course_id: 1, extra: 1 }],
      ['POST', '/olympic/olympic-order', { olympic_id: 999999, olympic_course_id: 1 }],
      ['POST', '/olympic/olympic-finish-test', { ticket_id: 999999 }],
      ['POST', '/olympic/olympic-finish-test', {}],
      ['POST', '/olympic/visibility', { ticket_id: 1, state: 'gone' }],
      ['POST', '/olympic/visibility', { ticket_id: 999999, state: 'hidden' }],
    ];
    for (const [method, url, body] of bad) {
      const res = await call(cookie, method as 'GET' | 'POST', url, body);
      assert.ok(res.status >= 400 && res.status < 500, `${method} ${url}: ${res.status} ${res.raw}`);
      assert.ok(res.body.message, res.raw);
    }
    const rows = await ctx.database.db.select().from(olympiadParticipation).where(eq(olympiadParticipation.user_id, id));
    assert.equal(rows.length, 0);
  });
});

describe('npm run olympiad -- create', () => {
  it('rejects a bad file naming the field, and an unknown subject or a too small pool', async () => {
    const good = await olympiadFile();
    const errorsOf = async (input: unknown) => {
      try {
        await createOlympiad(ctx.database.db, input);
      } catch (error) {
        if (error instanceof OlympiadFileError) return error.lines.join('\n');
        throw error;
      }
      return '';
    };
    assert.match(await errorsOf({ ...good, ends_at: good.starts_at }), /^ends_at: must be after starts_at/m);
    assert.match(await errorsOf({ ...good, type: 'cup' }), /^type:/m);
    assert.match(await errorsOf({ ...good, courses: [{ ...good.courses[0], minutes: 0 }] }), /^courses\[0\]\.minutes/m);
    assert.match(
      await errorsOf({ ...good, courses: [{ ...good.courses[0], subjects: [{ subject: 'no-such-subject', count: 1 }] }] }),
      /^courses\[0\]\.subjects\[0\]\.subject: no subject with the slug "no-such-subject"/m,
    );
    assert.match(
      await errorsOf({ ...good, courses: [{ ...good.courses[0], subjects: [{ subject: b.subject.slug, count: 13 }] }] }),
      /^courses\[0\]\.subjects\[0\]\.count: .*12 questions left, 13 asked/m,
    );
  });

  it('the command exits 1 and names the field', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'olympiad-'));
    const file = path.join(dir, 'bad.json');
    fs.writeFileSync(file, JSON.stringify({ ...(await olympiadFile()), language_id: 3 }));
    const run = promisify(execFile);
    const cli = path.resolve(import.meta.dirname, '../cli.ts');
    await assert.rejects(
      run(process.execPath, ['--import', 'tsx', cli, 'create', file], { cwd: path.resolve(import.meta.dirname, '../../../..') }),
      (error: { code: number; stderr: string }) => {
        assert.equal(error.code, 1);
        assert.match(error.stderr, /language_id/);
        return true;
      },
    );
    fs.rmSync(dir, { recursive: true });
  });
});
