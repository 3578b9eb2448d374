// Ordering a topic test (SPEC §4, §8): create the caller's ticket or resume the active one, behind
// the time gate and the daily limit of free learners and guests.
import { randomInt } from 'node:crypto';
import { and, asc, count, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import { formatDayTime, tashkentDayStart } from '@platform/shared/dates';
import { TOPIC_TEST_MINUTES, type BlockedBody } from '@platform/shared/topic-tests';
import type { Caller } from '../../caller';
import type { Db } from '../../db/client';
import { question, themedTest, ticket, ticketQuestion } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { HttpError } from '../../errors';
import { t } from '../../i18n';
import { claimTicket, finishTicket, type Owner, type TicketRow } from './service-claim';
import { questionCountOf } from './service-cards';

/** A refused start (SPEC §8): answered 403 with the `message` object by the route. */
export class BlockedError extends Error {
  constructor(readonly body: BlockedBody) {
    super(body.code);
    this.name = 'BlockedError';
  }
}

/**
 * The order a ticket shows a question's options in: the option positions 0..3 for A..D, shuffled
 * (Fisher–Yates with a CSPRNG), so that one ticket's answer key is no key to the next (ADR 006).
 */
export function shuffledOptions(): number[] {
  const order = [0, 1, 2, 3];
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/** The test to order, or 404: a test without questions cannot be taken, as if it did not exist. */
export async function orderableTest(db: Db, testId: number): Promise<{ id: number; opens_at: Date | null }> {
  const [test] = await db
    .select({ id: themedTest.id, opens_at: themedTest.opens_at, questions: questionCountOf })
    .from(themedTest)
    .where(eq(themedTest.id, testId));
  if (!test?.questions) throw new HttpError(404, 'TEST_NOT_FOUND', 'tests.test_not_found');
  return { id: test.id, opens_at: test.opens_at };
}

function ownerCondition(caller: Owner): SQL {
  if (caller.userId !== null) return eq(ticket.user_id, caller.userId);
  return and(isNull(ticket.user_id), eq(ticket.guest_hash, caller.guestHash ?? ''))!;
}

async function activeTicket(db: Db, caller: Owner, testId: number): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(ticket)
    .where(and(ownerCondition(caller), eq(ticket.test_id, testId), eq(ticket.status, 'active')));
  return row;
}

export interface OrderOptions {
  caller: Caller;
  test: { id: number; opens_at: Date | null };
  /** New tickets per Tashkent day for free users and guests; 0 = unlimited. */
  dailyLimit: number;
  now: Date;
}

/**
 * Creates the caller's ticket for a test or resumes the active one. A guest caller must have a guest
 * token. Throws BlockedError when a new ticket may not start (time gate, daily limit).
 */
export async function orderTicket(db: Db, { caller, test, dailyLimit, now }: OrderOptions): Promise<TicketRow> {
  // a learner who signs in mid-test continues the ticket this browser started as a guest
  if (caller.userId !== null && caller.guestHash !== null) {
    const [guestTicket] = await db
      .select({ id: ticket.id })
      .from(ticket)
      .where(
        and(isNull(ticket.user_id), eq(ticket.guest_hash, caller.guestHash), eq(ticket.test_id, test.id), eq(ticket.status, 'active')),
      );
    if (guestTicket) await claimTicket(db, guestTicket.id, caller.userId, caller.guestHash, now, { dailyLimit });
  }
  const active = await activeTicket(db, caller, test.id);
  if (active && active.expires_at.getTime() > now.getTime()) return active;
  if (active) await finishTicket(db, active.id, now);

  if (test.opens_at && test.opens_at.getTime() > now.getTime()) {
    throw new BlockedError({
      message: {
        is_allowed: false,
        next_open_test: Math.ceil(test.opens_at.getTime() / 1000),
        text: t(caller.locale, 'tests.locked', { time: formatDayTime(test.opens_at) }),
      },
      code: 'TEST_LOCKED',
    });
  }
  const limited = dailyLimit > 0 && !caller.premium;
  const ownerKey = caller.userId !== null ? `topic:u:${caller.userId}` : `topic:g:${caller.guestHash}`;

  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        // one creation at a time per owner, so that the day's count and the insert agree
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ownerKey}))`);
        const existing = await activeTicket(tx, caller, test.id);
        if (existing && existing.expires_at.getTime() > now.getTime()) return existing;
        if (existing) await finishTicket(tx, existing.id, now);
        if (limited) {
          // tickets started today by this person: as a user, and in this browser as a guest
          const owner =
            caller.userId !== null
              ? caller.guestHash !== null
                ? or(eq(ticket.user_id, caller.userId), eq(ticket.guest_hash, caller.guestHash))!
                : eq(ticket.user_id, caller.userId)
              : eq(ticket.guest_hash, caller.guestHash ?? '');
          const [{ n }] = await tx
            .select({ n: count() })
            .from(ticket)
            .where(and(owner, gte(ticket.started_at, new Date(tashkentDayStart(now)))));
          if (n >= dailyLimit) {
            const next = tashkentDayStart(now, 1);
            throw new BlockedError({
              message: {
                is_allowed: false,
                next_open_test: next / 1000,
                text: t(caller.locale, 'tests.daily_limit', { limit: dailyLimit, time: formatDayTime(next) }),
              },
              code: 'DAILY_LIMIT',
            });
          }
        }
        const [{ n: questionCount }] = await tx
          .select({ n: count() })
          .from(question)
          .where(and(eq(question.test_id, test.id), isNull(question.retired_at)));
        const [created] = await tx
          .insert(ticket)
          .values({
            test_id: test.id,
            user_id: caller.userId,
            guest_hash: caller.userId === null ? caller.guestHash : null,
            question_count: questionCount,
            started_at: now,
            expires_at: new Date(now.getTime() + TOPIC_TEST_MINUTES * 60_000),
          })
          .onConflictDoNothing()
          .returning();
        if (!created) {
          // another request (a claim) made the active ticket meanwhile: that one it is
          const again = await activeTicket(tx, caller, test.id);
          if (again) return again;
          throw new Error('ticket neither created nor found');
        }
        const questions = await tx
          .select({ id: question.id })
          .from(question)
          .where(and(eq(question.test_id, test.id), isNull(question.retired_at)))
          .orderBy(asc(question.position), asc(question.id));
        // every question of the test in position order, each with its options in an order of its own
        await tx
          .insert(ticketQuestion)
          .values(
            questions.map((q, i) => ({ ticket_id: created.id, question_id: q.id, position: i + 1, option_order: shuffledOptions() })),
          );
        await tx
          .update(themedTest)
          .set({ view_count: sql`${themedTest.view_count} + 1` })
          .where(eq(themedTest.id, test.id));
        return created;
      });
    } catch (error) {
      if (attempt >= 2 || !isUniqueViolation(error)) throw error;
    }
  }
}
