// The autotest list, the landing page's figures, saving tickets and the leaderboard (SPEC §2 "Auto
// test", §3, §5, §7 "Auto"). Guests see the list and the board; the caller's own figures need sign-in.
import { and, asc, count, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import {
  AUTOTEST_FREE_EXAM_ATTEMPTS,
  AUTOTEST_LEADERBOARD_SIZE,
  type AutotestCard,
  type AutotestSummary,
  type Leaderboard,
  type LeaderboardRow,
} from '@platform/shared/autotest';
import type { Locale } from '@platform/shared/contracts';
import type { Caller } from '../../caller';
import type { Db } from '../../db/client';
import {
  autotestAnswer,
  autotestAttempt,
  autotestCategory,
  autotestQuestion,
  autotestSaved,
  autotestTest,
  autotestTestQuestion,
} from '../../db/schema';
import { at, rowsOf } from '../../db/sql';
import { HttpError } from '../../errors';
import { pick, t } from '../../i18n';
import { dueAutotestCount } from '../review/service-queue';
import { examAttempts } from './service-create';
import { existingTests, passedOf, settle, titleOf, userOf } from './service-ticket';

/** `GET /auto-test/view`: every numbered ticket in order, with the caller's best score and saved flag. */
export async function listTests(db: Db, caller: Caller): Promise<AutotestCard[]> {
  const userId = caller.userId ?? 0;
  const rows = await db
    .select({
      id: autotestTest.id,
      number: autotestTest.number,
      premium: autotestTest.premium,
      view_count: autotestTest.view_count,
      test_count: sql<number>`(select count(*) from ${autotestTestQuestion} q where q.test_id = autotest_test.id)::int`,
      best: sql<number | null>`(select max(a.correct_count) from ${autotestAttempt} a
        where a.test_id = autotest_test.id and a.user_id = ${userId} and a.mode = 'ticket' and a.status = 'finished')::int`,
      saved: sql<boolean>`exists (select 1 from ${autotestSaved} s where s.test_id = autotest_test.id and s.user_id = ${userId})`,
    })
    .from(autotestTest)
    .orderBy(asc(autotestTest.number));
  return rows.map((r) => ({
    test_id: r.id,
    number: r.number,
    lesson_name: t(caller.locale, 'autotest.title.ticket', { number: r.number }),
    test_rating: r.best === null ? null : Number(r.best),
    test_count: Number(r.test_count),
    view_count: r.view_count,
    is_premium: r.premium,
    is_saved: Boolean(r.saved),
  }));
}

/**
 * Readiness: the share (0–100, rounded down) of the bank's questions whose latest answer by the user
 * was right. A question never answered counts as not ready, so it grows only by covering the bank.
 */
export async function readinessOf(db: Db, userId: number, total: number): Promise<number> {
  if (!total) return 0;
  const [row] = await rowsOf<{ right: number }>(
    db,
    sql`select count(*) filter (where latest.is_right)::int as right from (
      select distinct on (ans.question_id) ans.is_right from ${autotestAnswer} ans
      join ${autotestAttempt} a on a.id = ans.attempt_id
      where a.user_id = ${userId} and ans.chosen is not null
      order by ans.question_id, ans.answered_at desc, ans.id desc) latest`,
  );
  return Math.floor((Number(row?.right ?? 0) * 100) / total);
}

/**
 * The caller's latest finished ticket (any mode) for the landing: a forced stop sends the learner
 * home, and this is their way back to the result. A ticket past its deadline is finished first, at
 * the deadline, as any read of it would.
 */
export async function lastResultOf(db: Db, userId: number, locale: Locale, now: Date): Promise<AutotestSummary['last_result']> {
  const overdue = await db
    .select()
    .from(autotestAttempt)
    .where(
      and(
        eq(autotestAttempt.user_id, userId),
        eq(autotestAttempt.status, 'active'),
        isNotNull(autotestAttempt.deadline),
        lte(autotestAttempt.deadline, now),
      ),
    );
  for (const attempt of overdue) await settle(db, attempt, now);
  const [last] = await db
    .select()
    .from(autotestAttempt)
    .where(and(eq(autotestAttempt.user_id, userId), eq(autotestAttempt.status, 'finished')))
    .orderBy(desc(autotestAttempt.finished_at), desc(autotestAttempt.id))
    .limit(1);
  if (!last?.finished_at) return null;
  return {
    ticket_id: last.id,
    mode: last.mode,
    title: await titleOf(db, last, locale),
    passed: passedOf(last),
    correct: last.correct_count,
    mistakes: last.wrong_count,
    question_count: last.question_count,
    stop_reason: last.stop_reason,
    finished_at: last.finished_at.toISOString(),
  };
}

/** `GET /auto-test/summary`. */
export async function summaryOf(db: Db, caller: Caller, now: Date): Promise<AutotestSummary> {
  const [tickets] = await db.select({ n: count() }).from(autotestTest);
  const categories = await db
    .select({
      slug: autotestCategory.slug,
      name_uz: autotestCategory.name_uz,
      name_ru: autotestCategory.name_ru,
      name_cyrl: autotestCategory.name_cyrl,
      n: sql<number>`(select count(*) from ${autotestQuestion} q where q.category_id = autotest_category.id)::int`,
    })
    .from(autotestCategory)
    .orderBy(asc(autotestCategory.sort));
  const questionCount = categories.reduce((n, c) => n + Number(c.n), 0);
  const base = {
    ticket_count: Number(tickets?.n ?? 0),
    question_count: questionCount,
    categories: categories.map((c) => ({ slug: c.slug, name: pick(c, 'name', caller.locale), question_count: Number(c.n) })),
  };
  if (caller.userId === null) return { ...base, readiness: null, mistakes: 0, marathon: null, exam_attempts_left: null, last_result: null };
  const userId = caller.userId;
  const [marathon] = await db
    .select({ id: autotestAttempt.id, answered: sql<number>`(${autotestAttempt.correct_count} + ${autotestAttempt.wrong_count})::int` })
    .from(autotestAttempt)
    .where(and(eq(autotestAttempt.user_id, userId), eq(autotestAttempt.mode, 'marathon'), eq(autotestAttempt.status, 'active')));
  return {
    ...base,
    readiness: await readinessOf(db, userId, questionCount),
    // the mistakes mode's round: the user's autotest cards due today in the review queue (ADR 044)
    mistakes: await dueAutotestCount(db, userId, now),
    marathon: { answered: marathon ? Number(marathon.answered) : 0, total: questionCount, ticket_id: marathon?.id ?? null },
    exam_attempts_left: caller.premium ? null : Math.max(0, AUTOTEST_FREE_EXAM_ATTEMPTS - (await examAttempts(db, userId))),
    last_result: await lastResultOf(db, userId, caller.locale, now),
  };
}

/** `POST /auto-test/save`: saves or unsaves a ticket for the signed-in caller (repeating is harmless). */
export async function setSaved(db: Db, caller: Caller, testId: number, status: boolean): Promise<{ test_id: number; is_saved: boolean }> {
  const userId = userOf(caller);
  if (!(await existingTests(db, [testId])).has(testId)) throw new HttpError(404, 'TEST_NOT_FOUND', 'autotest.test_not_found');
  if (status) await db.insert(autotestSaved).values({ user_id: userId, test_id: testId }).onConflictDoNothing();
  else await db.delete(autotestSaved).where(and(eq(autotestSaved.user_id, userId), eq(autotestSaved.test_id, testId)));
  return { test_id: testId, is_saved: status };
}

/**
 * `GET /auto-test/leaderboard[?test_id]`: each user's best finished attempt of that ticket (the exam
 * without test_id), ranked by score, then the shorter time, then the earlier finish. The caller's own
 * row comes as `me` even when it is below the first AUTOTEST_LEADERBOARD_SIZE.
 */
export async function leaderboard(db: Db, caller: Caller, testId: number | undefined, now: Date): Promise<Leaderboard> {
  if (testId !== undefined && !(await existingTests(db, [testId])).has(testId)) {
    throw new HttpError(404, 'TEST_NOT_FOUND', 'autotest.test_not_found');
  }
  const mode = testId === undefined ? 'exam' : 'ticket';
  const rows = await rowsOf<{
    rank: number;
    user_id: number;
    first_name: string | null;
    last_name: string | null;
    image: string | null;
    score: number;
    time_used: number;
    finished_at: string | Date;
    total: number;
  }>(
    db,
    // an active ticket past its deadline counts as finished at the deadline (as settle() would store it)
    sql`with done as (
      select a.user_id, a.correct_count as score, a.id, a.started_at,
        least(coalesce(a.finished_at, a.deadline), coalesce(a.deadline, a.finished_at)) as finished_at
      from ${autotestAttempt} a
      where (a.status = 'finished' or a.deadline <= ${at(now)}) and a.mode = ${mode} and coalesce(a.test_id, 0) = ${testId ?? 0}
    ), best as (
      select distinct on (user_id) user_id, score, id, finished_at - started_at as used, finished_at
      from done
      order by user_id, score desc, finished_at - started_at asc, finished_at asc, id asc
    ), ranked as (
      select best.*, row_number() over (order by score desc, used asc, finished_at asc, id asc)::int as rank, count(*) over ()::int as total
      from best
    )
    select r.rank, r.user_id, u.first_name, u.last_name, u.image, r.score,
      floor(extract(epoch from r.used))::int as time_used, r.finished_at, r.total
    from ranked r join app_user u on u.id = r.user_id
    where r.rank <= ${AUTOTEST_LEADERBOARD_SIZE} or r.user_id = ${caller.userId ?? 0}
    order by r.rank`,
  );
  const toRow = (r: (typeof rows)[number]): LeaderboardRow => ({
    rank: Number(r.rank),
    user_id: Number(r.user_id),
    name: [r.first_name, r.last_name].filter(Boolean).join(' ') || `#${r.user_id}`,
    image: r.image,
    score: Number(r.score),
    time_used: Number(r.time_used),
    finished_at: new Date(r.finished_at).toISOString(),
    is_me: caller.userId !== null && Number(r.user_id) === caller.userId,
  });
  const all = rows.map(toRow);
  return {
    rows: all.filter((r) => r.rank <= AUTOTEST_LEADERBOARD_SIZE),
    me: all.find((r) => r.is_me) ?? null,
    total: rows.length ? Number(rows[0].total) : 0,
  };
}
