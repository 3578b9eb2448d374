// The payment lookup of the studio (issue 35 item 8, read only): a person's orders by phone, or one
// order by id, each with its providers' transactions and their states.
import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import { unixSeconds } from '@platform/shared/dates';
import type { PaymentLookup } from '@platform/shared/studio';
import type { Db } from '../../db/client';
import { appUser, clickTransaction, paymentOrder, paymeTransaction } from '../../db/schema';
import { HttpError } from '../../errors';

const PAYME_STATES: Record<number, string> = { 1: 'created', 2: 'performed', [-1]: 'cancelled', [-2]: 'cancelled_after_perform' };
const seconds = (ms: number) => (ms > 0 ? Math.floor(ms / 1000) : null);
const orUnix = (d: Date | null) => (d ? unixSeconds(d) : null);

/** Orders by the buyer's phone (their account's, or the one kept after the account was deleted) or by id; newest first. */
export async function lookupPayments(db: Db, q: { phone?: string; order?: number }): Promise<PaymentLookup[]> {
  if (!q.phone && !q.order) throw new HttpError(400, 'VALIDATION_ERROR', 'errors.studio_payment_query', {}, {}, 'phone');
  let where;
  if (q.order) where = eq(paymentOrder.id, q.order);
  else {
    const users = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.phone, q.phone!));
    where = users.length ? or(eq(paymentOrder.phone, q.phone!), eq(paymentOrder.user_id, users[0].id)) : eq(paymentOrder.phone, q.phone!);
  }
  const orders = await db
    .select({ o: paymentOrder, user_phone: appUser.phone })
    .from(paymentOrder)
    .leftJoin(appUser, eq(appUser.id, paymentOrder.user_id))
    .where(where)
    .orderBy(desc(paymentOrder.created_at), desc(paymentOrder.id))
    .limit(100);
  const ids = orders.map((r) => r.o.id);
  const [payme, click] = ids.length
    ? await Promise.all([
        db.select().from(paymeTransaction).where(inArray(paymeTransaction.order_id, ids)).orderBy(asc(paymeTransaction.create_time)),
        db.select().from(clickTransaction).where(inArray(clickTransaction.order_id, ids)).orderBy(asc(clickTransaction.created_at)),
      ])
    : [[], []];
  return orders.map(({ o, user_phone }) => ({
    id: o.id,
    user_id: o.user_id,
    phone: user_phone ?? o.phone,
    plan_id: o.plan_id,
    month_count: o.month_count,
    amount: o.amount,
    provider: o.provider,
    platform: o.platform,
    state: o.state,
    created_at: unixSeconds(o.created_at),
    paid_at: orUnix(o.paid_at),
    cancelled_at: orUnix(o.cancelled_at),
    transactions: [
      ...payme
        .filter((t) => t.order_id === o.id)
        .map((t) => ({
          provider: 'payme' as const,
          id: t.payme_id,
          state: PAYME_STATES[t.state] ?? String(t.state),
          amount: t.amount,
          created_at: Math.floor(t.create_time / 1000),
          performed_at: seconds(t.perform_time),
          cancelled_at: seconds(t.cancel_time),
          reason: t.reason,
        })),
      ...click
        .filter((t) => t.order_id === o.id)
        .map((t) => ({
          provider: 'click' as const,
          id: String(t.click_trans_id),
          state: t.state,
          amount: t.amount,
          created_at: unixSeconds(t.created_at),
          performed_at: orUnix(t.completed_at),
          cancelled_at: orUnix(t.cancelled_at),
          reason: null,
        })),
    ],
  }));
}
