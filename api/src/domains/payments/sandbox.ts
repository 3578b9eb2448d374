// The sandbox that plays Payme and Click when no credentials are configured (the `npm start` default;
// never with NODE_ENV=production). The checkout URL of /buy-premium points here: a page with the
// order and Pay / Cancel. Paying calls our own merchant endpoint over real HTTP, with the provider's
// call sequence and credentials, each call sent twice as the providers do on retries — Payme: Check →
// Create → Perform; Click: Prepare → Complete — then sends the buyer to the return address.
// Cancelling plays the payer declining: Payme Create → Cancel, Click Prepare → Complete with error < 0.
// Its keys are the database's (`sandboxKeys`), the same for every api process on it.
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { TIYIN_PER_SUM, type PaymentType } from '@platform/shared/payments';
import { groupDigits } from '@platform/shared/format';
import { t } from '../../i18n';
import { HttpError } from '../../errors';
import { requireUserId } from '../../plugins/session';
import type { Db } from '../../db/client';
import { instanceSecrets } from '../../lib/instance-secrets';
import { paymentOrder } from './schema';
import { clickSignature } from './service-click';
import { defaultPaymentSettings, type ClickSettings, type PaymentOverrides, type PaymentSettings, type PaymeSettings } from './settings';

/**
 * The sandbox key of each provider, the same for every process on this database (`instance_secret`
 * rows sandbox_payme and sandbox_click). Per-process random keys failed with WORKERS > 1: the sandbox
 * page calls the merchant endpoint on the shared port, and another worker checked the call with its own key.
 */
export async function sandboxKeys(db: Db): Promise<{ payme: string; click: string }> {
  const keys = await instanceSecrets(db, ['sandbox_payme', 'sandbox_click'], 24);
  return { payme: keys.sandbox_payme, click: keys.sandbox_click };
}

/** A started api's payment settings: the configured providers, the sandbox (its keys from the database) for the rest. */
export async function paymentSettingsOf(db: Db, overrides: PaymentOverrides = {}): Promise<PaymentSettings> {
  const sandbox = overrides.sandbox ?? true;
  const needsKeys = sandbox && (!overrides.payme || !overrides.click);
  return defaultPaymentSettings(overrides, needsKeys ? await sandboxKeys(db) : null);
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Where this server listens, for calling itself. */
function ownBase(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  if (!address || typeof address !== 'object') throw new Error('the sandbox needs a listening server');
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

async function twice<T>(call: () => Promise<T>): Promise<T> {
  await call();
  return call();
}

/** Plays Payme: every call twice; throws with Payme's message when an answer is an error. */
export async function playPayme(base: string, payme: PaymeSettings, orderId: number, amount: number, pay: boolean, now: number) {
  const auth = `Basic ${Buffer.from(`Paycom:${payme.key}`).toString('base64')}`;
  let seq = 0;
  const rpc = async (method: string, params: Record<string, unknown>) => {
    const res = await fetch(`${base}/api/payments/payme`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: auth },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++seq, method, params }),
    });
    const body = (await res.json()) as { result?: unknown; error?: { message: { en: string } } };
    if (body.error) throw new Error(body.error.message.en);
    return body.result;
  };
  const id = randomBytes(12).toString('hex');
  const account = { order_id: String(orderId) };
  await twice(() => rpc('CheckPerformTransaction', { amount, account }));
  await twice(() => rpc('CreateTransaction', { id, time: now, amount, account }));
  if (pay) await twice(() => rpc('PerformTransaction', { id }));
  else await twice(() => rpc('CancelTransaction', { id, reason: 3 }));
}

/** Plays Click: Prepare twice, then Complete twice (the repeat answers -4, already paid). */
export async function playClick(base: string, click: ClickSettings, orderId: number, amount: number, pay: boolean) {
  const clickTransId = String(Date.now() * 1000 + Math.floor(Math.random() * 1000));
  const signTime = new Date().toISOString().slice(0, 19).replace('T', ' ');
  const send = async (action: 'prepare' | 'complete', extra: Record<string, string>) => {
    const fields: Record<string, string> = {
      click_trans_id: clickTransId,
      service_id: click.serviceId,
      click_paydoc_id: clickTransId,
      merchant_trans_id: String(orderId),
      amount: (amount / TIYIN_PER_SUM).toFixed(2),
      action: action === 'prepare' ? '0' : '1',
      error: '0',
      error_note: 'Success',
      sign_time: signTime,
      ...extra,
    };
    fields.sign_string = clickSignature(fields, click.secretKey, action);
    const res = await fetch(`${base}/api/payments/click/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return (await res.json()) as { error: number; error_note: string; merchant_prepare_id?: number };
  };
  const prepared = await twice(() => send('prepare', {}));
  if (prepared.error !== 0) throw new Error(prepared.error_note);
  const extra = {
    merchant_prepare_id: String(prepared.merchant_prepare_id),
    ...(pay ? {} : { error: '-5017', error_note: 'Cancelled by payer' }),
  };
  const first = await send('complete', extra);
  await send('complete', extra);
  if (pay && first.error !== 0) throw new Error(first.error_note);
}

const page = (lang: string, title: string, body: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f5f9;color:#1b1f29}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-sizing:border-box}
h1{font-size:1.4rem;margin:0 0 .5rem}p{margin:.5rem 0}.note{color:#4a5161;font-size:.9rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.25rem}form{margin:0}
button{font:inherit;min-height:44px;padding:.5rem 1.25rem;border-radius:8px;border:2px solid #1849a9;cursor:pointer}
.pay{background:#1849a9;color:#fff}.cancel{background:#fff;color:#1849a9}
@media (max-width:480px){main{margin:0;border-radius:0}}
</style></head><body><main>${body}</main></body></html>`;

export async function sandboxRoutes(app: FastifyInstance, { settings }: { settings: PaymentSettings }) {
  const { db } = app;
  const providers: PaymentType[] = ['payme', 'click'];

  async function ownOrder(request: FastifyRequest) {
    const { provider, id } = request.params as { provider: string; id: string };
    if (!providers.includes(provider as PaymentType) || !/^\d{1,9}$/.test(id)) throw new HttpError(404, 'NOT_FOUND', 'errors.not_found');
    const userId = await requireUserId(request);
    const [order] = await db
      .select()
      .from(paymentOrder)
      .where(and(eq(paymentOrder.id, Number(id)), eq(paymentOrder.user_id, userId), eq(paymentOrder.provider, provider as PaymentType)));
    if (!order) throw new HttpError(404, 'ORDER_NOT_FOUND', 'payments.order_not_found');
    const sandboxed = settings[order.provider];
    if (!sandboxed || sandboxed.checkoutUrl !== '') throw new HttpError(404, 'NOT_FOUND', 'errors.not_found');
    return order;
  }

  app.get('/payments/sandbox/:provider/:id', { schema: { hide: true } }, async (request, reply) => {
    const order = await ownOrder(request);
    const l = request.locale;
    const title = `${t(l, 'payments.sandbox_title')} · ${order.provider === 'payme' ? 'Payme' : 'Click'}`;
    const action = `/api/payments/sandbox/${order.provider}/${order.id}`;
    const body =
      `<h1>${escape(title)}</h1><p class="note">${escape(t(l, 'payments.sandbox_note'))}</p>` +
      `<p>${escape(t(l, 'payments.sandbox_order', { id: order.id }))}</p>` +
      `<p>${escape(t(l, 'payments.sandbox_plan', { months: order.month_count }))}</p>` +
      `<p><strong>${escape(t(l, 'payments.sandbox_amount', { amount: groupDigits(order.amount / TIYIN_PER_SUM) }))}</strong></p>` +
      (order.state === 'pending'
        ? `<div class="actions"><form method="post" action="${action}/pay"><button class="pay" type="submit">${escape(t(l, 'payments.sandbox_pay'))}</button></form>` +
          `<form method="post" action="${action}/cancel"><button class="cancel" type="submit">${escape(t(l, 'payments.sandbox_cancel'))}</button></form></div>`
        : `<p>${escape(t(l, 'payments.sandbox_done'))}</p>`);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(page(l, title, body));
  });

  for (const outcome of ['pay', 'cancel'] as const) {
    app.post(`/payments/sandbox/:provider/:id/${outcome}`, { schema: { hide: true } }, async (request, reply: FastifyReply) => {
      const order = await ownOrder(request);
      const returnUrl = `/pro/payment?order=${order.id}`;
      if (order.state !== 'pending') return reply.redirect(returnUrl, 303);
      const base = ownBase(app);
      try {
        if (order.provider === 'payme')
          await playPayme(base, settings.payme!, order.id, order.amount, outcome === 'pay', settings.now().getTime());
        else await playClick(base, settings.click!, order.id, order.amount, outcome === 'pay');
      } catch (error) {
        request.log.warn({ err: error }, 'sandbox payment failed');
        const l = request.locale;
        const message = t(l, 'payments.sandbox_failed', { reason: (error as Error).message });
        return reply
          .status(502)
          .type('text/html; charset=utf-8')
          .send(page(l, message, `<h1>${escape(message)}</h1><p><a href="${returnUrl}">/pro</a></p>`));
      }
      return reply.redirect(returnUrl, 303);
    });
  }
}
