// Payme Merchant API (https://developer.help.paycom.uz): JSON-RPC 2.0 over POST, always HTTP 200.
// Payme authenticates as `Basic base64(Paycom:<key>)`; amounts are tiyin, times Unix ms. A transaction
// is found by Payme's id, so a repeated Create, Perform or Cancel returns the stored answer (times
// included). Pro is granted only by Perform, in the same database transaction that marks it performed.
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { inTransaction, type Db } from '../../db/client';
import { isUniqueViolation } from '../../db/sql';
import { paymeTransaction } from './schema';
import { cancelOrder, grantPro, lockOrder, type OrderRow } from './service-orders';

/** A created transaction that is not performed within 12 hours is cancelled (reason 4). */
export const PAYME_TIMEOUT_MS = 43_200_000;

type Message = { uz: string; ru: string; en: string };
export class PaymeError extends Error {
  constructor(
    readonly code: number,
    readonly text: Message,
    readonly data?: string,
  ) {
    super(text.en);
  }
}

const E = {
  parse: () => new PaymeError(-32700, { uz: 'JSON xato', ru: 'Ошибка разбора JSON', en: 'Parse error' }),
  request: () => new PaymeError(-32600, { uz: "So'rov noto'g'ri", ru: 'Неверный RPC-запрос', en: 'Invalid request' }),
  method: (name: string) => new PaymeError(-32601, { uz: 'Usul topilmadi', ru: 'Метод не найден', en: 'Method not found' }, name),
  auth: () => new PaymeError(-32504, { uz: "Ruxsat yo'q", ru: 'Недостаточно привилегий', en: 'Insufficient privileges' }),
  amount: () => new PaymeError(-31001, { uz: "Summa noto'g'ri", ru: 'Неверная сумма', en: 'Incorrect amount' }),
  notFound: () => new PaymeError(-31003, { uz: 'Tranzaksiya topilmadi', ru: 'Транзакция не найдена', en: 'Transaction not found' }),
  cannotCancel: () => new PaymeError(-31007, { uz: "Bekor qilib bo'lmaydi", ru: 'Невозможно отменить транзакцию', en: 'Unable to cancel' }),
  state: () =>
    new PaymeError(-31008, { uz: "Amalni bajarib bo'lmaydi", ru: 'Невозможно выполнить операцию', en: 'Unable to perform operation' }),
  order: () => new PaymeError(-31050, { uz: 'Buyurtma topilmadi', ru: 'Заказ не найден', en: 'Order not found' }, 'order_id'),
  busy: () =>
    new PaymeError(
      -31051,
      { uz: "Buyurtma boshqa to'lovni kutmoqda", ru: 'Заказ ожидает другой оплаты', en: 'Order awaits another payment' },
      'order_id',
    ),
  closed: () =>
    new PaymeError(
      -31052,
      { uz: "Buyurtma to'langan yoki bekor qilingan", ru: 'Заказ оплачен или отменён', en: 'Order is paid or cancelled' },
      'order_id',
    ),
};

/** Compares the Authorization header with the expected one in constant time (hashes of equal length). */
export function paymeAuthorized(header: string | undefined, key: string): boolean {
  const expected = `Basic ${Buffer.from(`Paycom:${key}`).toString('base64')}`;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(header ?? ''), digest(expected));
}

const amount = z.unknown().transform((v, ctx) => {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v <= 0) {
    ctx.addIssue({ code: 'custom', message: 'amount' });
    return z.NEVER;
  }
  return v;
});
const account = z.record(z.string(), z.unknown());
const paymeId = z.string().min(1).max(25);
const time = z.number().int().nonnegative();
const PARAMS = {
  CheckPerformTransaction: z.object({ amount, account }),
  CreateTransaction: z.object({ id: paymeId, time, amount, account }),
  PerformTransaction: z.object({ id: paymeId }),
  CancelTransaction: z.object({ id: paymeId, reason: z.number().int() }),
  CheckTransaction: z.object({ id: paymeId }),
  GetStatement: z.object({ from: time, to: time }),
} as const;
type Method = keyof typeof PARAMS;
/** The fields of every method's params; each method reads only its own (validated by PARAMS). */
interface Params {
  id: string;
  time: number;
  amount: number;
  account: Record<string, unknown>;
  reason: number;
  from: number;
  to: number;
}

const envelope = z.object({
  jsonrpc: z.literal('2.0').optional(),
  id: z.union([z.number(), z.string()]),
  method: z.string(),
  params: z.record(z.string(), z.unknown()).default({}),
});

type TxRow = typeof paymeTransaction.$inferSelect;
const transactionId = (row: TxRow) => String(row.id);
/** A transaction's times, id, state and reason as CheckTransaction answers and GetStatement lists them. */
const transactionState = (row: TxRow) => ({
  create_time: row.create_time,
  perform_time: row.perform_time,
  cancel_time: row.cancel_time,
  transaction: transactionId(row),
  state: row.state,
  reason: row.reason,
});

/** The order named by `account.order_id`, locked, after the checks of CheckPerformTransaction. */
async function payableOrder(tx: Db, params: { amount: number; account: Record<string, unknown> }): Promise<OrderRow> {
  const raw = params.account.order_id;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw E.order();
  const order = await lockOrder(tx, id);
  if (!order || order.provider !== 'payme') throw E.order();
  if (order.amount !== params.amount) throw E.amount();
  if (order.state !== 'pending') throw E.closed();
  return order;
}

async function lockTransaction(tx: Db, id: string): Promise<TxRow | null> {
  const [row] = await tx.select().from(paymeTransaction).where(eq(paymeTransaction.payme_id, id)).for('update');
  return row ?? null;
}

/** -31099 while the order has a created or performed transaction: one payment per order. */
async function refuseIfBusy(tx: Db, orderId: number): Promise<void> {
  const [active] = await tx
    .select({ id: paymeTransaction.id })
    .from(paymeTransaction)
    .where(and(eq(paymeTransaction.order_id, orderId), inArray(paymeTransaction.state, [1, 2])));
  if (active) throw E.busy();
}

/** Cancels a created transaction that outlived the timeout (state -1, reason 4); true when it did. */
async function expireIfStale(tx: Db, row: TxRow, now: number): Promise<boolean> {
  if (row.state !== 1 || now - row.create_time <= PAYME_TIMEOUT_MS) return false;
  await tx.update(paymeTransaction).set({ state: -1, reason: 4, cancel_time: now }).where(eq(paymeTransaction.id, row.id));
  const order = await lockOrder(tx, row.order_id);
  if (order) await cancelOrder(tx, order, new Date(now));
  return true;
}

/**
 * Runs one method in a transaction. A stale transaction is cancelled and that cancel is committed
 * before the -31008 answer (the error is returned, not thrown, so the transaction commits).
 */
async function run(db: Db, method: Method, raw: Record<string, unknown>, now: Date): Promise<unknown> {
  const parsed = PARAMS[method].safeParse(raw);
  if (!parsed.success) {
    if (parsed.error.issues.some((i) => i.path[0] === 'amount')) throw E.amount();
    throw E.request();
  }
  const params = parsed.data as unknown as Params;
  const ms = now.getTime();
  const outcome = await inTransaction(db, async (tx): Promise<{ result: unknown } | { error: PaymeError }> => {
    try {
      return { result: await step(tx, method, params, ms, now) };
    } catch (error) {
      if (error instanceof PaymeError && error.code === -31008) return { error };
      throw error;
    }
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.result;
}

async function step(tx: Db, method: Method, p: Params, ms: number, now: Date): Promise<unknown> {
  switch (method) {
    case 'CheckPerformTransaction': {
      const order = await payableOrder(tx, p);
      await refuseIfBusy(tx, order.id);
      return { allow: true };
    }
    case 'CreateTransaction': {
      const existing = await lockTransaction(tx, p.id);
      if (existing) {
        if (existing.state !== 1 || (await expireIfStale(tx, existing, ms))) throw E.state();
        return { create_time: existing.create_time, transaction: transactionId(existing), state: existing.state };
      }
      const order = await payableOrder(tx, p);
      await refuseIfBusy(tx, order.id);
      const [row] = await tx
        .insert(paymeTransaction)
        .values({ payme_id: p.id, order_id: order.id, amount: p.amount, payme_time: p.time, create_time: ms })
        .returning();
      return { create_time: row.create_time, transaction: transactionId(row), state: row.state };
    }
    case 'PerformTransaction': {
      const row = await lockTransaction(tx, p.id);
      if (!row) throw E.notFound();
      if (row.state === 2) return { transaction: transactionId(row), perform_time: row.perform_time, state: 2 };
      if (row.state !== 1 || (await expireIfStale(tx, row, ms))) throw E.state();
      const order = await lockOrder(tx, row.order_id);
      if (!order || order.state !== 'pending') throw E.state();
      await grantPro(tx, order, now);
      await tx.update(paymeTransaction).set({ state: 2, perform_time: ms }).where(eq(paymeTransaction.id, row.id));
      return { transaction: transactionId(row), perform_time: ms, state: 2 };
    }
    case 'CancelTransaction': {
      const row = await lockTransaction(tx, p.id);
      if (!row) throw E.notFound();
      if (row.state === -1 || row.state === -2) return { transaction: transactionId(row), cancel_time: row.cancel_time, state: row.state };
      const order = await lockOrder(tx, row.order_id);
      if (!order) throw E.cannotCancel();
      const state = row.state === 2 ? -2 : -1;
      await tx.update(paymeTransaction).set({ state, reason: p.reason, cancel_time: ms }).where(eq(paymeTransaction.id, row.id));
      await cancelOrder(tx, order, now);
      return { transaction: transactionId(row), cancel_time: ms, state };
    }
    case 'CheckTransaction': {
      const row = await lockTransaction(tx, p.id);
      if (!row) throw E.notFound();
      return transactionState(row);
    }
    case 'GetStatement': {
      const rows = await tx
        .select()
        .from(paymeTransaction)
        .where(between(paymeTransaction.payme_time, p.from, p.to))
        .orderBy(asc(paymeTransaction.payme_time), asc(paymeTransaction.id));
      return {
        transactions: rows.map((row) => ({
          id: row.payme_id,
          time: row.payme_time,
          amount: row.amount,
          account: { order_id: String(row.order_id) },
          ...transactionState(row),
          receivers: null,
        })),
      };
    }
  }
}

export type PaymeAnswer =
  | { jsonrpc: '2.0'; id: number | string | null; result: unknown }
  | { jsonrpc: '2.0'; id: number | string | null; error: { code: number; message: Message; data?: string } };

const failure = (id: number | string | null, error: PaymeError): PaymeAnswer => ({
  jsonrpc: '2.0',
  id,
  error: { code: error.code, message: error.text, ...(error.data ? { data: error.data } : {}) },
});

/** One JSON-RPC call: the raw body and Authorization header in, the answer (always HTTP 200) out. */
export async function handlePayme(db: Db, key: string, authorization: string | undefined, body: string, now: Date): Promise<PaymeAnswer> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return failure(null, E.parse());
  }
  const rawId = (json as { id?: unknown } | null)?.id;
  const echo = typeof rawId === 'number' || typeof rawId === 'string' ? rawId : null;
  if (!paymeAuthorized(authorization, key)) return failure(echo, E.auth());
  const request = envelope.safeParse(json);
  if (!request.success) return failure(echo, E.request());
  const { id, method, params } = request.data;
  if (!Object.hasOwn(PARAMS, method)) return failure(id, E.method(method));
  try {
    return { jsonrpc: '2.0', id, result: await run(db, method as Method, params, now) };
  } catch (error) {
    if (error instanceof PaymeError) return failure(id, error);
    // two Create calls at once: a unique index refused the second; run again to see the first
    if (!isUniqueViolation(error)) throw error;
  }
  try {
    return { jsonrpc: '2.0', id, result: await run(db, method as Method, params, now) };
  } catch (error) {
    if (error instanceof PaymeError) return failure(id, error);
    if (isUniqueViolation(error)) return failure(id, E.busy());
    throw error;
  }
}
