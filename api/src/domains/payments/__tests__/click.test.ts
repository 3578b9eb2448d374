// Click SHOP API (issue 15 "Done when"): signature fixtures of both actions (md5 computed outside this
// code), wrong signature -1, wrong amount -2, wrong action -3, repeated complete -4, unknown order -5,
// unknown prepare -6, missing fields -8, a negative `error` from Click → -9; Pro granted once.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { DAYS_PER_MONTH, buyPremiumResponse } from '@platform/shared/payments';
import { appUser, paymentOrder } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../../test/helpers';
import { signedInUser, type Browser } from '../../../../test/tests-fixture';
import { clickSignature, sumToTiyin } from '../service-click';

const SECRET = 'click-secret-key-42';
const SERVICE = '77';
const DAY = 86_400_000;
let clock = Date.UTC(2026, 10, 24, 9, 0, 0);
let ctx: TestContext;
let alice: { browser: Browser; id: number };
/** A buyer whose purchase stays paid (a running plan answers /buy-premium with true). */
let carol: { browser: Browser; id: number };
let transId = 900_000;

async function click(action: 'prepare' | 'complete', fields: Record<string, string>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/payments/click/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as Record<string, unknown> & { error: number; error_note: string };
}

/** Signed fields of one action for an order; `override` is applied before signing, `after` after. */
function fields(action: 'prepare' | 'complete', o: { id: number; sum: string }, trans: number, extra: Record<string, string> = {}) {
  const f: Record<string, string> = {
    click_trans_id: String(trans),
    service_id: SERVICE,
    click_paydoc_id: String(trans + 1),
    merchant_trans_id: String(o.id),
    amount: o.sum,
    action: action === 'prepare' ? '0' : '1',
    error: '0',
    error_note: 'Success',
    sign_time: '2026-11-24 14:00:00',
    ...extra,
  };
  f.sign_string = clickSignature(f, SECRET, action);
  return f;
}

async function order(browser: Browser) {
  const res = await browser.post('/api/buy-premium?type=click', { month_count: 1, phone: '+998 90 123-45-67' });
  assert.equal(res.status, 200, res.raw);
  const url = new URL(buyPremiumResponse.parse(res.body).data as string);
  assert.equal(`${url.origin}${url.pathname}`, 'https://my.click.uz/services/pay');
  assert.equal(url.searchParams.get('service_id'), SERVICE);
  assert.equal(url.searchParams.get('merchant_id'), '1234');
  const id = Number(url.searchParams.get('transaction_param'));
  assert.equal(url.searchParams.get('return_url'), `https://site.example/pro/payment?order=${id}`);
  return { id, sum: url.searchParams.get('amount')! };
}

const premiumUntil = async (id: number) =>
  (await ctx.database.db.select({ until: appUser.premium_until }).from(appUser).where(eq(appUser.id, id)))[0].until?.getTime() ?? null;

before(async () => {
  ctx = await createTestApp({
    payments: {
      payme: null,
      click: { serviceId: SERVICE, merchantId: '1234', secretKey: SECRET, checkoutUrl: 'https://my.click.uz/services/pay' },
      sandbox: false,
      publicUrl: 'https://site.example',
      now: () => new Date(clock),
    },
  });
  alice = await signedInUser(ctx.app);
  carol = await signedInUser(ctx.app);
});
after(async () => ctx?.close());

describe('Click: signatures', () => {
  it('matches md5 fixtures of both actions', () => {
    const base = {
      click_trans_id: '2001',
      service_id: '77',
      merchant_trans_id: '5',
      amount: '49000.00',
      sign_time: '2026-11-24 12:00:00',
    };
    // md5('2001' '77' 'secret-key-1' '5' '49000.00' '0' '2026-11-24 12:00:00'), computed with Python's hashlib
    assert.equal(clickSignature({ ...base, action: '0' }, 'secret-key-1', 'prepare'), '5aa43bbaf96102516e8331c27bfd8f11');
    // the same with merchant_prepare_id '9' after merchant_trans_id, action '1'
    assert.equal(
      clickSignature({ ...base, action: '1', merchant_prepare_id: '9' }, 'secret-key-1', 'complete'),
      'dc59f328f7bfc3838007bfb7fd764c61',
    );
  });

  it('reads so’m amounts into tiyin without floating point', () => {
    assert.equal(sumToTiyin('49000'), 4_900_000);
    assert.equal(sumToTiyin('49000.5'), 4_900_050);
    assert.equal(sumToTiyin('49000.05'), 4_900_005);
    for (const bad of ['', '1e5', '-1', '10.001', ' 10', '0x10']) assert.equal(sumToTiyin(bad), null, bad);
  });
});

describe('Click: Prepare and Complete', () => {
  it('prepares (repeat identical), completes once (Pro), answers a repeated complete with -4', async () => {
    const o = await order(carol.browser);
    const trans = ++transId;
    const prepared = await click('prepare', fields('prepare', o, trans));
    assert.deepEqual(prepared, {
      click_trans_id: trans,
      merchant_trans_id: String(o.id),
      merchant_prepare_id: prepared.merchant_prepare_id,
      error: 0,
      error_note: 'Success',
    });
    assert.ok(Number(prepared.merchant_prepare_id) > 0);
    assert.deepEqual(await click('prepare', fields('prepare', o, trans)), prepared);

    const prepareId = String(prepared.merchant_prepare_id);
    const completed = await click('complete', fields('complete', o, trans, { merchant_prepare_id: prepareId }));
    assert.equal(completed.error, 0);
    assert.equal(completed.merchant_confirm_id, prepared.merchant_prepare_id);
    assert.equal(await premiumUntil(carol.id), clock + DAYS_PER_MONTH * DAY);

    clock += 1000;
    const again = await click('complete', fields('complete', o, trans, { merchant_prepare_id: prepareId }));
    assert.equal(again.error, -4);
    assert.equal(await premiumUntil(carol.id), clock - 1000 + DAYS_PER_MONTH * DAY, 'no second grant');
    assert.equal((await click('prepare', fields('prepare', o, ++transId))).error, -4, 'a paid order takes no new prepare');
    await ctx.database.db.update(appUser).set({ premium_until: null }).where(eq(appUser.id, carol.id));
  });

  it('refuses a wrong signature with -1 (and a signature of another secret)', async () => {
    const o = await order(alice.browser);
    const f = fields('prepare', o, ++transId);
    assert.equal((await click('prepare', { ...f, sign_string: 'a'.repeat(32) })).error, -1);
    assert.equal((await click('prepare', { ...f, amount: '1.00' })).error, -1, 'a field changed after signing');
    const foreign = { ...f, sign_string: clickSignature(f, 'another-secret', 'prepare') };
    assert.equal((await click('prepare', foreign)).error, -1);
  });

  it('refuses a wrong amount with -2', async () => {
    const o = await order(alice.browser);
    const tiyinOff = (sumToTiyin(o.sum)! - 1) / 100;
    for (const sum of [tiyinOff.toFixed(2), '1', 'abc']) {
      assert.equal((await click('prepare', fields('prepare', { ...o, sum }, ++transId))).error, -2, sum);
    }
  });

  it('refuses the wrong action with -3, an unknown order with -5, an unknown prepare with -6, missing fields with -8', async () => {
    const o = await order(alice.browser);
    assert.equal((await click('prepare', fields('prepare', o, ++transId, { action: '1' }))).error, -3);
    assert.equal((await click('prepare', fields('prepare', { ...o, id: 999_999 }, ++transId))).error, -5);
    const trans = ++transId;
    await click('prepare', fields('prepare', o, trans));
    assert.equal((await click('complete', fields('complete', o, trans, { merchant_prepare_id: '999999' }))).error, -6);
    const partial = fields('prepare', o, ++transId);
    delete partial.sign_time;
    assert.equal((await click('prepare', partial)).error, -8);
  });

  it('cancels on a negative error from Click (-9) and refuses to complete afterwards', async () => {
    const o = await order(alice.browser);
    const trans = ++transId;
    const prepared = await click('prepare', fields('prepare', o, trans));
    const prepareId = String(prepared.merchant_prepare_id);
    const cancelled = await click(
      'complete',
      fields('complete', o, trans, { merchant_prepare_id: prepareId, error: '-5017', error_note: 'x' }),
    );
    assert.equal(cancelled.error, -9);
    assert.equal((await click('complete', fields('complete', o, trans, { merchant_prepare_id: prepareId }))).error, -9);
    assert.equal(await premiumUntil(alice.id), null);
    const [row] = await ctx.database.db.select().from(paymentOrder).where(eq(paymentOrder.id, o.id));
    assert.equal(row.state, 'cancelled');
  });

  it('completes once when Completes arrive at once', async () => {
    const o = await order(alice.browser);
    const trans = ++transId;
    const prepareId = String((await click('prepare', fields('prepare', o, trans))).merchant_prepare_id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => click('complete', fields('complete', o, trans, { merchant_prepare_id: prepareId }))),
    );
    assert.deepEqual(answers.map((a) => a.error).sort(), [-4, -4, -4, -4, 0]);
    assert.equal(await premiumUntil(alice.id), clock + DAYS_PER_MONTH * DAY);
  });
});
