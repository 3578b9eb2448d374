// Accounts: phone rules, one-time codes, sessions, CSRF and registration (SPEC §5, §9; ARCHITECTURE "OTP", "Sessions").
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { errorBodySchema, loginResponse, meResponse, userResponse } from '@platform/shared/contracts';
import { ageOf, maskPhone, sendSmsResponse } from '@platform/shared/accounts';
import { appUser, otpChallenge, smsOutbox, userSession, userSubject } from '../../../db/schema';
import { createMemoryStore } from '../../../lib/limiter';
import {
  buildApp,
  createTestApp,
  HIGH_LIMITS,
  lastCode,
  signIn,
  tashkentDateShift,
  type TestContext,
  uniquePhone,
  XRW,
} from '../../../../test/helpers';

// the limiter's clock is ours: moving it forward ends cool-downs without waiting
let offset = 0;
const clock = () => Date.now() + offset;
const passCoolDown = () => {
  offset += 60_000;
};

let ctx: TestContext;
before(async () => {
  ctx = await createTestApp({ auth: { limiter: createMemoryStore(clock), limits: HIGH_LIMITS } });
});
after(async () => {
  await ctx?.close();
});

const MSG = {
  phoneInvalid: 'Toʻgʻri telefon raqam kiriting',
  codeRequired: 'Kod kiriting',
  codeInvalid: 'Kod 5 ta raqamdan iborat boʻlishi kerak',
  wrong: (left: number) => `Kod notoʻgʻri. Yana ${left} ta urinish qoldi`,
  expired: 'Kodning muddati tugagan. Yangi kod soʻrang',
  unauthorized: 'Avval tizimga kiring',
  csrf: 'Soʻrov rad etildi: sahifani yangilab, qayta urinib koʻring',
};

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url, payload: payload as object, headers: { ...XRW, ...headers } });
}
const sendSms = (phone: unknown, headers: Record<string, string> = {}) => post('/api/auth/send-sms', { phone }, headers);
const verify = (phone: string, code: unknown, headers: Record<string, string> = {}) =>
  post('/api/auth/verify-sms', code === undefined ? { phone } : { phone, code }, headers);

function errorOf(res: { statusCode: number; json: () => unknown }) {
  return errorBodySchema.parse(res.json());
}

/** A 5-digit code that is certainly not `code`. */
const wrongOf = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

async function challenge(phone: string) {
  const [row] = await ctx.database.db.select().from(otpChallenge).where(eq(otpChallenge.phone, phone));
  return row;
}

async function outboxCount(phone: string) {
  return (await ctx.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone))).length;
}

describe('phone (SPEC §5)', () => {
  it('accepts +998 90 123-45-67, 998901234567 and 901234567 as one account', async () => {
    const sent = await sendSms('+998 90 123-45-67');
    assert.equal(sent.statusCode, 200);
    assert.equal(sendSmsResponse.parse(sent.json()).data.phone, '+998 90 *** ** 67');
    assert.equal(await outboxCount('+998901234567'), 1, 'stored under the normalised number');
    // verify with another spelling of the same number
    const code = await lastCode(ctx.app, '998901234567');
    const first = await verify('998901234567', code);
    assert.equal(first.statusCode, 200);
    const user = loginResponse.parse(first.json()).data.user;
    assert.equal(user.phone, '+998901234567');

    passCoolDown();
    const again = await sendSms('901234567');
    assert.equal(again.statusCode, 200);
    const second = await verify('+998 90 123 45 67', await lastCode(ctx.app, '901234567'));
    assert.equal(second.statusCode, 200);
    assert.equal(loginResponse.parse(second.json()).data.user.id, user.id);
    const rows = await ctx.database.db.select().from(appUser).where(eq(appUser.phone, '+998901234567'));
    assert.equal(rows.length, 1);
  });

  for (const phone of [
    '+99890123456',
    '+9989012345678',
    '90123456',
    '9012345678',
    '+998 90 abc 45 67',
    'phone',
    '+79012345678',
    '+7 901 234-56-78',
    '+1 202 555 0100',
    '',
    '   ',
    '+998_90_123_45_67',
  ]) {
    it(`refuses ${JSON.stringify(phone)} with validation.phone_invalid`, async () => {
      const res = await sendSms(phone);
      assert.equal(res.statusCode, 400);
      const err = errorOf(res);
      assert.equal(err.code, 'VALIDATION_ERROR');
      assert.equal(err.field, 'phone');
      assert.equal(err.message, MSG.phoneInvalid);
    });
  }

  it('refuses a missing phone, a number instead of a string, and null', async () => {
    for (const payload of [{}, { phone: 998901234567 }, { phone: null }]) {
      const res = await post('/api/auth/send-sms', payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      const err = errorOf(res);
      assert.equal(err.code, 'VALIDATION_ERROR');
      assert.equal(err.field, 'phone');
      assert.equal(err.message, MSG.phoneInvalid);
    }
  });

  it('answers in Russian with accept-language: ru', async () => {
    const res = await sendSms('+7 901 234 56 78', { 'accept-language': 'ru-RU,ru;q=0.9' });
    assert.equal(res.statusCode, 400);
    assert.equal(errorOf(res).message, 'Введите правильный номер телефона');
  });

  it('refuses extra body fields', async () => {
    const phone = uniquePhone();
    const res = await post('/api/auth/send-sms', { phone, admin: true });
    assert.equal(res.statusCode, 400);
    assert.equal(errorOf(res).code, 'VALIDATION_ERROR');
    assert.match(errorOf(res).field ?? '', /admin/);
    assert.equal(await outboxCount(phone), 0);
    const verifyExtra = await post('/api/auth/verify-sms', { phone, code: '12345', role: 'ADMIN' });
    assert.equal(verifyExtra.statusCode, 400);
  });
});

describe('one-time codes', () => {
  it('sends a 5-digit code (dev outbox) with the WebOTP line for the site', async () => {
    const phone = uniquePhone();
    const res = await sendSms(phone);
    assert.equal(res.statusCode, 200);
    const body = sendSmsResponse.parse(res.json());
    assert.equal(body.message, 'Kod yuborildi');
    assert.deepEqual({ resend_in: body.data.resend_in, expires_in: body.data.expires_in }, { resend_in: 59, expires_in: 180 });
    const out = await ctx.app.inject({ method: 'GET', url: `/api/__dev/outbox?phone=${encodeURIComponent(phone)}` });
    const [message] = out.json().data as { text: string; phone: string }[];
    assert.equal(message.phone, phone);
    const code = await lastCode(ctx.app, phone);
    assert.match(code ?? '', /^\d{5}$/);
    assert.ok(message.text.includes(`: ${code}.`), message.text);
    assert.ok(message.text.endsWith(`@localhost #${code}`), message.text);
    // the code is stored hashed only
    const row = await challenge(phone);
    assert.equal(row.code_hash.length, 64);
    assert.ok(!row.code_hash.includes(code!));
  });

  it('draws codes from a CSPRNG: 20 codes are not all equal', async () => {
    const codes = [];
    for (let i = 0; i < 20; i++) {
      const phone = uniquePhone();
      assert.equal((await sendSms(phone)).statusCode, 200);
      codes.push(await lastCode(ctx.app, phone));
    }
    assert.ok(codes.every((c) => /^\d{5}$/.test(c ?? '')));
    assert.ok(new Set(codes).size > 1, `20 codes all equal: ${codes[0]}`);
    // 20 draws from 100 000 rarely collide more than a few times
    assert.ok(new Set(codes).size >= 15, codes.join(','));
  });

  it('asks for a missing code with "Kod kiriting" and refuses codes that are not 5 digits', async () => {
    const phone = uniquePhone();
    for (const code of [undefined, '']) {
      const res = await verify(phone, code);
      assert.equal(res.statusCode, 400);
      const err = errorOf(res);
      assert.deepEqual([err.code, err.field, err.message], ['VALIDATION_ERROR', 'code', MSG.codeRequired]);
    }
    for (const code of ['1234', '123456', 'abcde', '12 34', '１２３４５']) {
      const res = await verify(phone, code);
      assert.equal(res.statusCode, 400, code);
      const err = errorOf(res);
      assert.deepEqual([err.code, err.field, err.message], ['VALIDATION_ERROR', 'code', MSG.codeInvalid]);
    }
    const ru = await verify(phone, undefined, { 'accept-language': 'ru' });
    assert.equal(errorOf(ru).message, 'Введите код');
  });

  it('counts wrong codes 4,3,2,1 tries left, locks on the 5th, then refuses the right code and a resend', async () => {
    const phone = uniquePhone();
    await sendSms(phone);
    const code = (await lastCode(ctx.app, phone))!;
    for (const left of [4, 3, 2, 1]) {
      const res = await verify(phone, wrongOf(code));
      assert.equal(res.statusCode, 400);
      const err = errorOf(res);
      assert.deepEqual([err.code, err.field, err.message], ['OTP_WRONG', 'code', MSG.wrong(left)]);
    }
    const fifth = await verify(phone, wrongOf(code));
    assert.equal(fifth.statusCode, 429);
    assert.equal(errorOf(fifth).code, 'OTP_LOCKED');
    assert.match(errorOf(fifth).message, /^Notoʻgʻri kod juda koʻp kiritildi\. .*15 daqiqadan soʻng yangi kod soʻrang$/);
    const retry = Number(fifth.headers['retry-after']);
    assert.ok(retry > 800 && retry <= 900, `Retry-After ${retry}`);

    const right = await verify(phone, code);
    assert.equal(right.statusCode, 429, 'the right code no longer works once locked');
    assert.equal(errorOf(right).code, 'OTP_LOCKED');
    assert.ok(Number(right.headers['retry-after']) > 0);
    assert.equal(right.cookies.length, 0);
    assert.equal((await ctx.database.db.select().from(appUser).where(eq(appUser.phone, phone))).length, 0, 'no account was created');

    passCoolDown();
    const resend = await sendSms(phone);
    assert.equal(resend.statusCode, 429);
    assert.equal(errorOf(resend).code, 'OTP_LOCKED');
    assert.ok(Number(resend.headers['retry-after']) > 800);
    assert.equal(await outboxCount(phone), 1, 'no second SMS during the lock');
    assert.equal((await challenge(phone)).failures, 5);
  });

  it('never renews a lock: wrong codes during or after it extend nothing; the owner’s resend after it works', async () => {
    const phone = uniquePhone();
    await sendSms(phone);
    const code = (await lastCode(ctx.app, phone))!;
    for (let i = 0; i < 5; i++) await verify(phone, wrongOf(code));
    const locked = await challenge(phone);
    assert.ok(locked.locked_until && locked.locked_until.getTime() > Date.now());
    // during the lock: refused, and the lock keeps its end
    const during = await verify(phone, wrongOf(code));
    assert.equal(during.statusCode, 429);
    assert.equal(errorOf(during).code, 'OTP_LOCKED');
    assert.deepEqual(await challenge(phone), locked, 'a wrong code during the lock changes nothing');

    // the lock ends (minute 15): move its end into the past
    const ended = new Date(Date.now() - 1000);
    await ctx.database.db.update(otpChallenge).set({ locked_until: ended, window_ends_at: ended }).where(eq(otpChallenge.phone, phone));
    const before = await challenge(phone);
    for (let i = 0; i < 3; i++) {
      const late = await verify(phone, wrongOf(code));
      assert.equal(late.statusCode, 400, late.body);
      assert.equal(errorOf(late).code, 'OTP_EXPIRED', 'the challenge is over: nothing to guess against');
      assert.equal(late.headers['retry-after'], undefined);
    }
    assert.deepEqual(await challenge(phone), before, 'no new lock, no count');

    // the owner asks for a new code and signs in with it
    passCoolDown();
    const resend = await sendSms(phone);
    assert.equal(resend.statusCode, 200, resend.body);
    const fresh = (await lastCode(ctx.app, phone))!;
    assert.equal((await challenge(phone)).failures, 0, 'a new window starts from zero');
    assert.equal((await verify(phone, fresh)).statusCode, 200);
  });

  it('a wrong code for a phone that never asked for one creates nothing', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 6; i++) assert.equal(errorOf(await verify(phone, '12345')).code, 'OTP_EXPIRED');
    assert.equal(await challenge(phone), undefined);
    assert.equal((await sendSms(phone)).statusCode, 200);
  });

  it('refuses a resend before 59 s on the server (OTP_RESEND_TOO_EARLY, Retry-After ≤ 59)', async () => {
    const phone = uniquePhone();
    assert.equal((await sendSms(phone)).statusCode, 200);
    offset += 20_000;
    const early = await sendSms(phone);
    assert.equal(early.statusCode, 429);
    const err = errorOf(early);
    assert.equal(err.code, 'OTP_RESEND_TOO_EARLY');
    const retry = Number(early.headers['retry-after']);
    assert.ok(retry >= 1 && retry <= 59, `Retry-After ${retry}`);
    assert.ok(retry <= 40, `20 s of the 59 have passed, Retry-After ${retry}`);
    assert.equal(err.message, `Yangi kodni ${retry} soniyadan soʻng soʻrash mumkin`);
    // another spelling of the same phone is the same phone
    assert.equal((await sendSms(phone.slice(4))).statusCode, 429);
    assert.equal(await outboxCount(phone), 1);
    offset += 40_000;
    assert.equal((await sendSms(phone)).statusCode, 200);
    assert.equal(await outboxCount(phone), 2);
  });

  it('keeps the failure count over a resend: 3 wrong, resend, 2 wrong → locked', async () => {
    const phone = uniquePhone();
    await sendSms(phone);
    const first = (await lastCode(ctx.app, phone))!;
    for (const left of [4, 3, 2]) assert.equal(errorOf(await verify(phone, wrongOf(first))).message, MSG.wrong(left));
    // the old code has expired and the cool-down has passed
    await ctx.database.db
      .update(otpChallenge)
      .set({ code_expires_at: new Date(Date.now() - 1000) })
      .where(eq(otpChallenge.phone, phone));
    passCoolDown();
    assert.equal((await sendSms(phone)).statusCode, 200);
    const second = (await lastCode(ctx.app, phone))!;
    assert.equal((await challenge(phone)).failures, 3);
    const fourth = await verify(phone, wrongOf(second));
    assert.equal(errorOf(fourth).message, MSG.wrong(1));
    const fifth = await verify(phone, wrongOf(second));
    assert.equal(fifth.statusCode, 429);
    assert.equal(errorOf(fifth).code, 'OTP_LOCKED');
    assert.equal((await verify(phone, second)).statusCode, 429);
  });

  it('replaces the code on a resend: the old code stops working', async () => {
    const phone = uniquePhone();
    await sendSms(phone);
    const old = (await lastCode(ctx.app, phone))!;
    passCoolDown();
    await sendSms(phone);
    const fresh = (await lastCode(ctx.app, phone))!;
    if (old !== fresh) assert.equal(errorOf(await verify(phone, old)).code, 'OTP_WRONG');
    assert.equal((await verify(phone, fresh)).statusCode, 200);
  });

  it('one code key per database without OTP_SECRET: a code sent through instance A verifies through B (WORKERS > 1, two hosts)', async () => {
    // neither app is given an otpSecret, as with OTP_SECRET unset: each used to draw its own
    const b = await buildApp({ database: ctx.database, auth: { limits: HIGH_LIMITS } });
    try {
      const phone = uniquePhone();
      await sendSms(phone);
      const code = (await lastCode(ctx.app, phone))!;
      const res = await b.inject({ method: 'POST', url: '/api/auth/verify-sms', payload: { phone, code }, headers: XRW });
      assert.equal(res.statusCode, 200, res.body);
      assert.ok(loginResponse.parse(res.json()));
    } finally {
      await b.close();
    }
  });

  it('uses a code once: the same code again → 400 OTP_EXPIRED', async () => {
    const phone = uniquePhone();
    await sendSms(phone);
    const code = (await lastCode(ctx.app, phone))!;
    assert.equal((await verify(phone, code)).statusCode, 200);
    const again = await verify(phone, code);
    assert.equal(again.statusCode, 400);
    const err = errorOf(again);
    assert.deepEqual([err.code, err.field, err.message], ['OTP_EXPIRED', 'code', MSG.expired]);
    assert.equal(await challenge(phone), undefined, 'the challenge is consumed');
  });

  it('refuses an expired code with 400 OTP_EXPIRED, and a phone that never asked for one', async () => {
    const phone = uniquePhone();
    await sendSms(phone);
    const code = (await lastCode(ctx.app, phone))!;
    await ctx.database.db
      .update(otpChallenge)
      .set({ code_expires_at: new Date(Date.now() - 1000) })
      .where(eq(otpChallenge.phone, phone));
    const res = await verify(phone, code);
    assert.equal(res.statusCode, 400);
    assert.equal(errorOf(res).code, 'OTP_EXPIRED');
    assert.equal(errorOf(res).message, MSG.expired);
    assert.equal(res.cookies.length, 0);

    const never = await verify(uniquePhone(), '12345');
    assert.equal(never.statusCode, 400);
    assert.equal(errorOf(never).code, 'OTP_EXPIRED');
  });

  it('keeps the code lifetime at 3 minutes', async () => {
    const phone = uniquePhone();
    const before = Date.now();
    await sendSms(phone);
    const row = await challenge(phone);
    const ttl = row.code_expires_at.getTime() - before;
    assert.ok(ttl > 170_000 && ttl <= 181_000, `ttl ${ttl}`);
  });

  it('answers send-sms byte for byte the same for a known and an unknown phone, apart from the masked number', async () => {
    const known = uniquePhone();
    await signIn(ctx.app, known);
    passCoolDown();
    const unknown = uniquePhone();
    const a = await sendSms(known);
    const b = await sendSms(unknown);
    assert.equal(a.statusCode, 200);
    assert.equal(b.statusCode, 200);
    const mask = (res: typeof a, phone: string) => {
      const shown = sendSmsResponse.parse(res.json()).data.phone;
      assert.equal(shown, maskPhone(phone));
      return res.payload.replace(shown, 'MASKED');
    };
    assert.equal(mask(a, known), mask(b, unknown));
    const { date: _dateA, ...headersA } = a.headers;
    const { date: _dateB, ...headersB } = b.headers;
    assert.deepEqual(headersA, headersB);
  });

  it('lets exactly one of 20 concurrent verifies of the right code through', async () => {
    const phone = uniquePhone();
    await sendSms(phone);
    const code = (await lastCode(ctx.app, phone))!;
    const results = await Promise.all(Array.from({ length: 20 }, () => verify(phone, code)));
    const ok = results.filter((r) => r.statusCode === 200);
    assert.equal(ok.length, 1, results.map((r) => r.statusCode).join(','));
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      assert.equal(r.statusCode, 400);
      assert.equal(errorOf(r).code, 'OTP_EXPIRED');
    }
    const sessions = await ctx.database.db
      .select()
      .from(userSession)
      .where(eq(userSession.user_id, loginResponse.parse(ok[0].json()).data.user.id));
    assert.equal(sessions.length, 1);
  });

  it('never counts more than 5 of 20 concurrent wrong codes', async () => {
    const phone = uniquePhone();
    await sendSms(phone);
    const code = (await lastCode(ctx.app, phone))!;
    const results = await Promise.all(Array.from({ length: 20 }, () => verify(phone, wrongOf(code))));
    const wrong = results.filter((r) => r.statusCode === 400).map((r) => errorOf(r));
    const locked = results.filter((r) => r.statusCode === 429).map((r) => errorOf(r));
    assert.equal(wrong.length + locked.length, 20, results.map((r) => r.statusCode).join(','));
    assert.ok(wrong.every((e) => e.code === 'OTP_WRONG'));
    assert.ok(locked.every((e) => e.code === 'OTP_LOCKED'));
    assert.ok(wrong.length <= 4, `${wrong.length} wrong answers left tries`);
    const lefts = wrong.map((e) => Number(/Yana (\d) ta/.exec(e.message)?.[1])).sort();
    assert.equal(new Set(lefts).size, lefts.length, `each try counted once: ${lefts}`);
    assert.equal((await challenge(phone)).failures, 5);
    assert.ok((await challenge(phone)).locked_until! > new Date());
    assert.equal((await verify(phone, code)).statusCode, 429);
  });
});

describe('sessions', () => {
  it('sets an HttpOnly, SameSite=Lax, Path=/ session cookie, not Secure on localhost', async () => {
    const phone = uniquePhone();
    await sendSms(phone);
    const res = await verify(phone, await lastCode(ctx.app, phone));
    assert.equal(res.statusCode, 200);
    const body = loginResponse.parse(res.json());
    assert.equal(body.message, 'Muvaffaqiyatli bajarildi');
    assert.equal(body.data.profile_type, null, 'a new account has an incomplete profile');
    const sid = res.cookies.find((c) => c.name === 'sid') as Record<string, unknown> | undefined;
    assert.ok(sid);
    assert.ok(String(sid.value).length >= 22, '≥128 bits');
    assert.equal(sid.httpOnly, true);
    assert.equal(sid.sameSite, 'Lax');
    assert.equal(sid.path, '/');
    assert.notEqual(sid.secure, true);
    assert.ok(Number(sid.maxAge) > 0);
    // stored hashed
    const rows = await ctx.database.db.select().from(userSession).where(eq(userSession.user_id, body.data.user.id));
    assert.equal(rows.length, 1);
    assert.notEqual(rows[0].token_hash, sid.value);
  });

  it('leaves Secure off on every loopback host, with or without a port', async () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:3000', '[::1]', '[::1]:3000']) {
      const phone = uniquePhone();
      await sendSms(phone, { host });
      const res = await verify(phone, await lastCode(ctx.app, phone), { host });
      assert.equal(res.statusCode, 200, host);
      assert.notEqual(res.cookies.find((c) => c.name === 'sid')?.secure, true, host);
    }
  });

  it('marks the cookie Secure outside localhost', async () => {
    const phone = uniquePhone();
    await sendSms(phone, { host: 'imtihon.example.uz' });
    const res = await verify(phone, await lastCode(ctx.app, phone), { host: 'imtihon.example.uz' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.cookies.find((c) => c.name === 'sid')?.secure, true);
  });

  it('GET /api/auth/me: the user with the cookie, null without (never 401)', async () => {
    const phone = uniquePhone();
    const { cookie } = await signIn(ctx.app, phone);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    assert.equal(me.statusCode, 200);
    assert.equal(meResponse.parse(me.json()).data?.phone, phone);
    assert.equal(me.headers['cache-control'], 'no-store');
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/auth/me' });
    assert.equal(guest.statusCode, 200);
    assert.deepEqual(guest.json(), { data: null });
    const forged = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: 'sid=forged-token' } });
    assert.deepEqual(forged.json(), { data: null });
  });

  it('issues a new token on every sign-in; the old one stops working', async () => {
    const phone = uniquePhone();
    const first = await signIn(ctx.app, phone);
    passCoolDown();
    const second = await signIn(ctx.app, phone, { cookie: first.cookie });
    assert.notEqual(second.cookie, first.cookie);
    const meOld = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: first.cookie } });
    assert.deepEqual(meOld.json(), { data: null });
    const meNew = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: second.cookie } });
    assert.equal(meResponse.parse(meNew.json()).data?.phone, phone);
  });

  it('POST /api/logout deletes the session server-side', async () => {
    const phone = uniquePhone();
    const { cookie, body } = await signIn(ctx.app, phone);
    const view = await ctx.app.inject({ method: 'GET', url: '/api/profile/view', headers: { cookie } });
    assert.equal(view.statusCode, 200);
    const out = await post('/api/logout', undefined, { cookie });
    assert.equal(out.statusCode, 200);
    assert.equal(out.json().message, 'Tizimdan chiqdingiz');
    const cleared = out.cookies.find((c) => c.name === 'sid');
    assert.ok(cleared && (cleared.value === '' || (cleared.expires as Date | undefined)!.getTime() < Date.now()));
    assert.equal((await ctx.database.db.select().from(userSession).where(eq(userSession.user_id, body.data.user.id))).length, 0);
    // the old cookie replayed
    const after = await ctx.app.inject({ method: 'GET', url: '/api/profile/view', headers: { cookie } });
    assert.equal(after.statusCode, 401);
    assert.deepEqual([errorOf(after).code, errorOf(after).message], ['UNAUTHORIZED', MSG.unauthorized]);
  });

  it('GET /api/profile/view without a session → 401', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/profile/view' });
    assert.equal(res.statusCode, 401);
    assert.deepEqual([errorOf(res).code, errorOf(res).message], ['UNAUTHORIZED', MSG.unauthorized]);
    const ru = await ctx.app.inject({ method: 'GET', url: '/api/profile/view', headers: { 'accept-language': 'ru' } });
    assert.equal(errorOf(ru).message, 'Сначала войдите в систему');
  });
});

describe('CSRF', () => {
  const evil = { origin: 'https://evil.example' };

  it('refuses a cross-origin send-sms without x-requested-with: 403 CSRF, no SMS', async () => {
    const phone = uniquePhone();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/send-sms', headers: evil, payload: { phone } });
    assert.equal(res.statusCode, 403);
    assert.deepEqual([errorOf(res).code, errorOf(res).message], ['CSRF', MSG.csrf]);
    assert.equal(await outboxCount(phone), 0);
    assert.equal(await challenge(phone), undefined);
    // a form post without any Origin is refused too
    const bare = await ctx.app.inject({ method: 'POST', url: '/api/auth/send-sms', payload: { phone } });
    assert.equal(bare.statusCode, 403);
    // ...and the cool-down was not started: a proper request goes through
    assert.equal((await sendSms(phone)).statusCode, 200);
  });

  it('refuses a cross-origin logout: the session stays valid', async () => {
    const phone = uniquePhone();
    const { cookie, body } = await signIn(ctx.app, phone);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { ...evil, cookie } });
    assert.equal(res.statusCode, 403);
    assert.equal(errorOf(res).code, 'CSRF');
    assert.equal(res.cookies.length, 0);
    assert.equal((await ctx.database.db.select().from(userSession).where(eq(userSession.user_id, body.data.user.id))).length, 1);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    assert.equal(meResponse.parse(me.json()).data?.phone, phone);
  });

  it('accepts a same-origin request without x-requested-with', async () => {
    const phone = uniquePhone();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send-sms',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
      payload: { phone },
    });
    assert.equal(res.statusCode, 200);
  });
});

describe('registration', () => {
  let cookie: string;
  let phone: string;
  before(async () => {
    phone = uniquePhone();
    ({ cookie } = await signIn(ctx.app, phone));
  });

  const valid = () => ({
    full_name: '  Aziz ',
    last_name: 'Karimov',
    birthday: '2008-05-17',
    type: 'APPLICANT',
    subject_ids: [1, 2],
    gender: 'erkak',
    address_id: 1,
  });
  const create = (body: unknown, c = cookie) => post('/api/v2/profile/create', body, c ? { cookie: c } : {});

  const REQUIRED: [string, string][] = [
    ['full_name', 'Ismingizni kiriting'],
    ['last_name', 'Familiyangizni kiriting'],
    ['birthday', 'Tugʻilgan sanani kiriting'],
    ['gender', 'Jinsni tanlang'],
    ['type', 'Rolni tanlang'],
    ['address_id', 'Hududni tanlang'],
    ['subject_ids', 'Kamida bitta fanni tanlang'],
  ];
  for (const [field, message] of REQUIRED) {
    it(`/v2/profile/create: missing ${field} → its own message`, async () => {
      const body: Record<string, unknown> = valid();
      delete body[field];
      const res = await create(body);
      assert.equal(res.statusCode, 400);
      const err = errorOf(res);
      assert.deepEqual([err.code, err.field, err.message], ['VALIDATION_ERROR', field, message]);
    });
  }

  it('/v2/profile/create: blank names, empty subjects, empty role/gender are "missing" too', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ full_name: '   ' }, 'full_name', 'Ismingizni kiriting'],
      [{ last_name: '' }, 'last_name', 'Familiyangizni kiriting'],
      [{ birthday: '' }, 'birthday', 'Tugʻilgan sanani kiriting'],
      [{ subject_ids: [] }, 'subject_ids', 'Kamida bitta fanni tanlang'],
      [{ type: '' }, 'type', 'Rolni tanlang'],
      [{ type: 'ADMIN' }, 'type', 'Rolni tanlang'],
      [{ gender: 'male' }, 'gender', 'Jinsni tanlang'],
      [{ address_id: 0 }, 'address_id', 'Hududni tanlang'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await create({ ...valid(), ...patch });
      assert.equal(res.statusCode, 400, JSON.stringify(patch));
      const err = errorOf(res);
      assert.deepEqual([err.field, err.message], [field, message], JSON.stringify(patch));
    }
  });

  it('/v2/profile/create: birth date must be YYYY-MM-DD and a real date', async () => {
    for (const birthday of ['17.05.2008', '2008-5-17', '2007-02-30', '2008-13-01', '2008-00-10', 'yesterday']) {
      const res = await create({ ...valid(), birthday });
      assert.equal(res.statusCode, 400, birthday);
      const err = errorOf(res);
      assert.deepEqual([err.field, err.message], ['birthday', 'Sanani KK.OO.YYYY koʻrinishida kiriting'], birthday);
    }
  });

  it('/v2/profile/create: age 7 to 70 inclusive, counted from today in Asia/Tashkent', async () => {
    // the youngest allowed is 7 today, the oldest turns 71 tomorrow
    const youngest = tashkentDateShift(7);
    const oldest = tashkentDateShift(71, 1);
    assert.equal(ageOf(youngest), 7);
    assert.equal(ageOf(oldest), 70);
    for (const birthday of [tashkentDateShift(7, 1), tashkentDateShift(71), tashkentDateShift(0), tashkentDateShift(-1)]) {
      const res = await create({ ...valid(), birthday });
      assert.equal(res.statusCode, 400, birthday);
      assert.deepEqual([errorOf(res).field, errorOf(res).message], ['birthday', 'Yoshingiz 7 dan 70 gacha boʻlishi kerak'], birthday);
    }
    for (const birthday of [youngest, oldest]) {
      const res = await create({ ...valid(), birthday });
      assert.equal(res.statusCode, 200, `${birthday}: ${res.body}`);
      assert.equal(userResponse.parse(res.json()).data.birthday, birthday);
    }
  });

  it('/v2/profile/create: unknown subject or region ids → 400 with the field', async () => {
    const badSubject = await create({ ...valid(), subject_ids: [1, 999_999] });
    assert.equal(badSubject.statusCode, 400);
    assert.deepEqual([errorOf(badSubject).field, errorOf(badSubject).message], ['subject_ids', 'Kamida bitta fanni tanlang']);
    const badRegion = await create({ ...valid(), address_id: 999_999 });
    assert.equal(badRegion.statusCode, 400);
    assert.deepEqual([errorOf(badRegion).field, errorOf(badRegion).message], ['address_id', 'Hududni tanlang']);
    const extra = await create({ ...valid(), premium_until: '2099-01-01' });
    assert.equal(extra.statusCode, 400);
  });

  it('/v2/profile/create and /auth/register without a session → 401', async () => {
    const res = await create(valid(), '');
    assert.equal(res.statusCode, 401);
    assert.deepEqual([errorOf(res).code, errorOf(res).message], ['UNAUTHORIZED', MSG.unauthorized]);
    const reg = await post('/api/auth/register', {
      first_name: 'A',
      last_name: 'B',
      birthday: '2000-01-01',
      gender: 'ayol',
      role: 'OTHER',
      address_id: 1,
    });
    assert.equal(reg.statusCode, 401);
  });

  it('/v2/profile/create stores the profile; a returning user gets profile_type on verify-sms', async () => {
    const res = await create({ ...valid(), subject_ids: [2, 3, 2] });
    assert.equal(res.statusCode, 200, res.body);
    const body = userResponse.parse(res.json());
    assert.equal(body.message, 'Muvaffaqiyatli roʻyxatdan oʻtdingiz');
    assert.equal(body.data.name, 'Aziz');
    assert.equal(body.data.profile_type, 'APPLICANT');
    assert.deepEqual(
      body.data.subjects.map((s) => s.id),
      [2, 3],
    );
    const [row] = await ctx.database.db.select().from(appUser).where(eq(appUser.phone, phone));
    assert.deepEqual(
      {
        first_name: row.first_name,
        last_name: row.last_name,
        birthday: row.birthday,
        gender: row.gender,
        role: row.role,
        address_id: row.address_id,
      },
      { first_name: 'Aziz', last_name: 'Karimov', birthday: '2008-05-17', gender: 'erkak', role: 'APPLICANT', address_id: 1 },
    );
    const subjects = await ctx.database.db.select().from(userSubject).where(eq(userSubject.user_id, row.id));
    assert.deepEqual(subjects.map((s) => s.subject_id).sort(), [2, 3]);

    passCoolDown();
    const again = await signIn(ctx.app, phone);
    assert.equal(again.body.data.profile_type, 'APPLICANT');
    cookie = again.cookie;
  });

  it('/auth/register: required fields, real dates, not in the future; today and old dates accepted', async () => {
    const valid2 = () => ({
      first_name: 'Dilnoza',
      last_name: 'Rahimova',
      birthday: '1950-01-01',
      gender: 'ayol',
      role: 'TEACHER',
      address_id: 1,
    });
    const register = (body: unknown) => post('/api/auth/register', body, { cookie });
    for (const [field, message] of [
      ['first_name', 'Ismingizni kiriting'],
      ['last_name', 'Familiyangizni kiriting'],
      ['birthday', 'Tugʻilgan sanani kiriting'],
      ['gender', 'Jinsni tanlang'],
      ['role', 'Rolni tanlang'],
      ['address_id', 'Hududni tanlang'],
    ]) {
      const body: Record<string, unknown> = valid2();
      delete body[field];
      const res = await register(body);
      assert.equal(res.statusCode, 400, field);
      assert.deepEqual([errorOf(res).field, errorOf(res).message], [field, message]);
    }
    const feb30 = await register({ ...valid2(), birthday: '2007-02-30' });
    assert.deepEqual([feb30.statusCode, errorOf(feb30).message], [400, 'Sanani KK.OO.YYYY koʻrinishida kiriting']);
    const tomorrow = await register({ ...valid2(), birthday: tashkentDateShift(0, 1) });
    assert.equal(tomorrow.statusCode, 400);
    assert.deepEqual([errorOf(tomorrow).field, errorOf(tomorrow).message], ['birthday', 'Tugʻilgan sana kelajakda boʻlishi mumkin emas']);
    const ruFuture = await post('/api/auth/register', { ...valid2(), birthday: '2999-01-01' }, { cookie, 'accept-language': 'ru' });
    assert.equal(errorOf(ruFuture).message, 'Дата рождения не может быть в будущем');
    const emptySubjects = await register({ ...valid2(), subject_ids: [] });
    assert.equal(errorOf(emptySubjects).field, 'subject_ids');

    for (const birthday of [tashkentDateShift(0), '1950-01-01']) {
      const res = await register({ ...valid2(), birthday });
      assert.equal(res.statusCode, 200, `${birthday}: ${res.body}`);
    }
    const res = await register({ ...valid2(), subject_ids: [4] });
    const body = userResponse.parse(res.json());
    assert.equal(body.data.profile_type, 'TEACHER');
    assert.equal(body.data.gender, 'ayol');
    assert.deepEqual(
      body.data.subjects.map((s) => s.id),
      [4],
    );
    // without subject_ids the subjects are kept
    const keep = userResponse.parse((await register(valid2())).json());
    assert.deepEqual(
      keep.data.subjects.map((s) => s.id),
      [4],
    );
    const [row] = await ctx.database.db.select().from(appUser).where(eq(appUser.phone, phone));
    assert.deepEqual([row.first_name, row.role, row.profile_type, row.birthday], ['Dilnoza', 'TEACHER', 'TEACHER', '1950-01-01']);
  });
});
