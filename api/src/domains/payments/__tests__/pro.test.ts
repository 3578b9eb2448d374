// The Pro page's api (SPEC §7 "Pro and feedback") on the seeded content/pro.json, POST /buy-premium's
// rules, the exit feedback, and the sandbox provider over real HTTP: its page, Pay and Cancel driving
// our own merchant endpoints for Payme and Click, then the return address.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  DAYS_PER_MONTH,
  buyPremiumResponse,
  feedbackReasonsResponse,
  orderResponse,
  planPrice,
  premiumPlansResponse,
  premiumPriceResponse,
  pricePerMonth,
  proFeaturesResponse,
  testimonialsResponse,
} from '@platform/shared/payments';
import { errorBodySchema } from '@platform/shared/contracts';
import { repoRoot } from '../../../config';
import { validateContent } from '../../content/format';
import { appUser, clickTransaction, paymeTransaction, paymentFeedback, paymentOrder } from '../../../db/schema';
import { buildApp, createTestApp, type TestContext, XRW } from '../../../../test/helpers';
import { Browser, signedInUser } from '../../../../test/tests-fixture';
import { playClick, playPayme } from '../sandbox';

const DAY = 86_400_000;
let ctx: TestContext;
let base = '';
let alice: { browser: Browser; id: number };
const content = JSON.parse(fs.readFileSync(path.join(repoRoot, 'content/pro.json'), 'utf8')) as {
  plans: { month_count: number; price: number; discount_percent?: number }[];
  features: { product: string; name_uz: string; name_ru: string }[];
  testimonials: unknown[];
  feedback_reasons: { id: number; reason_uz: string; reason_ru: string }[];
};

before(async () => {
  ctx = await createTestApp(); // no credentials: the sandbox plays both providers
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}`;
  alice = await signedInUser(ctx.app);
});
after(async () => ctx?.close());

describe('the Pro page reads', () => {
  it('lists the plans of content/pro.json with their discounted prices', async () => {
    const plans = premiumPlansResponse.parse(await new Browser(ctx.app).ok('/api/premium-price/view')).data;
    assert.deepEqual(
      plans.map((p) => [p.month_count, p.price, p.discount_percent]),
      content.plans.map((p) => [p.month_count, p.price, p.discount_percent ?? 0]),
    );
    for (const p of plans) assert.equal(p.discount_price, Math.floor((p.price * (100 - p.discount_percent)) / 100));
    const cheapest = premiumPriceResponse.parse(await new Browser(ctx.app).ok('/api/get-premium-price')).data;
    assert.equal(cheapest, Math.min(...plans.map(pricePerMonth)));
  });

  it('answers the comparison, testimonials and reasons in the asked language', async () => {
    const ru = new Browser(ctx.app, { 'accept-language': 'ru' });
    const features = proFeaturesResponse.parse(await ru.ok('/api/pro-function/view?type=topic_pro')).data;
    assert.deepEqual(
      features.map((f) => f.name),
      content.features.filter((f) => f.product === 'topic_pro').map((f) => f.name_ru),
    );
    assert.equal(testimonialsResponse.parse(await ru.ok('/api/user-feedback/view')).data.length, content.testimonials.length);
    const reasons = feedbackReasonsResponse.parse(await new Browser(ctx.app).ok('/api/payment-feedback-reason/select')).data;
    assert.deepEqual(
      reasons.map((r) => r.reason),
      content.feedback_reasons.map((r) => r.reason_uz),
    );
    const bad = await ru.get('/api/pro-function/view?type=other');
    assert.equal(bad.status, 400);
  });
});

describe('content kind "pro"', () => {
  it('refuses duplicate plans, unknown products and a rating above 5, naming the item', () => {
    const result = validateContent({
      version: 1,
      kind: 'pro',
      plans: [
        { month_count: 1, price: 100 },
        { month_count: 1, price: 200 },
      ],
      testimonials: [{ key: 't', first_name: 'A', last_name: 'B', rating: 6, comment_uz: 'a', comment_ru: 'б' }],
    });
    assert.equal(result.success, false);
    const errors = result.success ? [] : result.errors.join('\n');
    assert.match(String(errors), /plans\[1\]\.month_count/);
    assert.match(String(errors), /testimonials\[0\]\.rating: at most 5/);
    const feature = validateContent({
      version: 1,
      kind: 'pro',
      features: [{ product: 'other_pro', key: 'x', name_uz: 'a', name_ru: 'б', is_free: true, is_pro: true }],
    });
    assert.deepEqual(feature.success ? [] : feature.errors, [
      'features[0].product: expected one of topic_pro, dtm_pro, autotest_pro, course_pro (feature "x")',
    ]);
  });
});

describe('exit feedback', () => {
  it('stores a reason or a text, refuses neither and text over 400 (localised)', async () => {
    const guest = new Browser(ctx.app, { 'accept-language': 'ru' });
    assert.equal((await guest.post('/api/payment-feedback-reason/create', { payment_feedback_reasons_id: 1 })).status, 200);
    assert.equal(
      (await alice.browser.post('/api/payment-feedback-reason/create', { custom_feedback: 'Keyin', platform: 'web' })).status,
      200,
    );
    const rows = await ctx.database.db.select().from(paymentFeedback);
    assert.deepEqual(
      rows.map((r) => [r.user_id, r.reason_id, r.custom_feedback]),
      [
        [null, 1, null],
        [alice.id, null, 'Keyin'],
      ],
    );
    const none = await guest.post('/api/payment-feedback-reason/create', { custom_feedback: '   ' });
    assert.equal(none.status, 400);
    assert.match(errorBodySchema.parse(none.body).message, /причину/);
    const long = await guest.post('/api/payment-feedback-reason/create', { custom_feedback: 'a'.repeat(401) });
    assert.equal(long.status, 400);
    assert.match(errorBodySchema.parse(long.body).message, /400/);
    assert.equal((await guest.post('/api/payment-feedback-reason/create', { payment_feedback_reasons_id: 99 })).status, 404);
    // the largest id the contract allows is an unknown reason, not a database error (the fuzz suite's
    // case on PostgreSQL while the column was a smallint)
    const largest = await guest.post('/api/payment-feedback-reason/create', { payment_feedback_reasons_id: 2147483647 });
    assert.equal(largest.status, 404);
    assert.equal((await ctx.database.db.select().from(paymentFeedback)).length, 2);
  });
});

describe('POST /buy-premium', () => {
  it('needs a signed-in user, a known plan and a valid phone (localised)', async () => {
    const guest = new Browser(ctx.app);
    assert.equal((await guest.post('/api/buy-premium?type=payme', { month_count: 1, phone: '901234567' })).status, 401);
    const ru = new Browser(ctx.app, { 'accept-language': 'ru', cookie: alice.browser.cookie });
    const empty = await ru.post('/api/buy-premium?type=payme', { month_count: 1, phone: ' ' });
    assert.equal(empty.status, 400);
    assert.match(errorBodySchema.parse(empty.body).message, /Введите номер телефона/);
    const short = await ru.post('/api/buy-premium?type=payme', { month_count: 1, phone: '+998 90 123' });
    assert.equal(short.status, 400);
    assert.equal(errorBodySchema.parse(short.body).field, 'phone');
    assert.equal((await ru.post('/api/buy-premium?type=cash', { month_count: 1, phone: '901234567' })).status, 400);
    assert.equal((await ru.post('/api/buy-premium?type=payme', { month_count: 5, phone: '901234567' })).status, 404);
  });

  it('answers true while a paid order of the same plan is running, a new order otherwise', async () => {
    const { browser, id } = await signedInUser(ctx.app);
    const buy = async (months: number) =>
      buyPremiumResponse.parse((await browser.post('/api/buy-premium?type=click', { month_count: months, phone: '901234567' })).body).data;
    const first = await buy(1);
    assert.equal(typeof first, 'string');
    const orderId = Number(new URL(first as string).pathname.split('/').pop());
    const paidAt = (daysAgo: number) =>
      ctx.database.db
        .update(paymentOrder)
        .set({ state: 'paid', paid_at: new Date(Date.now() - daysAgo * DAY) })
        .where(eq(paymentOrder.id, orderId));
    await paidAt(29);
    assert.equal(await buy(1), true);
    assert.equal(typeof (await buy(3)), 'string', 'another plan is a new order');
    await paidAt(31);
    assert.equal(typeof (await buy(1)), 'string', 'the period is over');
    const orders = await ctx.database.db.select().from(paymentOrder).where(eq(paymentOrder.user_id, id));
    assert.equal(orders.length, 3);
  });

  it('is unavailable without credentials in production (no sandbox)', async () => {
    const app = await buildApp({ database: ctx.database, payments: { sandbox: false } });
    await app.ready();
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/buy-premium?type=payme',
        headers: { ...XRW, cookie: alice.browser.cookie, 'content-type': 'application/json' },
        payload: { month_count: 1, phone: '901234567' },
      });
      assert.equal(res.statusCode, 503);
      const sandbox = await app.inject({ method: 'GET', url: '/api/payments/sandbox/payme/1', headers: { cookie: alice.browser.cookie } });
      assert.equal(sandbox.statusCode, 404);
      const merchant = await app.inject({
        method: 'POST',
        url: '/api/payments/payme',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(merchant.statusCode, 404);
    } finally {
      await app.close();
    }
  });
});

/** A real HTTP request to the listening app with alice's session. */
const http = (url: string, init: RequestInit = {}) =>
  fetch(`${base}${url}`, { redirect: 'manual', ...init, headers: { cookie: alice.browser.cookie, ...(init.headers ?? {}) } });

describe('the sandbox provider', () => {
  it('one key per database: two api instances (WORKERS > 1, or two hosts) agree, and a payment A plays is accepted by B', async () => {
    const a = ctx.app;
    const b = await buildApp({ database: ctx.database });
    await b.listen({ port: 0, host: '127.0.0.1' });
    try {
      assert.equal(b.paymentSettings.payme!.key, a.paymentSettings.payme!.key);
      assert.equal(b.paymentSettings.click!.secretKey, a.paymentSettings.click!.secretKey);
      assert.match(a.paymentSettings.payme!.key, /^[0-9a-f]{48}$/, 'a random key, not a constant');
      const baseB = `http://127.0.0.1:${(b.server.address() as { port: number }).port}`;
      for (const type of ['payme', 'click'] as const) {
        await ctx.database.db.update(appUser).set({ premium_until: null }).where(eq(appUser.id, alice.id));
        const bought = await alice.browser.post(`/api/buy-premium?type=${type}`, { month_count: 12, phone: '901234567' });
        const orderId = Number(new URL(buyPremiumResponse.parse(bought.body).data as string).pathname.split('/').pop());
        const [order] = await ctx.database.db.select().from(paymentOrder).where(eq(paymentOrder.id, orderId));
        // instance A's sandbox plays the provider with its keys; the merchant endpoint that answers is B's
        if (type === 'payme') await playPayme(baseB, a.paymentSettings.payme!, orderId, order.amount, true, Date.now());
        else await playClick(baseB, a.paymentSettings.click!, orderId, order.amount, true);
        const [paid] = await ctx.database.db.select().from(paymentOrder).where(eq(paymentOrder.id, orderId));
        assert.equal(paid.state, 'paid', type);
        // paid long ago: the plan can be bought again (by this loop and the tests after it)
        await ctx.database.db.update(paymentOrder).set({ paid_at: new Date(0) }).where(eq(paymentOrder.id, orderId));
      }
    } finally {
      await b.close();
    }
  });

  for (const [type, months] of [
    ['payme', 3],
    ['click', 6],
  ] as const) {
    it(`${type}: checkout page, Pay drives our merchant endpoint (each call twice), back to /pro as Pro`, async () => {
      await ctx.database.db.update(appUser).set({ premium_until: null }).where(eq(appUser.id, alice.id));
      const bought = await http(`/api/buy-premium?type=${type}`, {
        method: 'POST',
        headers: { ...XRW, 'content-type': 'application/json' },
        body: JSON.stringify({ month_count: months, phone: '90 123 45 67' }),
      });
      const url = buyPremiumResponse.parse(await bought.json()).data as string;
      assert.match(url, new RegExp(`^${base}/api/payments/sandbox/${type}/\\d+$`));
      const orderId = Number(url.split('/').pop());

      const page = await http(url.slice(base.length), { headers: { 'accept-language': 'ru' } });
      assert.equal(page.status, 200);
      const html = await page.text();
      assert.match(html, /<html lang="ru">/);
      assert.match(html, new RegExp(`Заказ №${orderId}`));
      assert.match(html, /Оплатить/);
      assert.equal((await new Browser(ctx.app).get(url.slice(base.length))).status, 401, 'only the buyer sees the order');

      const paid = await http(`${url.slice(base.length)}/pay`, { method: 'POST', headers: { origin: base } });
      assert.equal(paid.status, 303);
      assert.equal(paid.headers.get('location'), `/pro/payment?order=${orderId}`);

      const view = orderResponse.parse(await alice.browser.ok(`/api/payment-order/view?id=${orderId}`)).data;
      assert.equal(view.state, 'paid');
      const [plan] = (
        await alice.browser.ok<{ data: { month_count: number; price: number; discount_percent: number }[] }>('/api/premium-price/view')
      ).data.filter((p) => p.month_count === months);
      assert.equal(view.amount, planPrice(plan) * 100);
      const until = view.premium_until! * 1000;
      assert.ok(Math.abs(until - (Date.now() + months * DAYS_PER_MONTH * DAY)) < 60_000);
      const table = type === 'payme' ? paymeTransaction : clickTransaction;
      const txs = await ctx.database.db.select().from(table).where(eq(table.order_id, orderId));
      assert.equal(txs.length, 1, 'the repeated calls made one transaction');
      // paying again does nothing more
      assert.equal((await http(`${url.slice(base.length)}/pay`, { method: 'POST', headers: { origin: base } })).status, 303);
      assert.equal(
        orderResponse.parse(await alice.browser.ok(`/api/payment-order/view?id=${orderId}`)).data.premium_until,
        view.premium_until,
      );
    });

    it(`${type}: Cancel closes the order without Pro`, async () => {
      await ctx.database.db.update(appUser).set({ premium_until: null }).where(eq(appUser.id, alice.id));
      const bought = await alice.browser.post(`/api/buy-premium?type=${type}`, { month_count: 1, phone: '901234567' });
      const url = new URL(buyPremiumResponse.parse(bought.body).data as string);
      const res = await http(`${url.pathname}/cancel`, { method: 'POST', headers: { origin: base } });
      assert.equal(res.status, 303);
      const orderId = Number(url.pathname.split('/').pop());
      const [row] = await ctx.database.db.select().from(paymentOrder).where(eq(paymentOrder.id, orderId));
      assert.equal(row.state, 'cancelled');
      const [user] = await ctx.database.db.select().from(appUser).where(eq(appUser.id, alice.id));
      assert.equal(user.premium_until, null);
    });
  }
});
