// The Eskiz SMS provider against a local fake of notify.eskiz.uz: login, refresh on 401, login again
// when the refresh is refused, 503 on delivery failure (cool-down released); config rules of the providers.
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { errorBodySchema, loginResponse } from '@platform/shared/contracts';
import { loadConfig } from '../../../config';
import { otpChallenge, smsOutbox } from '../../../db/schema';
import { authSettingsFrom } from '../settings';
import { createMemoryStore } from '../../../lib/limiter';
import { buildApp, createTestApp, HIGH_LIMITS, type TestContext, uniquePhone, XRW } from '../../../../test/helpers';

const EMAIL = 'sms@example.uz';
const PASSWORD = 's3cret-pass';
const FROM = '4546';

interface Call {
  method: string;
  path: string;
  bearer: string | null;
  fields: Record<string, string>;
  status: number;
}

/** A small fake of the Eskiz notify API. */
class FakeEskiz {
  calls: Call[] = [];
  private issued = 0;
  lastIssued = '';
  private valid = new Set<string>();
  /** The next send answers 401 and the token it carried is expired. */
  expireNextSend = false;
  refuseRefresh = false;
  /** Status to answer every send with (e.g. 500), or 0. */
  failSend = 0;
  server = http.createServer((req, res) => void this.handle(req, res));

  reset() {
    this.calls = [];
    this.expireNextSend = false;
    this.refuseRefresh = false;
    this.failSend = 0;
  }

  private token() {
    const token = `tok-${++this.issued}`;
    this.valid.add(token);
    this.lastIssued = token;
    return token;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const type = req.headers['content-type'] ?? '';
    const fields: Record<string, string> = {};
    if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
      const form = await new Response(body, { headers: { 'content-type': type } }).formData();
      for (const [k, v] of form) fields[k] = String(v);
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
    const call: Call = { method: req.method ?? '', path: req.url ?? '', bearer, fields, status: 0 };
    this.calls.push(call);
    const answer = (status: number, json: unknown) => {
      call.status = status;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    };

    if (call.method === 'POST' && call.path === '/api/auth/login') {
      if (fields.email !== EMAIL || fields.password !== PASSWORD) return answer(401, { message: 'Invalid credentials' });
      return answer(200, { message: 'token_generated', data: { token: this.token() }, token_type: 'bearer' });
    }
    if (call.method === 'PATCH' && call.path === '/api/auth/refresh') {
      if (this.refuseRefresh || !bearer || !this.issued) return answer(401, { message: 'Unauthenticated.' });
      this.valid.delete(bearer);
      return answer(200, { message: 'token_refreshed', data: { token: this.token() } });
    }
    if (call.method === 'POST' && call.path === '/api/message/sms/send') {
      if (this.failSend) return answer(this.failSend, { message: 'Internal error' });
      if (!bearer || !this.valid.has(bearer)) return answer(401, { message: 'Expired' });
      if (this.expireNextSend) {
        this.expireNextSend = false;
        this.valid.delete(bearer);
        return answer(401, { message: 'Expired' });
      }
      if (!/^998\d{9}$/.test(fields.mobile_phone ?? '') || !fields.message || fields.from !== FROM) {
        return answer(422, { message: 'Invalid fields' });
      }
      return answer(200, { id: `sms-${this.calls.length}`, message: 'Waiting for SMS provider', status: 'waiting' });
    }
    return answer(404, { message: 'Not found' });
  }
}

const eskiz = new FakeEskiz();
let baseUrl: string;
let ctx: TestContext;

before(async () => {
  await new Promise<void>((resolve) => eskiz.server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(eskiz.server.address() as AddressInfo).port}`;
  ctx = await createTestApp({
    auth: {
      limits: HIGH_LIMITS,
      sms: { provider: 'eskiz', baseUrl, email: EMAIL, password: PASSWORD, from: FROM, timeoutMs: 3000 },
    },
  });
});
after(async () => {
  await ctx?.close();
  await new Promise((resolve) => eskiz.server.close(resolve));
});
beforeEach(() => eskiz.reset());

const errorOf = (res: { json: () => unknown }) => errorBodySchema.parse(res.json());
const sendSms = (phone: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/send-sms', headers: XRW, payload: { phone } });
const summary = () => eskiz.calls.map((c) => `${c.method} ${c.path} ${c.status}`);
const SEND = 'POST /api/message/sms/send';

describe('Eskiz provider', () => {
  it('logs in on the first send, then sends with the token (digits without +, message, from)', async () => {
    const phone = uniquePhone();
    const res = await sendSms(phone);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(summary(), ['POST /api/auth/login 200', `${SEND} 200`]);
    const [login, send] = eskiz.calls;
    assert.deepEqual(login.fields, { email: EMAIL, password: PASSWORD });
    assert.equal(send.bearer, 'tok-1');
    assert.equal(send.fields.mobile_phone, phone.slice(1));
    assert.equal(send.fields.from, FROM);
    const code = /#(\d{5})$/.exec(send.fields.message)?.[1];
    assert.match(code ?? '', /^\d{5}$/);
    // nothing goes to the dev outbox, and the delivered code signs in
    assert.equal((await ctx.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone))).length, 0);
    const verify = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-sms', headers: XRW, payload: { phone, code } });
    assert.equal(verify.statusCode, 200);
    assert.equal(loginResponse.parse(verify.json()).data.user.phone, phone);
  });

  it('reuses the token for the next send', async () => {
    const res = await sendSms(uniquePhone());
    assert.equal(res.statusCode, 200);
    assert.deepEqual(summary(), [`${SEND} 200`]);
    assert.equal(eskiz.calls[0].bearer, 'tok-1');
  });

  it('refreshes an expired token (401) and retries once', async () => {
    eskiz.expireNextSend = true;
    const res = await sendSms(uniquePhone());
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(summary(), [`${SEND} 401`, 'PATCH /api/auth/refresh 200', `${SEND} 200`]);
    assert.equal(eskiz.calls[1].bearer, eskiz.calls[0].bearer, 'refresh carries the old token');
    assert.notEqual(eskiz.calls[2].bearer, eskiz.calls[0].bearer);
    assert.equal(eskiz.calls[2].bearer, eskiz.lastIssued, 'the retry carries the refreshed token');
  });

  it('logs in again when the refresh is refused', async () => {
    eskiz.expireNextSend = true;
    eskiz.refuseRefresh = true;
    const res = await sendSms(uniquePhone());
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(summary(), [`${SEND} 401`, 'PATCH /api/auth/refresh 401', 'POST /api/auth/login 200', `${SEND} 200`]);
    assert.deepEqual(eskiz.calls[2].fields, { email: EMAIL, password: PASSWORD });
    assert.equal(eskiz.calls[3].bearer, eskiz.lastIssued, 'the retry carries the token of the new login');
    assert.notEqual(eskiz.calls[3].bearer, eskiz.calls[0].bearer);
  });

  it('a failing send → 503 SMS_UNAVAILABLE, and the cool-down is released', async () => {
    const phone = uniquePhone();
    eskiz.failSend = 500;
    const res = await sendSms(phone);
    assert.equal(res.statusCode, 503);
    const err = errorOf(res);
    assert.equal(err.code, 'SMS_UNAVAILABLE');
    assert.equal(err.message, 'SMS yuborib boʻlmadi. Birozdan soʻng qayta urinib koʻring');
    assert.equal(res.headers['retry-after'], '30');
    const ru = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send-sms',
      headers: { ...XRW, 'accept-language': 'ru' },
      payload: { phone },
    });
    assert.equal(errorOf(ru).message, 'Не удалось отправить SMS. Попробуйте немного позже');
    // the provider is back: asking again right away is not "too early"
    eskiz.failSend = 0;
    const again = await sendSms(phone);
    assert.equal(again.statusCode, 200, again.body);
    assert.ok((await ctx.database.db.select().from(otpChallenge).where(eq(otpChallenge.phone, phone))).length === 1);
  });

  it('an unreachable provider or refused credentials → 503, never 500', async () => {
    const unreachable = await buildApp({
      database: ctx.database,
      auth: { sms: { provider: 'eskiz', baseUrl: 'http://127.0.0.1:1', email: EMAIL, password: PASSWORD, from: FROM, timeoutMs: 2000 } },
    });
    const wrongPassword = await buildApp({
      database: ctx.database,
      auth: { sms: { provider: 'eskiz', baseUrl, email: EMAIL, password: 'wrong', from: FROM, timeoutMs: 2000 } },
    });
    try {
      for (const app of [unreachable, wrongPassword]) {
        const phone = uniquePhone();
        const res = await app.inject({ method: 'POST', url: '/api/auth/send-sms', headers: XRW, payload: { phone } });
        assert.equal(res.statusCode, 503, res.body);
        assert.equal(errorOf(res).code, 'SMS_UNAVAILABLE');
        // released cool-down: the next try reaches the provider again (and fails the same way)
        const again = await app.inject({ method: 'POST', url: '/api/auth/send-sms', headers: XRW, payload: { phone } });
        assert.equal(errorOf(again).code, 'SMS_UNAVAILABLE');
      }
      assert.ok(summary().every((c) => c === 'POST /api/auth/login 401'));
    } finally {
      await unreachable.close();
      await wrongPassword.close();
    }
  });
});

describe('provider configuration', () => {
  const eskizEnv = { SMS_PROVIDER: 'eskiz', ESKIZ_EMAIL: EMAIL, ESKIZ_PASSWORD: PASSWORD };

  it('refuses SMS_PROVIDER=dev (the default) with NODE_ENV=production', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /SMS_PROVIDER=dev/);
    assert.throws(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'dev' }), /SMS_PROVIDER=dev/);
    assert.throws(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: '' }), /SMS_PROVIDER=dev/, 'empty means unset');
    assert.equal(loadConfig({}).SMS_PROVIDER, 'dev');
  });

  it('needs Eskiz credentials, and in production has no dev outbox', async () => {
    assert.throws(() => loadConfig({ SMS_PROVIDER: 'eskiz' }), /ESKIZ_EMAIL/);
    const config = loadConfig({ NODE_ENV: 'production', ...eskizEnv, ESKIZ_FROM: '4546' });
    const store = createMemoryStore();
    const settings = authSettingsFrom(config, store);
    await store.close();
    assert.equal(settings.devOutbox, false);
    assert.deepEqual(settings.sms, {
      provider: 'eskiz',
      baseUrl: 'https://notify.eskiz.uz',
      email: EMAIL,
      password: PASSWORD,
      from: '4546',
    });
    assert.equal(authSettingsFrom(loadConfig({}), store).devOutbox, true);
  });

  it('has no outbox route (404) when devOutbox is false', async () => {
    const app = await buildApp({ database: ctx.database, auth: { devOutbox: false } });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/__dev/outbox' });
      assert.equal(res.statusCode, 404);
      assert.equal(errorOf(res).code, 'NOT_FOUND');
      const withPhone = await app.inject({ method: 'GET', url: `/api/__dev/outbox?phone=${encodeURIComponent('+998901234567')}` });
      assert.equal(withPhone.statusCode, 404);
    } finally {
      await app.close();
    }
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/__dev/outbox' })).statusCode, 200, 'present by default');
  });
});
