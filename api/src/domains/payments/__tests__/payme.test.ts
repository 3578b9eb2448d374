// Payme Merchant API (issue 15 "Done when"): the sandbox scenarios of Payme's merchant checklist
// against POST /api/payments/payme — every method sent twice with identical answers, wrong amount,
// unknown account, bad auth, unknown method, malformed JSON, create-then-cancel, cancel after perform
// (Pro revoked), the 12-hour timeout with an injected clock, GetStatement over a range, and concurrent
// Performs that grant Pro once.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { DAYS_PER_MONTH, TIYIN_PER_SUM, buyPremiumResponse, planPrice } from '@platform/shared/payments';
import { appUser, paymentOrder, premiumPlan } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../../test/helpers';
import { signedInUser, type Browser } from '../../../../test/tests-fixture';
import { PAYME_TIMEOUT_MS } from '../service-payme';

const KEY = 'payme-test-key-0123456789';
const DAY = 86_400_000;
let clock = Date.UTC(2026, 10, 24, 9, 0, 0);
let ctx: TestContext;
let alice: { browser: Browser; id: number };
let bob: { browser: Browser; id: number };
/** A buyer whose purchase stays paid (a running plan answers /buy-premium with true). */
let carol: { browser: Browser; id: number };

const auth = (key = KEY) => `Basic ${Buffer.from(`Paycom:${key}`).toString('base64')}`;
let seq = 0;

/** One raw call; the answer must be HTTP 200 JSON, as Payme requires of every answer. */
async function raw(body: string, authorization: string | undefined = auth()) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/payme',
    headers: { 'content-type': 'application/json; charset=UTF-8', ...(authorization ? { authorization } : {}) },
    payload: body,
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as {
    jsonrpc: string;
    id: unknown;
    result?: Record<string, unknown>;
    error?: { code: number; message: Record<string, string>; data?: string };
  };
}
const rpc = (method: string, params: Record<string, unknown>, authorization?: string) =>
  raw(JSON.stringify({ jsonrpc: '2.0', id: ++seq, method, params }), authorization);

/** The same call twice: both answers must be equal (the id aside), times included. */
async function twice(method: string, params: Record<string, unknown>) {
  const first = await rpc(method, params);
  const second = await rpc(method, params);
  assert.deepEqual({ ...second, id: 0 }, { ...first, id: 0 }, `${method} repeated`);
  return first;
}

/** A Payme order of the user through POST /buy-premium: its id and amount read back from the checkout link. */
async function order(browser: Browser, months = 1) {
  const res = await browser.post('/api/buy-premium?type=payme', { month_count: months, phone: '90 123 45 67' });
  assert.equal(res.status, 200, res.raw);
  const url = buyPremiumResponse.parse(res.body).data;
  assert.equal(typeof url, 'string');
  const prefix = 'https://checkout.test.paycom.uz/';
  assert.ok((url as string).startsWith(prefix), String(url));
  const decoded = Buffer.from((url as string).slice(prefix.length), 'base64').toString('utf8');
  const match = /^m=merchant-1;ac\.order_id=(\d+);a=(\d+);c=(.+)$/.exec(decoded);
  assert.ok(match, decoded);
  assert.equal(match[3], `https://site.example/pro/payment?order=${match[1]}`);
  return { id: Number(match[1]), amount: Number(match[2]), account: { order_id: match[1] } };
}

const premiumUntil = async (id: number) =>
  (await ctx.database.db.select({ until: appUser.premium_until }).from(appUser).where(eq(appUser.id, id)))[0].until?.getTime() ?? null;
const orderState = async (id: number) => (await ctx.database.db.select().from(paymentOrder).where(eq(paymentOrder.id, id)))[0].state;

before(async () => {
  ctx = await createTestApp({
    payments: {
      payme: { merchantId: 'merchant-1', key: KEY, checkoutUrl: 'https://checkout.test.paycom.uz' },
      click: null,
      sandbox: false,
      publicUrl: 'https://site.example',
      now: () => new Date(clock),
    },
  });
  alice = await signedInUser(ctx.app);
  bob = await signedInUser(ctx.app);
  carol = await signedInUser(ctx.app);
});
after(async () => ctx?.close());

describe('Payme: the request itself', () => {
  it('refuses a missing or wrong key with -32504 (HTTP 200), echoing the id', async () => {
    for (const authorization of ['', auth('wrong-key'), 'Bearer x', `Basic ${Buffer.from(`Other:${KEY}`).toString('base64')}`]) {
      const answer = await raw(JSON.stringify({ jsonrpc: '2.0', id: 77, method: 'CheckTransaction', params: { id: 'x' } }), authorization);
      assert.equal(answer.error?.code, -32504);
      assert.equal(answer.id, 77);
      assert.ok(answer.error?.message.uz && answer.error.message.ru && answer.error.message.en);
    }
  });

  it('answers malformed JSON with -32700 and id null', async () => {
    const answer = await raw('{"jsonrpc":"2.0","id":1,"method":');
    assert.equal(answer.error?.code, -32700);
    assert.equal(answer.id, null);
  });

  it('answers an unknown method with -32601 and an invalid request with -32600', async () => {
    const unknown = await rpc('ChargeTwice', {});
    assert.equal(unknown.error?.code, -32601);
    assert.equal(unknown.error?.data, 'ChargeTwice');
    assert.equal((await raw(JSON.stringify({ jsonrpc: '2.0', id: 5, params: {} }))).error?.code, -32600);
    assert.equal((await rpc('PerformTransaction', { id: 42 })).error?.code, -32600);
  });

  it('needs no CSRF header or Origin (the provider calls server to server)', async () => {
    const answer = await rpc('CheckTransaction', { id: 'none' });
    assert.equal(answer.error?.code, -31003);
  });
});

describe('Payme: CheckPerformTransaction', () => {
  it('allows the exact amount of a pending order, twice the same', async () => {
    const o = await order(alice.browser);
    const [plan] = await ctx.database.db.select().from(premiumPlan).where(eq(premiumPlan.month_count, 1));
    assert.equal(o.amount, planPrice(plan) * TIYIN_PER_SUM);
    assert.deepEqual((await twice('CheckPerformTransaction', { amount: o.amount, account: o.account })).result, { allow: true });
  });

  it('refuses a wrong amount with -31001 (one tiyin off, a fraction, a string)', async () => {
    const o = await order(alice.browser);
    for (const amount of [o.amount - 1, o.amount + 1, o.amount + 0.5, String(o.amount), -o.amount]) {
      assert.equal((await rpc('CheckPerformTransaction', { amount, account: o.account })).error?.code, -31001, String(amount));
    }
  });

  it('refuses an unknown account with -31050 naming the field', async () => {
    const o = await order(alice.browser);
    for (const account of [{ order_id: '999999' }, { order_id: 'abc' }, {}, { order_id: '-1' }]) {
      const answer = await rpc('CheckPerformTransaction', { amount: o.amount, account });
      assert.equal(answer.error?.code, -31050, JSON.stringify(account));
      assert.equal(answer.error?.data, 'order_id');
    }
  });
});

describe('Payme: a purchase', () => {
  it('create → perform → check → cancel after perform: identical repeats, Pro granted once and revoked', async () => {
    const before = await premiumUntil(bob.id);
    assert.equal(before, null);
    const o = await order(bob.browser);
    const created = await twice('CreateTransaction', { id: 'pm-purchase-1', time: clock - 5000, amount: o.amount, account: o.account });
    assert.equal(created.result?.state, 1);
    assert.equal(created.result?.create_time, clock);
    assert.equal(typeof created.result?.transaction, 'string');

    // one active transaction per order: another Payme id for the same order is refused
    const other = await rpc('CreateTransaction', { id: 'pm-purchase-2', time: clock, amount: o.amount, account: o.account });
    assert.equal(other.error?.code, -31051);
    assert.equal((await rpc('CheckPerformTransaction', { amount: o.amount, account: o.account })).error?.code, -31051);

    clock += 60_000;
    const performed = await twice('PerformTransaction', { id: 'pm-purchase-1' });
    assert.deepEqual(performed.result, { transaction: created.result?.transaction, perform_time: clock, state: 2 });
    assert.equal(await premiumUntil(bob.id), clock + DAYS_PER_MONTH * DAY);
    assert.equal(await orderState(o.id), 'paid');

    // a later repeat still answers the first perform time, and grants nothing more
    clock += 60_000;
    assert.deepEqual((await rpc('PerformTransaction', { id: 'pm-purchase-1' })).result, performed.result);
    assert.equal(await premiumUntil(bob.id), clock - 60_000 + DAYS_PER_MONTH * DAY);

    const checked = await twice('CheckTransaction', { id: 'pm-purchase-1' });
    assert.deepEqual(checked.result, {
      create_time: created.result?.create_time,
      perform_time: performed.result?.perform_time,
      cancel_time: 0,
      transaction: created.result?.transaction,
      state: 2,
      reason: null,
    });
    // a paid order takes no new transaction
    assert.equal((await rpc('CheckPerformTransaction', { amount: o.amount, account: o.account })).error?.code, -31052);

    const cancelled = await twice('CancelTransaction', { id: 'pm-purchase-1', reason: 5 });
    assert.deepEqual(cancelled.result, { transaction: created.result?.transaction, cancel_time: clock, state: -2 });
    assert.equal(await premiumUntil(bob.id), clock - 60_000, 'the 30 days taken back: Pro ended');
    assert.equal(await orderState(o.id), 'cancelled');
    assert.equal((await rpc('CheckTransaction', { id: 'pm-purchase-1' })).result?.reason, 5);
    assert.equal((await rpc('PerformTransaction', { id: 'pm-purchase-1' })).error?.code, -31008);
  });

  it('create then cancel: state -1, perform refused with -31008, order closed', async () => {
    const o = await order(alice.browser);
    await twice('CreateTransaction', { id: 'pm-cancel-1', time: clock, amount: o.amount, account: o.account });
    const cancelled = await twice('CancelTransaction', { id: 'pm-cancel-1', reason: 3 });
    assert.equal(cancelled.result?.state, -1);
    assert.equal((await rpc('PerformTransaction', { id: 'pm-cancel-1' })).error?.code, -31008);
    assert.equal(
      (await rpc('CreateTransaction', { id: 'pm-cancel-1', time: clock, amount: o.amount, account: o.account })).error?.code,
      -31008,
    );
    assert.equal(await orderState(o.id), 'cancelled');
    assert.equal((await rpc('CancelTransaction', { id: 'pm-unknown', reason: 3 })).error?.code, -31003);
  });

  it('extends Pro from its current end', async () => {
    const o = await order(carol.browser);
    const start = clock + 10 * DAY;
    await ctx.database.db
      .update(appUser)
      .set({ premium_until: new Date(start) })
      .where(eq(appUser.id, carol.id));
    await rpc('CreateTransaction', { id: 'pm-extend-1', time: clock, amount: o.amount, account: o.account });
    await rpc('PerformTransaction', { id: 'pm-extend-1' });
    assert.equal(await premiumUntil(carol.id), start + DAYS_PER_MONTH * DAY);
    await ctx.database.db.update(appUser).set({ premium_until: null }).where(eq(appUser.id, carol.id));
  });
});

describe('Payme: the 12-hour timeout (injected clock)', () => {
  it('cancels a transaction not performed within 12 hours (state -1, reason 4) and answers -31008', async () => {
    const o = await order(alice.browser);
    const created = await rpc('CreateTransaction', { id: 'pm-timeout-1', time: clock, amount: o.amount, account: o.account });
    const createdAt = clock;
    clock += PAYME_TIMEOUT_MS; // exactly 12 hours: still in time
    assert.equal(
      (await rpc('CreateTransaction', { id: 'pm-timeout-1', time: createdAt, amount: o.amount, account: o.account })).result?.state,
      1,
    );
    clock += 1;
    assert.equal((await rpc('PerformTransaction', { id: 'pm-timeout-1' })).error?.code, -31008);
    const checked = (await rpc('CheckTransaction', { id: 'pm-timeout-1' })).result;
    assert.deepEqual(checked, {
      create_time: createdAt,
      perform_time: 0,
      cancel_time: clock,
      transaction: created.result?.transaction,
      state: -1,
      reason: 4,
    });
    assert.equal(await premiumUntil(alice.id), null);
    assert.equal(await orderState(o.id), 'cancelled');
  });
});

describe('Payme: GetStatement', () => {
  it("lists the transactions Payme created in the range (by Payme's own `time`), in order, with the account and times", async () => {
    clock += DAY;
    const from = clock;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const o = await order(alice.browser);
      ids.push(`pm-stmt-${i}`);
      // Payme's `time` a second before ours: the range is Payme's, so pm-stmt-0 (time = from - 1000) is left out
      await rpc('CreateTransaction', { id: `pm-stmt-${i}`, time: clock - 1000, amount: o.amount, account: o.account });
      clock += 1000;
    }
    // performed after the loop: a paid plan would answer the next /buy-premium with true
    await rpc('PerformTransaction', { id: 'pm-stmt-1' });
    const inRange = (await twice('GetStatement', { from, to: clock })).result?.transactions as { id: string }[];
    assert.deepEqual(
      inRange.map((t) => t.id),
      ids.slice(1),
    );
    const all = (await twice('GetStatement', { from: from - 1000, to: clock })).result?.transactions as Record<string, unknown>[];
    assert.deepEqual(
      all.map((t) => t.id),
      ids,
    );
    assert.deepEqual(
      all.map((t) => t.state),
      [1, 2, 1],
    );
    assert.equal(all[1].perform_time, from + 3000);
    assert.deepEqual(Object.keys(all[0]).sort(), [
      'account',
      'amount',
      'cancel_time',
      'create_time',
      'id',
      'perform_time',
      'reason',
      'receivers',
      'state',
      'time',
      'transaction',
    ]);
    assert.equal(all[0].time, from - 1000);
    const middle = (await rpc('GetStatement', { from: from + 1, to: from + 1000 })).result?.transactions as { id: string }[];
    assert.deepEqual(
      middle.map((t) => t.id),
      ['pm-stmt-2'],
    );
    await ctx.database.db.update(appUser).set({ premium_until: null }).where(eq(appUser.id, alice.id));
  });
});

describe('Payme: concurrent Perform', () => {
  it('grants Pro once however many Performs arrive at once', async () => {
    await ctx.database.db.update(appUser).set({ premium_until: null }).where(eq(appUser.id, alice.id));
    const o = await order(alice.browser, 3);
    await rpc('CreateTransaction', { id: 'pm-race-1', time: clock, amount: o.amount, account: o.account });
    const answers = await Promise.all(Array.from({ length: 6 }, () => rpc('PerformTransaction', { id: 'pm-race-1' })));
    for (const a of answers) assert.deepEqual(a.result, answers[0].result);
    assert.equal(answers[0].result?.state, 2);
    assert.equal(await premiumUntil(alice.id), clock + 3 * DAYS_PER_MONTH * DAY);
  });

  it('lets only one of two Creates for one order through at once', async () => {
    const o = await order(bob.browser);
    const answers = await Promise.all(
      ['pm-race-a', 'pm-race-b'].map((id) => rpc('CreateTransaction', { id, time: clock, amount: o.amount, account: o.account })),
    );
    assert.deepEqual(answers.map((a) => (a.result ? 'ok' : a.error?.code)).sort(), [-31051, 'ok'].sort());
  });
});
