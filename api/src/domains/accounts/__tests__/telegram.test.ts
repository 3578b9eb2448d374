// Telegram sign-in: the bot webhook (secret header), contact check, single-use hashcode links and
// POST /api/auth/login-with-telegram, against a local fake of the Bot API.
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { errorBodySchema, loginResponse, meResponse } from '@platform/shared/contracts';
import { appUser, telegramLogin, telegramPending } from '../../../db/schema';
import { buildApp, createTestApp, HIGH_LIMITS, sessionCookie, signIn, type TestContext, uniquePhone, XRW } from '../../../../test/helpers';

const TOKEN = '123456:TEST-token';
const SECRET = 'webhook-secret-0123456789';
const BOT = 'imtihon_test_bot';

interface Sent {
  path: string;
  chat_id: number;
  text: string;
  reply_markup?: {
    keyboard?: { text: string; request_contact?: boolean }[][];
    inline_keyboard?: { text: string; url?: string }[][];
    remove_keyboard?: boolean;
  };
}

const sent: Sent[] = [];
/** How many of the next sendMessage calls the fake Bot API fails. */
let failSends = 0;
const telegramApi = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    if (req.method === 'POST' && req.url === `/bot${TOKEN}/sendMessage` && failSends > 0) {
      failSends -= 1;
      res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: false, error_code: 502 }));
    } else if (req.method === 'POST' && req.url === `/bot${TOKEN}/sendMessage`) {
      sent.push({ path: req.url, ...(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Omit<Sent, 'path'>) });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, result: { message_id: sent.length } }));
    } else {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: false, error_code: 404 }));
    }
  });
});

let ctx: TestContext;
before(async () => {
  await new Promise<void>((resolve) => telegramApi.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(telegramApi.address() as AddressInfo).port}/`;
  ctx = await createTestApp({ auth: { limits: HIGH_LIMITS, telegram: { token: TOKEN, username: BOT, secret: SECRET, apiUrl } } });
});
after(async () => {
  await ctx?.close();
  await new Promise((resolve) => telegramApi.close(resolve));
});
beforeEach(() => {
  sent.length = 0;
});

const errorOf = (res: { json: () => unknown }) => errorBodySchema.parse(res.json());
let updateId = 0;
let chatCounter = 0;
const newChat = () => 7_000_000 + ++chatCounter;

interface MessageInput {
  chat: number;
  from?: number;
  lang?: string;
  text?: string;
  contact?: { phone_number: string; user_id?: number };
}
function webhook({ chat, from = chat, lang = 'uz', text, contact }: MessageInput, secret: string | null = SECRET) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/telegram/webhook',
    // Telegram sends no X-Requested-With: the route is exempt from the CSRF check
    headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
    payload: {
      update_id: ++updateId,
      message: {
        message_id: updateId,
        date: Math.floor(Date.now() / 1000),
        chat: { id: chat, type: 'private' },
        from: { id: from, is_bot: false, first_name: 'Test', language_code: lang },
        ...(text === undefined ? {} : { text }),
        ...(contact ? { contact: { first_name: 'Test', ...contact } } : {}),
      },
    },
  });
}

const loginWithTelegram = (hashcode: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login-with-telegram', headers: { ...XRW, ...headers }, payload: { hashcode } });

/** /start with the phone digits, then the chat's own contact; returns the hashcode of the link. */
async function hashcodeFor(phone: string, chat = newChat()): Promise<string> {
  assert.equal((await webhook({ chat, text: `/start ${phone.slice(1)}` })).statusCode, 200);
  assert.equal((await webhook({ chat, contact: { phone_number: phone, user_id: chat } })).statusCode, 200);
  const link = sent.at(-1)?.text ?? '';
  const hashcode = /[?&]hashcode=([\w-]+)/.exec(link)?.[1];
  assert.ok(hashcode, `no link in ${link}`);
  return hashcode;
}

describe('GET /api/auth/telegram', () => {
  it('names the bot', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/telegram' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { data: { bot: BOT } });
  });
});

describe('webhook', () => {
  it('refuses a missing or wrong X-Telegram-Bot-Api-Secret-Token with 401', async () => {
    for (const secret of [null, '', 'wrong', `${SECRET}x`, SECRET.toUpperCase()]) {
      const res = await webhook({ chat: newChat(), text: '/start 998901234567' }, secret);
      assert.equal(res.statusCode, 401, String(secret));
      assert.equal(errorOf(res).code, 'UNAUTHORIZED');
    }
    assert.equal(sent.length, 0);
    assert.equal((await ctx.database.db.select().from(telegramPending)).length, 0);
  });

  it('/start <phone digits> asks for the contact with a request_contact keyboard', async () => {
    const chat = newChat();
    const res = await webhook({ chat, text: '/start 998901234567' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { ok: true });
    assert.equal(sent.length, 1);
    const [message] = sent;
    assert.equal(message.chat_id, chat);
    assert.match(message.text, /kontaktingizni yuboring: \+998901234567$/);
    assert.equal(message.reply_markup?.keyboard?.[0]?.[0]?.request_contact, true);
    const [pending] = await ctx.database.db.select().from(telegramPending).where(eq(telegramPending.chat_id, chat));
    assert.equal(pending.phone, '+998901234567');
  });

  it('/start without a valid phone, or a contact without /start, says to start on the site', async () => {
    const chat = newChat();
    for (const text of ['/start', '/start 12345', '/start 79012345678']) {
      await webhook({ chat, text });
      assert.equal(sent.at(-1)?.text, 'Avval saytda Telegram orqali kirishni tanlang.', text);
      assert.equal(sent.at(-1)?.reply_markup, undefined);
    }
    await webhook({ chat: newChat(), contact: { phone_number: '+998901234567', user_id: 1 } });
    assert.equal(sent.at(-1)?.text, 'Avval saytda Telegram orqali kirishni tanlang.');
    // other chatter is ignored quietly
    const before = sent.length;
    assert.equal((await webhook({ chat, text: 'salom' })).statusCode, 200);
    assert.equal(sent.length, before);
  });

  it('answers a contact with another number, or somebody else’s contact, with the mismatch message and no link', async () => {
    const chat = newChat();
    const phone = uniquePhone();
    await webhook({ chat, text: `/start ${phone.slice(1)}` });
    const cases = [
      { phone_number: '+998901112233', user_id: chat }, // own contact, other number
      { phone_number: phone, user_id: chat + 1 }, // the right number, but another user's contact
      { phone_number: phone }, // a contact card without a Telegram user
    ];
    for (const contact of cases) {
      sent.length = 0;
      assert.equal((await webhook({ chat, contact })).statusCode, 200);
      assert.equal(sent.length, 1);
      assert.match(sent[0].text, /^Bu kontakt saytda kiritilgan raqamga mos emas/);
      assert.ok(!sent[0].text.includes('hashcode'));
      assert.equal(sent[0].reply_markup?.remove_keyboard, true);
    }
    assert.equal((await ctx.database.db.select().from(telegramLogin).where(eq(telegramLogin.phone, phone))).length, 0);
    // a forwarded contact from another chat member: from.id is not the contact's user
    sent.length = 0;
    await webhook({ chat, from: chat + 5, contact: { phone_number: phone, user_id: chat } });
    assert.match(sent[0].text, /mos emas/);
    assert.equal((await ctx.database.db.select().from(telegramLogin).where(eq(telegramLogin.phone, phone))).length, 0);
  });

  it('answers in Russian to a Russian-speaking chat', async () => {
    const chat = newChat();
    await webhook({ chat, lang: 'ru', text: '/start 998901234567' });
    assert.match(sent[0].text, /^Отправьте свой контакт/);
    assert.equal(sent[0].reply_markup?.keyboard?.[0]?.[0]?.text, 'Отправить контакт');
  });
});

describe('sign-in with the hashcode', () => {
  it('sends a single-use link for the matching own contact; the link signs in once', async () => {
    const phone = uniquePhone();
    const chat = newChat();
    await webhook({ chat, text: `/start ${phone.slice(1)}` });
    // Telegram may send the number without +
    await webhook({ chat, contact: { phone_number: phone.slice(1), user_id: chat } });
    const message = sent.at(-1)!;
    assert.equal(message.chat_id, chat);
    const link = /https?:\/\/\S+/.exec(message.text)?.[0] ?? '';
    const url = new URL(link);
    assert.equal(url.origin, 'http://localhost:3000');
    const hashcode = url.searchParams.get('hashcode')!;
    assert.ok(hashcode.length >= 32, hashcode);
    assert.equal(message.reply_markup?.inline_keyboard?.[0]?.[0]?.url, link);
    const [row] = await ctx.database.db.select().from(telegramLogin).where(eq(telegramLogin.phone, phone));
    assert.notEqual(row.hash, hashcode, 'stored hashed');
    assert.equal(row.chat_id, chat);
    assert.equal((await ctx.database.db.select().from(telegramPending).where(eq(telegramPending.chat_id, chat))).length, 0);

    const res = await loginWithTelegram(hashcode);
    assert.equal(res.statusCode, 200, res.body);
    const body = loginResponse.parse(res.json());
    assert.equal(body.data.user.phone, phone);
    assert.equal(body.data.profile_type, null);
    const cookie = sessionCookie(res);
    const sid = res.cookies.find((c) => c.name === 'sid')!;
    assert.equal(sid.httpOnly, true);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    assert.equal(meResponse.parse(me.json()).data?.phone, phone);

    const again = await loginWithTelegram(hashcode);
    assert.equal(again.statusCode, 400);
    const err = errorOf(again);
    assert.deepEqual([err.code, err.field, err.message], ['TOKEN_EXPIRED', 'hashcode', 'Bu token muddati tugagan']);
    assert.equal(again.cookies.length, 0);
    const ru = await loginWithTelegram(hashcode, { 'accept-language': 'ru' });
    assert.equal(errorOf(ru).message, 'Срок действия этого токена истёк');
  });

  it('when the link cannot be delivered, answers 503 so Telegram redelivers, and the redelivery sends a working link', async () => {
    const phone = uniquePhone();
    const chat = newChat();
    assert.equal((await webhook({ chat, text: `/start ${phone.slice(1)}` })).statusCode, 200);
    failSends = 1;
    const failed = await webhook({ chat, contact: { phone_number: phone, user_id: chat } });
    assert.equal(failed.statusCode, 503);
    assert.equal(sent.length, 1, 'only the contact request was delivered');
    const redelivered = await webhook({ chat, contact: { phone_number: phone, user_id: chat } });
    assert.equal(redelivered.statusCode, 200);
    const hashcode = /[?&]hashcode=([\w-]+)/.exec(sent.at(-1)?.text ?? '')?.[1];
    assert.ok(hashcode);
    assert.equal((await loginWithTelegram(hashcode)).statusCode, 200);
  });

  it('refuses an expired hashcode, an unknown one and a malformed one', async () => {
    const phone = uniquePhone();
    const hashcode = await hashcodeFor(phone);
    await ctx.database.db
      .update(telegramLogin)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(telegramLogin.phone, phone));
    const expired = await loginWithTelegram(hashcode);
    assert.equal(expired.statusCode, 400);
    assert.deepEqual([errorOf(expired).code, errorOf(expired).message], ['TOKEN_EXPIRED', 'Bu token muddati tugagan']);
    assert.equal((await ctx.database.db.select().from(appUser).where(eq(appUser.phone, phone))).length, 0, 'no account created');

    const unknown = await loginWithTelegram('A'.repeat(32));
    assert.deepEqual([unknown.statusCode, errorOf(unknown).code], [400, 'TOKEN_EXPIRED']);
    for (const bad of ['short', 'has spaces in it', '<script>alert(1)</script>']) {
      const res = await loginWithTelegram(bad);
      assert.equal(res.statusCode, 400, bad);
      assert.equal(errorOf(res).code, 'VALIDATION_ERROR');
    }
    const csrf = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login-with-telegram',
      headers: { origin: 'https://evil.example' },
      payload: { hashcode: 'A'.repeat(32) },
    });
    assert.equal(csrf.statusCode, 403);
  });

  it('signs an existing account in (profile_type kept) and remembers its chat', async () => {
    const phone = uniquePhone();
    const { cookie } = await signIn(ctx.app, phone);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/profile/create',
      headers: { ...XRW, cookie },
      payload: {
        full_name: 'Sardor',
        last_name: 'Saidov',
        birthday: '2007-09-01',
        type: 'STUDENT',
        subject_ids: [1],
        gender: 'erkak',
        address_id: 1,
      },
    });
    assert.equal(created.statusCode, 200, created.body);
    const chat = newChat();
    const hashcode = await hashcodeFor(phone, chat);
    const [row] = await ctx.database.db.select().from(appUser).where(eq(appUser.phone, phone));
    assert.equal(row.telegram_chat_id, chat);
    const res = await loginWithTelegram(hashcode);
    assert.equal(res.statusCode, 200);
    assert.equal(loginResponse.parse(res.json()).data.profile_type, 'STUDENT');
    assert.equal(loginResponse.parse(res.json()).data.user.id, row.id);
  });

  it('20 concurrent logins with one hashcode: exactly one session', async () => {
    const hashcode = await hashcodeFor(uniquePhone());
    const results = await Promise.all(Array.from({ length: 20 }, () => loginWithTelegram(hashcode)));
    assert.equal(results.filter((r) => r.statusCode === 200).length, 1);
    assert.ok(results.filter((r) => r.statusCode !== 200).every((r) => errorOf(r).code === 'TOKEN_EXPIRED'));
  });
});

describe('Telegram not configured', () => {
  it('names no bot and has no webhook (404)', async () => {
    const app = await buildApp({ database: ctx.database });
    try {
      const config = await app.inject({ method: 'GET', url: '/api/auth/telegram' });
      assert.deepEqual(config.json(), { data: { bot: null } });
      for (const secret of [SECRET, undefined]) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/telegram/webhook',
          headers: secret ? { 'x-telegram-bot-api-secret-token': secret } : {},
          payload: { update_id: 1, message: { chat: { id: 1 }, text: '/start 998901234567' } },
        });
        assert.equal(res.statusCode, 404);
        assert.equal(errorOf(res).code, 'NOT_FOUND');
      }
      assert.equal(sent.length, 0);
    } finally {
      await app.close();
    }
  });
});
