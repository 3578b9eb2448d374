// Making or resuming an autotest ticket (SPEC §4 "Auto test", §6): `POST /auto-test/create` — which
// ticket a create asks for, its questions (a numbered ticket's, the exam's draw, a topic's round, the
// review queue's due autotest cards, the marathon) and the Pro and free-exam rules.
import { and, asc, count, eq, sql, type AnyColumn } from 'drizzle-orm';
import {
  AUTOTEST_FREE_EXAM_ATTEMPTS,
  AUTOTEST_MINUTES,
  AUTOTEST_QUESTIONS,
  AUTOTEST_ROUND,
  isTimedMode,
  type AutotestMode,
  type CreateAutotestBody,
  type CreateAutotestResponse,
} from '@platform/shared/autotest';
import type { Caller } from '../../caller';
import { inTransaction, type Db } from '../../db/client';
import { autotestAnswer, autotestAttempt, autotestCategory, autotestQuestion, autotestTest, autotestTestQuestion } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { HttpError } from '../../errors';
import { dueAutotestQuestions } from '../review/service-queue';
import { settle, ticketOf, userOf, type Attempt } from './service-ticket';

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

async function questionsOf(db: Db, userId: number, plan: Plan, now: Date): Promise<number[]> {
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
      // the user's autotest cards due today in the review queue (ADR 044), the longest due first
      const ids = await dueAutotestQuestions(db, userId, now, AUTOTEST_ROUND);
      if (!ids.length) throw new HttpError(404, 'NO_MISTAKES', 'autotest.no_mistakes');
      return ids;
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

/** The same ticket or topic, or both none: `coalesce(column, 0)` as the one-active-attempt index writes it. */
const sameOrNone = (column: AnyColumn, id: number | null | undefined) => sql`coalesce(${column}, 0) = ${id ?? 0}`;

async function activeAttempt(db: Db, userId: number, plan: Plan): Promise<Attempt | undefined> {
  const { user_id, mode, status, test_id, category_id } = autotestAttempt;
  const [row] = await db
    .select()
    .from(autotestAttempt)
    .where(
      and(
        eq(user_id, userId),
        eq(mode, plan.mode),
        eq(status, 'active'),
        sameOrNone(test_id, plan.test_id),
        sameOrNone(category_id, plan.category_id),
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
    const questions = await questionsOf(db, userId, plan, now);
    if (!questions.length) throw new HttpError(404, 'TEST_NOT_FOUND', 'autotest.test_not_found');
    try {
      const made = await inTransaction(db, async (tx) => {
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
