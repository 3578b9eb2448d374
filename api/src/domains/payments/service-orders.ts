// Orders: `POST /buy-premium` makes one and answers the provider's checkout URL; paying grants Pro
// (premium_until + month_count × 30 days, from now or from the current end) and a cancel after payment
// takes exactly that period back. Granting and revoking run inside the caller's database transaction,
// with the order and the user locked, so a payment is counted once however often the provider repeats.
import { and, eq, gt, sql } from 'drizzle-orm';
import { DAYS_PER_MONTH, TIYIN_PER_SUM, planPrice, type OrderView, type PaymentType } from '@platform/shared/payments';
import { PHONE_PREFIX } from '@platform/shared/format';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { appUser } from '../accounts/schema';
import { paymentOrder, premiumPlan } from './schema';
import { inSandbox, type PaymentSettings } from './settings';

const DAY_MS = 86_400_000;
export type OrderRow = typeof paymentOrder.$inferSelect;

/** The order, locked for the rest of the transaction; null when there is none. */
export async function lockOrder(tx: Db, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(paymentOrder).where(eq(paymentOrder.id, orderId)).for('update');
  return row ?? null;
}

/** Marks a pending order paid and extends the buyer's Pro by its months (inside the caller's transaction). */
export async function grantPro(tx: Db, order: OrderRow, now: Date): Promise<void> {
  if (order.state !== 'pending') throw new Error(`order ${order.id} is ${order.state}, not pending`);
  // a pending order always has its buyer: the account's deletion deletes its pending orders (ADR 033)
  if (order.user_id === null) throw new Error(`order ${order.id} has no buyer`);
  const granted = order.month_count * DAYS_PER_MONTH * DAY_MS;
  const buyer = order.user_id;
  const [user] = await tx.select({ until: appUser.premium_until }).from(appUser).where(eq(appUser.id, buyer)).for('update');
  const from = Math.max(now.getTime(), user?.until?.getTime() ?? 0);
  await tx
    .update(appUser)
    .set({ premium_until: new Date(from + granted) })
    .where(eq(appUser.id, buyer));
  await tx.update(paymentOrder).set({ state: 'paid', paid_at: now, granted_ms: granted }).where(eq(paymentOrder.id, order.id));
}

/** Cancels an order; a paid one takes back the Pro period it granted (inside the caller's transaction). */
export async function cancelOrder(tx: Db, order: OrderRow, now: Date): Promise<void> {
  if (order.state === 'cancelled') return;
  // an order whose buyer deleted the account (user_id null) has no Pro left to take back
  if (order.state === 'paid' && order.granted_ms && order.user_id !== null) {
    await tx
      .update(appUser)
      .set({ premium_until: sql`${appUser.premium_until} - make_interval(secs => ${order.granted_ms / 1000})` })
      .where(eq(appUser.id, order.user_id));
  }
  await tx.update(paymentOrder).set({ state: 'cancelled', cancelled_at: now }).where(eq(paymentOrder.id, order.id));
}

/** Payme's checkout link: base64 of `m=…;ac.order_id=…;a=<tiyin>;c=<return url>` after the checkout address. */
export function paymeCheckoutUrl(base: string, merchantId: string, orderId: number, amount: number, returnUrl: string): string {
  const params = `m=${merchantId};ac.order_id=${orderId};a=${amount};c=${returnUrl}`;
  return `${base.replace(/\/$/, '')}/${Buffer.from(params).toString('base64')}`;
}

/** Click's checkout link: service, merchant, amount in so'm, our order id and the return address. */
export function clickCheckoutUrl(
  base: string,
  serviceId: string,
  merchantId: string,
  orderId: number,
  amount: number,
  returnUrl: string,
): string {
  const query = new URLSearchParams({
    service_id: serviceId,
    merchant_id: merchantId,
    amount: (amount / TIYIN_PER_SUM).toFixed(2),
    transaction_param: String(orderId),
    return_url: returnUrl,
  });
  return `${base}?${query}`;
}

/**
 * `POST /buy-premium`: `true` when the user already bought this plan and its period is still running;
 * otherwise a new order and the provider's checkout URL (the local sandbox page without credentials).
 */
export async function buyPremium(
  db: Db,
  settings: PaymentSettings,
  userId: number,
  type: PaymentType,
  input: { month_count: number; platform: string; phone: string },
  origin: string,
): Promise<true | string> {
  const provider = settings[type];
  if (!provider) throw new HttpError(503, 'PAYMENT_UNAVAILABLE', 'payments.unavailable');
  const [plan] = await db.select().from(premiumPlan).where(eq(premiumPlan.month_count, input.month_count));
  if (!plan) throw new HttpError(404, 'PLAN_NOT_FOUND', 'payments.plan_not_found', {}, {}, 'month_count');
  const now = settings.now();
  // already bought: a paid order of this plan whose period is still running
  const period = plan.month_count * DAYS_PER_MONTH * DAY_MS;
  const [running] = await db
    .select({ id: paymentOrder.id })
    .from(paymentOrder)
    .where(
      and(
        eq(paymentOrder.user_id, userId),
        eq(paymentOrder.month_count, plan.month_count),
        eq(paymentOrder.state, 'paid'),
        gt(paymentOrder.paid_at, new Date(now.getTime() - period)),
      ),
    )
    .limit(1);
  if (running) return true;
  const amount = planPrice(plan) * TIYIN_PER_SUM;
  const [order] = await db
    .insert(paymentOrder)
    .values({
      user_id: userId,
      plan_id: plan.id,
      month_count: plan.month_count,
      amount,
      provider: type,
      phone: `${PHONE_PREFIX}${input.phone}`,
      platform: input.platform,
      created_at: now,
    })
    .returning({ id: paymentOrder.id });
  const sandbox = inSandbox(provider);
  const site = sandbox ? origin : (settings.publicUrl ?? origin);
  const returnUrl = `${site}/pro/payment?order=${order.id}`;
  if (sandbox) return `${origin}/api/payments/sandbox/${type}/${order.id}`;
  if (type === 'payme') {
    const payme = settings.payme!;
    return paymeCheckoutUrl(payme.checkoutUrl, payme.merchantId, order.id, amount, returnUrl);
  }
  const click = settings.click!;
  return clickCheckoutUrl(click.checkoutUrl, click.serviceId, click.merchantId, order.id, amount, returnUrl);
}

/** `GET /payment-order/view?id`: one's own order and the Pro it left. */
export async function orderView(db: Db, userId: number, orderId: number): Promise<OrderView> {
  const [row] = await db
    .select({ order: paymentOrder, until: appUser.premium_until })
    .from(paymentOrder)
    .innerJoin(appUser, eq(appUser.id, paymentOrder.user_id))
    .where(and(eq(paymentOrder.id, orderId), eq(paymentOrder.user_id, userId)));
  if (!row) throw new HttpError(404, 'ORDER_NOT_FOUND', 'payments.order_not_found');
  return {
    id: row.order.id,
    state: row.order.state,
    provider: row.order.provider,
    month_count: row.order.month_count,
    amount: row.order.amount,
    premium_until: row.until ? Math.floor(row.until.getTime() / 1000) : null,
  };
}
