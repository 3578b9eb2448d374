// The XP ledger of topic tests: every grant once (xp_event unique on user, source, ref; a question's
// XP once per user: unique on user, question), and
// `app_user.ball` moves only with the ledger.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appUser, xpEvent } from '../../db/schema';

export interface Grant {
  amount: number;
  source: 'topic' | 'topic-bonus';
  ref_id: number;
  ticket_id: number;
  /** a `topic` grant's question: earned once per user (xp_event_question_once_uq) */
  question_id?: number;
}

/** Inserts the grants that are not in the ledger yet and adds exactly those to `app_user.ball`. */
export async function grantXp(db: Db, userId: number, grants: Grant[]): Promise<number> {
  if (!grants.length) return 0;
  const inserted = await db
    .insert(xpEvent)
    .values(grants.map((g) => ({ user_id: userId, ...g })))
    .onConflictDoNothing()
    .returning({ amount: xpEvent.amount });
  const total = inserted.reduce((sum, r) => sum + r.amount, 0);
  if (total > 0)
    await db
      .update(appUser)
      .set({ ball: sql`${appUser.ball} + ${total}` })
      .where(eq(appUser.id, userId));
  return total;
}
