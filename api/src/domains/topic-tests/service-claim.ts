// Tickets of topic tests: who owns one, finishing (with the bonus) and a signed-in user claiming the
// ticket this browser started as a guest.
//
// Exam integrity (ARCHITECTURE.md): the clock is the server's (`expires_at`); one active ticket per
// owner and test (partial unique indexes); every XP grant once.
import { and, count, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import { tashkentDayStart } from '@platform/shared/dates';
import { FINISH_BONUS_XP, xpForBall } from '@platform/shared/topic-tests';
import type { Caller } from '../../caller';
import type { Db } from '../../db/client';
import { appUser, question, themedTest, ticket, ticketQuestion } from '../../db/schema';
import { at, isUniqueViolation, rowsOf } from '../../db/sql';
import { HttpError } from '../../errors';
import { queueMistakes } from '../review/service-queue';
import { grantXp, type Grant } from './service-xp';

export type TicketRow = typeof ticket.$inferSelect;

export const ticketNotFound = () => new HttpError(404, 'TICKET_NOT_FOUND', 'tests.ticket_not_found');
const BONUS = sql.raw(String(FINISH_BONUS_XP));

/** Who may hold a ticket: its user, or this browser's guest token. */
export type Owner = Pick<Caller, 'userId' | 'guestHash'>;

/** Whether the caller owns the ticket as it is now (a claimed ticket is no longer the guest's). */
export function owns(row: Pick<TicketRow, 'user_id' | 'guest_hash'>, caller: Owner): boolean {
  if (caller.userId !== null) return row.user_id === caller.userId;
  return row.user_id === null && caller.guestHash !== null && row.guest_hash === caller.guestHash;
}

/** A guest ticket of this browser that the signed-in caller may take over. */
export const claimable = (row: Pick<TicketRow, 'user_id' | 'guest_hash'>, caller: Owner) =>
  caller.userId !== null && caller.guestHash !== null && row.user_id === null && row.guest_hash === caller.guestHash;

/**
 * Finishes an active ticket (nothing happens to a finished one) and returns it as it is now. A ticket
 * of a signed-in owner that earned question XP gets the finish bonus, in the same statement: the
 * status change, the ledger row and the user's ball move together, once. A ticket answered only
 * with questions whose XP the user had earned before gets none (ADR 006: no farming).
 */
export async function finishTicket(db: Db, ticketId: number, now: Date): Promise<TicketRow> {
  const finished = await rowsOf<{ id: number }>(
    db,
    sql`
    with f as (
      update ticket set status = 'finished', finished_at = ${at(now)},
        bonus_xp = case when user_id is not null and earns_xp and exists (
          select 1 from xp_event x where x.ticket_id = ticket.id and x.user_id = ticket.user_id and x.source = 'topic'
        ) then ${BONUS} else 0 end
      where id = ${ticketId} and status = 'active'
      returning id, user_id, bonus_xp
    ), x as (
      insert into xp_event (user_id, amount, source, ref_id, ticket_id)
      select user_id, bonus_xp, 'topic-bonus', id, id from f where bonus_xp > 0
      on conflict do nothing
      returning user_id, amount
    ), b as (
      update app_user set ball = app_user.ball + x.amount from x where app_user.id = x.user_id returning app_user.id
    )
    select id from f`,
  );
  const [row] = await db.select().from(ticket).where(eq(ticket.id, ticketId));
  // finished by this call: its wrong and unanswered questions join the owner's review queue (ADR 044)
  if (finished.length && row) await queueTicketMistakes(db, row, now);
  return row;
}

/** The questions of a finished ticket answered wrong or not at all, as review cards of its owner. */
async function queueTicketMistakes(db: Db, row: TicketRow, now: Date): Promise<void> {
  const missed = await db
    .select({ id: ticketQuestion.question_id, subject_id: themedTest.subject_id })
    .from(ticketQuestion)
    .innerJoin(themedTest, eq(themedTest.id, row.test_id))
    .where(and(eq(ticketQuestion.ticket_id, row.id), sql`${ticketQuestion.is_correct} is not true`));
  await queueMistakes(
    db,
    { userId: row.user_id, guestHash: row.user_id === null ? row.guest_hash : null },
    missed.map((m) => ({ kind: 'question' as const, id: m.id, subject_id: m.subject_id })),
    now,
    'topic',
  );
}

/** What a claim needs to know: the daily limit of new tickets of free learners (0: none). */
export interface ClaimRules {
  dailyLimit: number;
}

/** The advisory lock that serialises a user's ticket starts and claims (the day's count and the change agree). */
export const userTicketLock = (userId: number) => sql`select pg_advisory_xact_lock(hashtext(${`topic:u:${userId}`}))`;

/**
 * Whether a guest ticket claimed by the user earns XP: a free user earns on at most `dailyLimit`
 * tickets started on the ticket's Tashkent day — their own and the ones claimed before (issue 12:
 * tickets taken as a guest past the limit must not bring XP). Pro, and a limit of 0, always earn.
 */
async function claimEarnsXp(db: Db, row: TicketRow, userId: number, { dailyLimit }: ClaimRules, now: Date): Promise<boolean> {
  if (dailyLimit <= 0) return true;
  const [user] = await db.select({ premium_until: appUser.premium_until }).from(appUser).where(eq(appUser.id, userId));
  if (user?.premium_until && user.premium_until.getTime() > now.getTime()) return true;
  const dayStart = tashkentDayStart(row.started_at);
  const [{ n }] = await db
    .select({ n: count() })
    .from(ticket)
    .where(
      and(
        eq(ticket.user_id, userId),
        eq(ticket.earns_xp, true),
        ne(ticket.id, row.id),
        gte(ticket.started_at, new Date(dayStart)),
        lt(ticket.started_at, new Date(tashkentDayStart(row.started_at, 1))),
      ),
    );
  return n < dailyLimit;
}

/**
 * A signed-in user takes over this browser's guest ticket (`where user_id is null and guest_hash =`),
 * and — within the day's limit (`claimEarnsXp`) — gets the XP of its correct answers whose question
 * they have not earned before and, when it is finished and earned some, the bonus — each once. Past
 * the limit the ticket becomes theirs without XP (`earns_xp` false: its later answers earn none
 * either). When the ticket is active and the user already has another active ticket for the same
 * test, that other ticket is finished (it keeps its answers and XP): the ticket in this browser is the
 * one being taken. Returns null when the ticket is no longer claimable (someone else took it).
 */
export async function claimTicket(
  db: Db,
  ticketId: number,
  userId: number,
  guestHash: string,
  now: Date,
  rules: ClaimRules,
): Promise<TicketRow | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(userTicketLock(userId));
        const [row] = await tx
          .select()
          .from(ticket)
          .where(and(eq(ticket.id, ticketId), isNull(ticket.user_id), eq(ticket.guest_hash, guestHash)))
          .for('update');
        if (!row) return null;
        if (row.status === 'active') {
          const others = await tx
            .select({ id: ticket.id })
            .from(ticket)
            .where(and(eq(ticket.user_id, userId), eq(ticket.test_id, row.test_id), eq(ticket.status, 'active')))
            .for('update');
          for (const other of others) await finishTicket(tx, other.id, now);
        }
        const earns = await claimEarnsXp(tx, row, userId, rules, now);
        await tx.update(ticket).set({ user_id: userId, earns_xp: earns, bonus_xp: 0 }).where(eq(ticket.id, row.id));
        if (earns) {
          const correct = await tx
            .select({ id: ticketQuestion.id, question_id: ticketQuestion.question_id, ball: question.ball })
            .from(ticketQuestion)
            .innerJoin(question, eq(question.id, ticketQuestion.question_id))
            .where(and(eq(ticketQuestion.ticket_id, row.id), eq(ticketQuestion.is_correct, true)));
          const grants: Grant[] = correct.map((c) => ({
            amount: xpForBall(c.ball),
            source: 'topic',
            ref_id: c.id,
            ticket_id: row.id,
            question_id: c.question_id,
          }));
          const earned = await grantXp(tx, userId, grants);
          if (row.status === 'finished' && earned > 0) {
            await grantXp(tx, userId, [{ amount: FINISH_BONUS_XP, source: 'topic-bonus', ref_id: row.id, ticket_id: row.id }]);
            await tx.update(ticket).set({ bonus_xp: FINISH_BONUS_XP }).where(eq(ticket.id, row.id));
          }
        }
        const [claimed] = await tx.select().from(ticket).where(eq(ticket.id, row.id));
        return claimed;
      });
    } catch (error) {
      // the user started another ticket for the test between our check and the claim: once more
      if (attempt >= 2 || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * The ticket if the caller owns it (404 otherwise, whether or not it exists): with `rules`, a guest
 * ticket of this browser is claimed first when the caller is signed in; without (a read elsewhere,
 * such as recommended courses), that ticket is only read. An active ticket past its deadline is finished.
 */
export async function ownedTicket(db: Db, caller: Owner, ticketId: number, now: Date, rules?: ClaimRules): Promise<TicketRow> {
  let [row] = await db.select().from(ticket).where(eq(ticket.id, ticketId));
  if (!row) throw ticketNotFound();
  if (claimable(row, caller)) {
    if (!rules) return row;
    row =
      (await claimTicket(db, row.id, caller.userId!, caller.guestHash!, now, rules)) ??
      (await db.select().from(ticket).where(eq(ticket.id, ticketId)))[0];
  }
  if (!row || !owns(row, caller)) throw ticketNotFound();
  if (row.status === 'active' && row.expires_at.getTime() <= now.getTime()) row = await finishTicket(db, row.id, now);
  return row;
}

/** Finishes the caller's ticket (GET /check-test); a finished one is returned as it is. */
export async function finishOwnedTicket(db: Db, caller: Owner, ticketId: number, now: Date, rules: ClaimRules): Promise<TicketRow> {
  const row = await ownedTicket(db, caller, ticketId, now, rules);
  return row.status === 'active' ? finishTicket(db, row.id, now) : row;
}
