// Click SHOP API (https://docs.click.uz/click-api-request): Prepare (action 0) and Complete (action 1),
// form-encoded, amounts in so'm. Every request is signed:
//   sign_string = md5(click_trans_id + service_id + SECRET_KEY + merchant_trans_id
//                     [+ merchant_prepare_id, Complete only] + amount + action + sign_time)
// Errors: 0 success, -1 sign check failed, -2 incorrect amount, -3 action not found, -4 already paid,
// -5 order not found, -6 transaction not found, -7 failed to update, -8 error in request, -9 cancelled.
// A Complete with a negative `error` from Click cancels the transaction (answer -9). Pro is granted only
// by Complete, in the database transaction that marks it completed.
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { TIYIN_PER_SUM } from '@platform/shared/payments';
import { inTransaction, type Db } from '../../db/client';
import { clickTransaction } from './schema';
import { cancelOrder, grantPro, lockOrder } from './service-orders';
import type { ClickSettings } from './settings';

export const CLICK_NOTES: Record<number, string> = {
  0: 'Success',
  [-1]: 'SIGN CHECK FAILED!',
  [-2]: 'Incorrect parameter amount',
  [-3]: 'Action not found',
  [-4]: 'Already paid',
  [-5]: 'User does not exist',
  [-6]: 'Transaction does not exist',
  [-7]: 'Failed to update user',
  [-8]: 'Error in request from click',
  [-9]: 'Transaction cancelled',
};

export type ClickAction = 'prepare' | 'complete';

/** The fields Click signs, in order. */
export function clickSignature(fields: Record<string, string>, secretKey: string, action: ClickAction): string {
  const text =
    fields.click_trans_id +
    fields.service_id +
    secretKey +
    fields.merchant_trans_id +
    (action === 'complete' ? fields.merchant_prepare_id : '') +
    fields.amount +
    fields.action +
    fields.sign_time;
  return createHash('md5').update(text).digest('hex');
}

const REQUIRED = [
  'click_trans_id',
  'service_id',
  'click_paydoc_id',
  'merchant_trans_id',
  'amount',
  'action',
  'error',
  'sign_time',
  'sign_string',
];

/** `1000`, `1000.5`, `1000.00` so'm → tiyin, without floating point; null when not a plain amount. */
export function sumToTiyin(amount: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) return null;
  return Number(match[1]) * TIYIN_PER_SUM + Number((match[2] ?? '').padEnd(2, '0'));
}

const digits = (value: string | undefined, max = 18) => value !== undefined && new RegExp(`^\\d{1,${max}}$`).test(value);

export interface ClickAnswer {
  click_trans_id: number | null;
  merchant_trans_id: string | null;
  merchant_prepare_id?: number | null;
  merchant_confirm_id?: number | null;
  error: number;
  error_note: string;
}

function answer(fields: Record<string, string>, action: ClickAction, error: number, ownId: number | null = null): ClickAnswer {
  const base = {
    click_trans_id: digits(fields.click_trans_id) ? Number(fields.click_trans_id) : null,
    merchant_trans_id: fields.merchant_trans_id ?? null,
    error,
    error_note: CLICK_NOTES[error],
  };
  return action === 'prepare' ? { ...base, merchant_prepare_id: ownId } : { ...base, merchant_confirm_id: ownId };
}

/** Signature compared in constant time. */
function signed(fields: Record<string, string>, settings: ClickSettings, action: ClickAction): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(fields.sign_string.toLowerCase()), digest(clickSignature(fields, settings.secretKey, action)));
}

/** Prepare or Complete: the form fields in, Click's answer out (always HTTP 200). */
export async function handleClick(
  db: Db,
  settings: ClickSettings,
  action: ClickAction,
  fields: Record<string, string>,
  now: Date,
): Promise<ClickAnswer> {
  const required = action === 'complete' ? [...REQUIRED, 'merchant_prepare_id'] : REQUIRED;
  if (required.some((name) => typeof fields[name] !== 'string')) return answer(fields, action, -8);
  if (!signed(fields, settings, action)) return answer(fields, action, -1);
  if (fields.action !== (action === 'prepare' ? '0' : '1')) return answer(fields, action, -3);
  if (fields.service_id !== settings.serviceId) return answer(fields, action, -8);
  if (!digits(fields.click_trans_id) || !digits(fields.click_paydoc_id) || !/^-?\d{1,6}$/.test(fields.error)) {
    return answer(fields, action, -8);
  }
  const amount = sumToTiyin(fields.amount);
  if (!digits(fields.merchant_trans_id, 9)) return answer(fields, action, -5);
  const orderId = Number(fields.merchant_trans_id);
  const clickId = Number(fields.click_trans_id);

  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.provider !== 'click') return answer(fields, action, -5);
    if (amount === null || amount !== order.amount) return answer(fields, action, -2);

    if (action === 'prepare') {
      const [existing] = await tx.select().from(clickTransaction).where(eq(clickTransaction.click_trans_id, clickId));
      if (existing) {
        if (existing.order_id !== order.id) return answer(fields, action, -6);
        if (existing.state === 'completed') return answer(fields, action, -4);
        if (existing.state === 'cancelled') return answer(fields, action, -9);
        return answer(fields, action, 0, existing.id);
      }
      if (order.state === 'paid') return answer(fields, action, -4);
      if (order.state === 'cancelled') return answer(fields, action, -9);
      const [other] = await tx
        .select({ id: clickTransaction.id })
        .from(clickTransaction)
        .where(and(eq(clickTransaction.order_id, order.id), inArray(clickTransaction.state, ['prepared', 'completed'])));
      if (other) return answer(fields, action, -8);
      const [row] = await tx
        .insert(clickTransaction)
        .values({ click_trans_id: clickId, click_paydoc_id: Number(fields.click_paydoc_id), order_id: order.id, amount, created_at: now })
        .returning({ id: clickTransaction.id });
      return answer(fields, action, 0, row.id);
    }

    if (!digits(fields.merchant_prepare_id, 9)) return answer(fields, action, -6);
    const [row] = await tx
      .select()
      .from(clickTransaction)
      .where(and(eq(clickTransaction.id, Number(fields.merchant_prepare_id)), eq(clickTransaction.click_trans_id, clickId)))
      .for('update');
    if (!row || row.order_id !== order.id) return answer(fields, action, -6);
    if (row.state === 'completed') return answer(fields, action, -4);
    if (row.state === 'cancelled') return answer(fields, action, -9);
    if (Number(fields.error) < 0) {
      await tx.update(clickTransaction).set({ state: 'cancelled', cancelled_at: now }).where(eq(clickTransaction.id, row.id));
      await cancelOrder(tx, order, now);
      return answer(fields, action, -9);
    }
    if (order.state !== 'pending') return answer(fields, action, order.state === 'paid' ? -4 : -9);
    await grantPro(tx, order, now);
    await tx.update(clickTransaction).set({ state: 'completed', completed_at: now }).where(eq(clickTransaction.id, row.id));
    return answer(fields, action, 0, row.id);
  });
}
