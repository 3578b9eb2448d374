// Taking an autotest ticket (SPEC §4 "Auto test", §6, §9): create or resume, read again, finish,
// the result. The server owns the clock: `now` is passed in (tests inject it), the deadline is stored
// and a ticket whose deadline has passed counts as finished at the deadline, whoever asks first.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  AUTOTEST_FREE_EXAM_ATTEMPTS,
  AUTOTEST_MAX_MISTAKES,
  AUTOTEST_MINUTES,
  AUTOTEST_PASS_SCORE,
  AUTOTEST_QUESTIONS,
  AUTOTEST_ROUND,
  isTimedMode,
  type AutotestMode,
  type AutotestResult,
  type AutotestTicket,
  type CreateAutotestBody,
  type CreateAutotestResponse,
} from '@platform/shared/autotest';
import type { Locale } from '@platform/shared/contracts';
import type { Caller } from '../../caller';
import type { Db } from '../../db/client';
import {
  autotestAnswer,
  autotestAttempt,
  autotestCategory,
  autotestMistake,
  autotestQuestion,
  autotestTest,
  autotestTestQuestion,
} from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { HttpError } from '../../errors';
import { pick, t } from '../../i18n';
import { contentImageUrl } from '../content/import';

export type Attempt = typeof autotestAttempt.$inferSelect;

export const ticketNotFound = () => new HttpError(404, 'TICKET_NOT_FOUND', 'autotest.ticket_not_found');

/** The caller's user id, or 401 (tickets, saving and the mistakes list are for signed-in users). */
export function userOf(caller: Caller): number {
  if (caller.userId === null) throw new HttpError(401, 'UNAUTHORIZED', 'auth.unauthorized');
  return caller.userId;
}

/** Finishes an active ticket whose deadline has passed, at the deadline (stop reason "time"). */
export async function settle(db: Db, attempt: Attempt, now: Date): Promise<Attempt> {
  if (attempt.status !== 'active' || !attempt.deadline || attempt.deadline.getTime() > now.getTime()) return attempt;
  const [row] = await db
    .update(autotestAttempt)
    .set({ status: 'finished', stop_reason: 'time', finished_at: attempt.deadline })
    .where(and(eq(autotestAttempt.id, attempt.id), eq(autotestAttempt.status, 'active')))
    .returning();
  return row ?? (await db.select().from(autotestAttempt).where(eq(autotestAttempt.id, attempt.id)))[0];
}

/** The caller's ticket by id (settled), or 404 for anyone else's. */
export async function ownAttempt(db: Db, caller: Caller, ticketId: number, now: Date): Promise<Attempt> {
  const userId = userOf(caller);
  const [row] = await db.select().from(autotestAttempt).where(eq(autotestAttempt.id, ticketId));
  if (!row || row.user_id !== userId) throw ticketNotFound();
  return settle(db, row, now);
}

/** A ticket's title in the caller's language: "5-bilet", "Imtihon", "Mavzu: …". */
async function titleOf(db: Db, attempt: Pick<Attempt, 'mode' | 'test_id' | 'category_id'>, locale: Locale): Promise<string> {
  if (attempt.mode === 'ticket' && attempt.test_id) {
    const [test] = await db.select({ number: autotestTest.number }).from(autotestTest).where(eq(autotestTest.id, attempt.test_id));
    return t(locale, 'autotest.title.ticket', { number: test?.number ?? '' });
  }
  if (attempt.mode === 'topic' && attempt.category_id) {
    const [category] = await db.select().from(autotestCategory).where(eq(autotestCategory.id, attempt.category_id));
    return t(locale, 'autotest.title.topic', { name: category ? pick(category, 'name', locale) : '' });
  }
  return t(locale, `autotest.title.${attempt.mode === 'ticket' ? 'exam' : attempt.mode}`);
}

const imageOf = (sha: string | null) => (sha ? contentImageUrl(sha) : null);
const optionsOf = (q: { options_uz: string[]; options_ru: string[] }, locale: Locale) => (locale === 'ru' ? q.options_ru : q.options_uz);

/** The ticket as the test screen shows it: questions in order, answered ones with their verdict. */
export async function ticketOf(db: Db, attempt: Attempt, locale: Locale, now: Date): Promise<AutotestTicket> {
  const rows = await db
    .select({ a: autotestAnswer, q: autotestQuestion })
    .from(autotestAnswer)
    .innerJoin(autotestQuestion, eq(autotestQuestion.id, autotestAnswer.question_id))
    .where(eq(autotestAnswer.attempt_id, attempt.id))
    .orderBy(asc(autotestAnswer.position));
  const training = !isTimedMode(attempt.mode);
  return {
    ticket_id: attempt.id,
    mode: attempt.mode,
    test_id: attempt.test_id,
    title: await titleOf(db, attempt, locale),
    status: attempt.status,
    deadline: attempt.deadline?.toISOString() ?? null,
    server_time: now.toISOString(),
    mistakes: attempt.wrong_count,
    max_mistakes: isTimedMode(attempt.mode) ? AUTOTEST_MAX_MISTAKES : null,
    tests: [
      {
        questions: rows.map(({ a, q }) => {
          const answered = a.chosen !== null;
          return {
            id: a.id,
            text: pick(q, 'text', locale),
            image: imageOf(q.image),
            options: optionsOf(q, locale).map((text, i) => ({ id: i + 1, text })),
            is_checked: answered,
            checked: a.chosen,
            is_right: a.is_right,
            is_true: answered ? q.answer : null,
            explanation: answered && training ? pick(q, 'explanation', locale) : null,
            rule: answered && training ? q.rule : null,
          };
        }),
      },
    ],
  };
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** The exam: 20 questions drawn across the categories in turn (each category shuffled, then round-robin). */
async function examQuestions(db: Db): Promise<number[]> {
  const rows = await db.select({ id: autotestQuestion.id, category_id: autotestQuestion.category_id }).from(autotestQuestion);
  const byCategory = new Map<number, number[]>();
  for (const r of rows) byCategory.set(r.category_id, [...(byCategory.get(r.category_id) ?? []), r.id]);
  const piles = shuffle([...byCategory.values()].map((ids) => shuffle(ids)));
  const picked: number[] = [];
  while (picked.length < AUTOTEST_QUESTIONS && piles.some((p) => p.length)) {
    for (const pile of piles) if (pile.length && picked.length < AUTOTEST_QUESTIONS) picked.push(pile.pop()!);
  }
  return shuffle(picked);
}

interface Plan {
  mode: AutotestMode;
  test_id: number | null;
  category_id: number | null;
}

/** Which ticket a create asks for: `{test_id}` a numbered ticket, `{test_id: 0}` the exam, else by mode. */
async function planOf(db: Db, body: CreateAutotestBody): Promise<Plan & { premium: boolean }> {
  const mode: AutotestMode = body.mode ?? (body.test_id === undefined || body.test_id === 0 ? 'exam' : 'ticket');
  if (mode === 'ticket') {
    if (!body.test_id) throw new HttpError(400, 'VALIDATION_ERROR', 'autotest.mode_needs', { field: 'test_id' }, {}, 'test_id');
    const [test] = await db.select().from(autotestTest).where(eq(autotestTest.id, body.test_id));
    if (!test) throw new HttpError(404, 'TEST_NOT_FOUND', 'autotest.test_not_found');
    return { mode, test_id: test.id, category_id: null, premium: test.premium };
  }
  if (mode === 'topic') {
    if (!body.category) throw new HttpError(400, 'VALIDATION_ERROR', 'autotest.mode_needs', { field: 'category' }, {}, 'category');
    const [category] = await db.select({ id: autotestCategory.id }).from(autotestCategory).where(eq(autotestCategory.slug, body.category));
    if (!category) throw new HttpError(404, 'CATEGORY_NOT_FOUND', 'autotest.category_not_found');
    return { mode, test_id: null, category_id: category.id, premium: false };
  }
  return { mode, test_id: null, category_id: null, premium: false };
}

async function questionsOf(db: Db, userId: number, plan: Plan): Promise<number[]> {
  switch (plan.mode) {
    case 'ticket':
      return (
        await db
          .select({ id: autotestTestQuestion.question_id })
          .from(autotestTestQuestion)
          .where(eq(autotestTestQuestion.test_id, plan.test_id!))
          .orderBy(asc(autotestTestQuestion.position))
      ).map((r) => r.id);
    case 'exam':
      return examQuestions(db);
    case 'topic': {
      const ids = await db
        .select({ id: autotestQuestion.id })
        .from(autotestQuestion)
        .where(eq(autotestQuestion.category_id, plan.category_id!));
      return shuffle(ids.map((r) => r.id)).slice(0, AUTOTEST_ROUND);
    }
    case 'mistakes': {
      // the oldest mistakes first: the list is worked through in the order the mistakes were made
      const rows = await db
        .select({ id: autotestMistake.question_id })
        .from(autotestMistake)
        .where(eq(autotestMistake.user_id, userId))
        .orderBy(asc(autotestMistake.wrong_at), asc(autotestMistake.question_id))
        .limit(AUTOTEST_ROUND);
      if (!rows.length) throw new HttpError(404, 'NO_MISTAKES', 'autotest.no_mistakes');
      return rows.map((r) => r.id);
    }
    case 'marathon':
      return (
        await db
          .select({ id: autotestQuestion.id })
          .from(autotestQuestion)
          .innerJoin(autotestCategory, eq(autotestCategory.id, autotestQuestion.category_id))
          .orderBy(asc(autotestCategory.sort), asc(autotestQuestion.id))
      ).map((r) => r.id);
  }
}

async function activeAttempt(db: Db, userId: number, plan: Plan): Promise<Attempt | undefined> {
  const [row] = await db
    .select()
    .from(autotestAttempt)
    .where(
      and(
        eq(autotestAttempt.user_id, userId),
        eq(autotestAttempt.mode, plan.mode),
        eq(autotestAttempt.status, 'active'),
        sql`coalesce(${autotestAttempt.test_id}, 0) = ${plan.test_id ?? 0}`,
        sql`coalesce(${autotestAttempt.category_id}, 0) = ${plan.category_id ?? 0}`,
      ),
    );
  return row;
}

/** Exam attempts the user has started (any state). */
export async function examAttempts(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(autotestAttempt)
    .where(and(eq(autotestAttempt.user_id, userId), eq(autotestAttempt.mode, 'exam')));
  return Number(row?.n ?? 0);
}

/**
 * `POST /auto-test/create`: resumes the caller's active ticket of that kind, or makes a new one.
 * Refused (`is_allowed: false`) for a Pro ticket without Pro and for a second exam without Pro.
 */
export async function createTicket(db: Db, caller: Caller, body: CreateAutotestBody, now: Date): Promise<CreateAutotestResponse['data']> {
  const userId = userOf(caller);
  const plan = await planOf(db, body);
  if (plan.premium && !caller.premium) return { is_allowed: false, reason: 'premium' };
  for (let attempt = 0; attempt < 3; attempt++) {
    const active = await activeAttempt(db, userId, plan);
    if (active) {
      const settled = await settle(db, active, now);
      if (settled.status === 'active') return { is_allowed: true, ticket: await ticketOf(db, settled, caller.locale, now) };
    }
    if (plan.mode === 'exam' && !caller.premium && (await examAttempts(db, userId)) >= AUTOTEST_FREE_EXAM_ATTEMPTS) {
      return { is_allowed: false, reason: 'exam_attempt_used' };
    }
    const questions = await questionsOf(db, userId, plan);
    if (!questions.length) throw new HttpError(404, 'TEST_NOT_FOUND', 'autotest.test_not_found');
    try {
      const made = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [row] = await tx
          .insert(autotestAttempt)
          .values({
            user_id: userId,
            mode: plan.mode,
            test_id: plan.test_id,
            category_id: plan.category_id,
            question_count: questions.length,
            started_at: now,
            deadline: isTimedMode(plan.mode) ? new Date(now.getTime() + AUTOTEST_MINUTES * 60_000) : null,
          })
          .returning();
        for (let i = 0; i < questions.length; i += 1000) {
          await tx
            .insert(autotestAnswer)
            .values(questions.slice(i, i + 1000).map((question_id, j) => ({ attempt_id: row.id, position: i + j + 1, question_id })));
        }
        if (plan.test_id)
          await tx
            .update(autotestTest)
            .set({ view_count: sql`${autotestTest.view_count} + 1` })
            .where(eq(autotestTest.id, plan.test_id));
        return row;
      });
      return { is_allowed: true, ticket: await ticketOf(db, made, caller.locale, now) };
    } catch (error) {
      // another request made the same ticket at the same moment: resume that one
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new HttpError(409, 'CONFLICT', 'autotest.ticket_finished');
}

/** `POST /check-test/finish?ticket_id`: ends the ticket now (again: the same result). */
export async function finishTicket(db: Db, caller: Caller, ticketId: number, now: Date): Promise<AutotestResult> {
  let attempt = await ownAttempt(db, caller, ticketId, now);
  if (attempt.status === 'active') {
    const [row] = await db
      .update(autotestAttempt)
      .set({ status: 'finished', finished_at: now })
      .where(and(eq(autotestAttempt.id, attempt.id), eq(autotestAttempt.status, 'active')))
      .returning();
    attempt = row ?? (await ownAttempt(db, caller, ticketId, now));
  }
  return resultOf(db, attempt, caller.locale);
}

/** Seconds from the start to the finish (a timed ticket: at most its deadline). */
export const timeUsed = (a: Pick<Attempt, 'started_at' | 'finished_at' | 'deadline'>) => {
  const end = Math.min(a.finished_at!.getTime(), a.deadline?.getTime() ?? Infinity);
  return Math.max(0, Math.floor((end - a.started_at.getTime()) / 1000));
};

/** `GET /auto-test/result?ticket_id`: a finished ticket's verdict and its wrong answers with explanations. */
export async function resultOf(db: Db, attempt: Attempt, locale: Locale): Promise<AutotestResult> {
  if (attempt.status !== 'finished' || !attempt.finished_at) throw new HttpError(409, 'NOT_FINISHED', 'autotest.not_finished');
  const wrong = await db
    .select({ a: autotestAnswer, q: autotestQuestion })
    .from(autotestAnswer)
    .innerJoin(autotestQuestion, eq(autotestQuestion.id, autotestAnswer.question_id))
    .where(and(eq(autotestAnswer.attempt_id, attempt.id), eq(autotestAnswer.is_right, false)))
    .orderBy(asc(autotestAnswer.position));
  const timed = isTimedMode(attempt.mode);
  return {
    ticket_id: attempt.id,
    mode: attempt.mode,
    test_id: attempt.test_id,
    title: await titleOf(db, attempt, locale),
    passed: timed
      ? attempt.correct_count >= AUTOTEST_PASS_SCORE && attempt.wrong_count <= AUTOTEST_MAX_MISTAKES
      : attempt.wrong_count === 0 && attempt.correct_count === attempt.question_count,
    correct: attempt.correct_count,
    mistakes: attempt.wrong_count,
    answered: attempt.correct_count + attempt.wrong_count,
    question_count: attempt.question_count,
    stop_reason: attempt.stop_reason,
    time_used: timeUsed(attempt),
    started_at: attempt.started_at.toISOString(),
    finished_at: attempt.finished_at.toISOString(),
    wrong: wrong.map(({ a, q }) => {
      const options = optionsOf(q, locale);
      return {
        position: a.position,
        text: pick(q, 'text', locale),
        image: imageOf(q.image),
        chosen: options[(a.chosen ?? 1) - 1] ?? '',
        correct: options[q.answer - 1] ?? '',
        explanation: pick(q, 'explanation', locale),
        rule: q.rule,
      };
    }),
  };
}

/** Ids of tests that exist, of a list (saving checks the id). */
export async function existingTests(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  return new Set((await db.select({ id: autotestTest.id }).from(autotestTest).where(inArray(autotestTest.id, ids))).map((r) => r.id));
}
