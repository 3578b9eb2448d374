// Tickets of topic tests: who owns one, finishing (with the bonus) and a signed-in user claiming the
// ticket this browser started as a guest.
//
// Exam integrity (ARCHITECTURE.md): the clock is the server's (`expires_at`); one active ticket per
// owner and test (partial unique indexes); every XP grant once.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { FINISH_BONUS_XP, xpForBall } from '@platform/shared/topic-tests';
import type { Caller } from '../../caller';
import type { Db } from '../../db/client';
import { question, ticket, ticketQuestion } from '../../db/schema';
import { at, isUniqueViolation } from '../../db/sql';
import { HttpError } from '../../errors';
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
 * of a signed-in owner with at least one answer gets the finish bonus, in the same statement: the
 * status change, the ledger row and the user's ball move together, once.
 */
export async function finishTicket(db: Db, ticketId: number, now: Date): Promise<TicketRow> {
  await db.execute(sql`
    with f as (
      update ticket set status = 'finished', finished_at = ${at(now)},
        bonus_xp = case when user_id is not null and answered_count > 0 then ${BONUS} else 0 end
      where id = ${ticketId} and status = 'active'
      returning id, user_id, bonus_xp
    ), x as (
      insert into xp_event (user_id, amount, source, ref_id, ticket_id)
      select user_id, bonus_xp, 'topic-bonus', id, id from f where bonus_xp > 0
      on conflict do nothing
      returning user_id, amount
    )
    update app_user set ball = app_user.ball + x.amount from x where app_user.id = x.user_id`);
  const [row] = await db.select().from(ticket).where(eq(ticket.id, ticketId));
  return row;
}

/**
 * A signed-in user takes over this browser's guest ticket (`where user_id is null and guest_hash =`),
 * and gets the XP of its correct answers and, when it is finished with an answer, the bonus — each
 * once. When the ticket is active and the user already has another active ticket for the same test,
 * that other ticket is finished (it keeps its answers and XP): the ticket in this browser is the one
 * being taken. Returns null when the ticket is no longer claimable (someone else took it).
 */
export async function claimTicket(db: Db, ticketId: number, userId: number, guestHash: string, now: Date): Promise<TicketRow | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
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
        const bonus = row.status === 'finished' && row.answered_count > 0 ? FINISH_BONUS_XP : row.bonus_xp;
        const [claimed] = await tx.update(ticket).set({ user_id: userId, bonus_xp: bonus }).where(eq(ticket.id, row.id)).returning();
        const correct = await tx
          .select({ id: ticketQuestion.id, ball: question.ball })
          .from(ticketQuestion)
          .innerJoin(question, eq(question.id, ticketQuestion.question_id))
          .where(and(eq(ticketQuestion.ticket_id, row.id), eq(ticketQuestion.is_correct, true)));
        const grants: Grant[] = correct.map((c) => ({ amount: xpForBall(c.ball), source: 'topic', ref_id: c.id, ticket_id: row.id }));
        if (bonus > 0) grants.push({ amount: bonus, source: 'topic-bonus', ref_id: row.id, ticket_id: row.id });
        await grantXp(tx, userId, grants);
        return claimed;
      });
    } catch (error) {
      // the user started another ticket for the test between our check and the claim: once more
      if (attempt >= 2 || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * The ticket if the caller owns it (404 otherwise, whether or not it exists): a guest ticket of this
 * browser is claimed first when the caller is signed in; an active ticket past its deadline is finished.
 */
export async function ownedTicket(db: Db, caller: Owner, ticketId: number, now: Date): Promise<TicketRow> {
  let [row] = await db.select().from(ticket).where(eq(ticket.id, ticketId));
  if (!row) throw ticketNotFound();
  if (claimable(row, caller)) {
    row =
      (await claimTicket(db, row.id, caller.userId!, caller.guestHash!, now)) ??
      (await db.select().from(ticket).where(eq(ticket.id, ticketId)))[0];
  }
  if (!row || !owns(row, caller)) throw ticketNotFound();
  if (row.status === 'active' && row.expires_at.getTime() <= now.getTime()) row = await finishTicket(db, row.id, now);
  return row;
}

/** Finishes the caller's ticket (GET /check-test); a finished one is returned as it is. */
export async function finishOwnedTicket(db: Db, caller: Owner, ticketId: number, now: Date): Promise<TicketRow> {
  const row = await ownedTicket(db, caller, ticketId, now);
  return row.status === 'active' ? finishTicket(db, row.id, now) : row;
}
