// Filling the review queue (ADR 044): the questions a learner got wrong or left unanswered in a
// finished topic test or exam, and wrong autotest answers, become cards; a card that is not due
// today is "forgotten" again (rated Again), one already due stays as it is. A guest's cards are the
// guest token's until the guest signs in: the next review call with both cookies claims them.
import { and, asc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { at } from '../../db/sql';
import { reviewCard, reviewLog } from './schema';
import { dueHorizon, newCard, rate, Rating, type CardRow } from './scheduler';

/** Who a card belongs to: a user, or a guest browser's token (its hash). */
export interface Owner {
  userId: number | null;
  guestHash: string | null;
}

/** Where a rating came from (review_log.origin). */
export type Origin = 'review' | 'topic' | 'exam' | 'autotest';

/** A question to queue: its source and id, and its subject (null for the autotest). */
export interface QueueItem {
  kind: 'question' | 'nc' | 'autotest';
  id: number;
  subject_id: number | null;
}

const SOURCE = { question: 'question_id', nc: 'nc_item_id', autotest: 'autotest_question_id' } as const;

/** The owner's cards: a user's, or a guest token's not yet claimed; null when the caller has neither. */
export function ownedBy(owner: Owner): SQL | null {
  if (owner.userId !== null) return eq(reviewCard.user_id, owner.userId);
  if (owner.guestHash !== null) return and(isNull(reviewCard.user_id), eq(reviewCard.guest_hash, owner.guestHash))!;
  return null;
}

const keyOf = (kind: QueueItem['kind'], id: number) => `${kind}:${id}`;
function keyOfRow(row: Pick<CardRow, 'question_id' | 'nc_item_id' | 'autotest_question_id'>): string {
  if (row.question_id !== null) return keyOf('question', row.question_id);
  if (row.nc_item_id !== null) return keyOf('nc', row.nc_item_id);
  return keyOf('autotest', row.autotest_question_id!);
}

/** Applies a rating to a card row (only if nobody rated it meanwhile) and logs it; returns the new state, or null. */
export async function rateCard(
  db: Db,
  row: CardRow,
  rating: Rating.Again | Rating.Good,
  now: Date,
  origin: Origin,
  optionId: number | null = null,
) {
  const { card, log } = rate(row, rating, now);
  const [updated] = await db
    .update(reviewCard)
    .set(card)
    .where(and(eq(reviewCard.id, row.id), eq(reviewCard.reps, row.reps)))
    .returning();
  if (!updated) return null;
  await db.insert(reviewLog).values({ ...log, card_id: row.id, reps: card.reps, origin, option_id: optionId });
  return updated;
}

/**
 * Puts mistakes into the owner's queue: a question without a card gets a new one (due now); a card due
 * after today is rated Again (forgotten: back in a minute); a card due today is left as it is.
 */
export async function queueMistakes(db: Db, owner: Owner, items: QueueItem[], now: Date, origin: Origin): Promise<void> {
  const mine = ownedBy(owner);
  if (!mine || items.length === 0) return;
  const unique = [...new Map(items.map((i) => [keyOf(i.kind, i.id), i])).values()];
  const byKind = (kind: QueueItem['kind']) => unique.filter((i) => i.kind === kind).map((i) => i.id);
  const sources = (Object.keys(SOURCE) as QueueItem['kind'][])
    .filter((kind) => byKind(kind).length > 0)
    .map((kind) => inArray(reviewCard[SOURCE[kind]], byKind(kind)));
  const existing = await db
    .select()
    .from(reviewCard)
    .where(and(mine, or(...sources)));
  const have = new Map(existing.map((row) => [keyOfRow(row), row]));
  const fresh = unique.filter((i) => !have.has(keyOf(i.kind, i.id)));
  if (fresh.length) {
    const start = newCard(now);
    await db
      .insert(reviewCard)
      .values(
        fresh.map((i) => ({
          ...start,
          user_id: owner.userId,
          guest_hash: owner.userId === null ? owner.guestHash : null,
          [SOURCE[i.kind]]: i.id,
          subject_id: i.subject_id,
        })),
      )
      .onConflictDoNothing();
  }
  const horizon = dueHorizon(now).getTime();
  for (const row of existing) if (row.due.getTime() >= horizon) await rateCard(db, row, Rating.Again, now, origin);
}

/**
 * A signed-in caller takes over the cards this browser collected as a guest (like tickets, ADR 006):
 * a question the user has no card for moves as it is; for one they have, the card due sooner is kept
 * (its scheduling replaces the user's) and the guest's goes.
 */
export async function claimGuestCards(db: Db, userId: number, guestHash: string): Promise<void> {
  const [any] = await db
    .select({ id: reviewCard.id })
    .from(reviewCard)
    .where(and(isNull(reviewCard.user_id), eq(reviewCard.guest_hash, guestHash)))
    .limit(1);
  if (!any) return;
  const same = sql`coalesce(g.question_id, 0) = coalesce(u.question_id, 0) and coalesce(g.nc_item_id, 0) = coalesce(u.nc_item_id, 0)
    and coalesce(g.autotest_question_id, 0) = coalesce(u.autotest_question_id, 0)`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update review_card u set due = g.due, stability = g.stability, difficulty = g.difficulty, elapsed_days = g.elapsed_days,
        scheduled_days = g.scheduled_days, learning_steps = g.learning_steps, reps = greatest(u.reps, g.reps) + 1, lapses = greatest(u.lapses, g.lapses),
        state = g.state, last_review = g.last_review
      from review_card g
      where u.user_id = ${userId} and g.user_id is null and g.guest_hash = ${guestHash} and ${same} and g.due < u.due`);
    await tx.execute(sql`
      update review_card g set user_id = ${userId}, guest_hash = null
      where g.user_id is null and g.guest_hash = ${guestHash}
        and not exists (select 1 from review_card u where u.user_id = ${userId} and ${same})`);
    await tx.execute(sql`delete from review_card where user_id is null and guest_hash = ${guestHash}`);
  });
}

/** The owner's cards due today (before the next Tashkent midnight). */
export async function dueCount(db: Db, owner: Owner, now: Date): Promise<number> {
  const mine = ownedBy(owner);
  if (!mine) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviewCard)
    .where(and(mine, sql`${reviewCard.due} < ${at(dueHorizon(now))}`));
  return Number(row?.n ?? 0);
}

// ── the autotest's mistakes mode, on the same queue ─────────────────────────────────────────────

const dueAutotest = (userId: number, now: Date) =>
  and(eq(reviewCard.user_id, userId), isNotNull(reviewCard.autotest_question_id), sql`${reviewCard.due} < ${at(dueHorizon(now))}`);

/** The user's autotest cards due today, the longest due first: the questions of a mistakes-mode round. */
export async function dueAutotestQuestions(db: Db, userId: number, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: reviewCard.autotest_question_id })
    .from(reviewCard)
    .where(dueAutotest(userId, now))
    .orderBy(asc(reviewCard.due), asc(reviewCard.id))
    .limit(limit);
  return rows.map((r) => r.id!);
}

/** How many autotest cards the user has due today (the landing's mistakes count). */
export async function dueAutotestCount(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviewCard)
    .where(dueAutotest(userId, now));
  return Number(row?.n ?? 0);
}

/**
 * An autotest answer in the queue: in the mistakes mode the question's due card is rated (right: Good,
 * wrong: Again); anywhere else — or when the card is not due — a wrong answer queues the question.
 */
export async function recordAutotestAnswer(db: Db, userId: number, questionId: number, isRight: boolean, review: boolean, now: Date) {
  if (review) {
    const [card] = await db
      .select()
      .from(reviewCard)
      .where(and(eq(reviewCard.user_id, userId), eq(reviewCard.autotest_question_id, questionId)))
      .for('update');
    if (card && card.due.getTime() < dueHorizon(now).getTime()) {
      await rateCard(db, card, isRight ? Rating.Good : Rating.Again, now, 'autotest');
      return;
    }
  }
  if (!isRight)
    await queueMistakes(db, { userId, guestHash: null }, [{ kind: 'autotest', id: questionId, subject_id: null }], now, 'autotest');
}
