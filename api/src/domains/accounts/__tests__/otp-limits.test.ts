// Send and verify limits of the one-time codes (ARCHITECTURE "OTP"): per phone, per IP, the resend
// cool-down; in process and in Redis (TEST_REDIS_URL). Plus the limiter itself.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { errorBodySchema } from '@platform/shared/contracts';
import { smsOutbox } from '../../../db/schema';
import type { AuthSettings } from '../settings';
import { createMemoryStore, createRedisStore, type LimitStore } from '../../../lib/limiter';
import { buildApp, createTestApp, type TestContext, uniquePhone, XRW } from '../../../../test/helpers';

const REDIS = process.env.TEST_REDIS_URL;
const redisSkip = REDIS ? false : 'TEST_REDIS_URL not set';
const prefixes: string[] = [];
const prefix = () => {
  const p = `platform-test:${randomBytes(6).toString('hex')}:`;
  prefixes.push(p);
  return p;
};

/** Deletes the keys the tests left in Redis (day windows would otherwise linger for 24 h). */
async function dropTestKeys() {
  if (!REDIS) return;
  const redis = new Redis(REDIS, { maxRetriesPerRequest: 1 });
  try {
    for (const p of prefixes) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${p}*`, 'COUNT', 500);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
  } finally {
    redis.disconnect();
  }
}

let offset = 0;
const clock = () => Date.now() + offset;

let ctx: TestContext;
before(async () => {
  // default limits (5 per phone per hour), in-process store with our clock
  ctx = await createTestApp({ auth: { limiter: createMemoryStore(clock) } });
});
after(async () => {
  await ctx?.close();
  await dropTestKeys();
});

const errorOf = (res: { json: () => unknown }) => errorBodySchema.parse(res.json());

function sendSms(app: FastifyInstance, phone: string, remoteAddress: string) {
  return app.inject({ method: 'POST', url: '/api/auth/send-sms', headers: XRW, payload: { phone }, remoteAddress });
}

function verifySms(app: FastifyInstance, phone: string, code: string, remoteAddress?: string) {
  return app.inject({ method: 'POST', url: '/api/auth/verify-sms', headers: XRW, payload: { phone, code }, remoteAddress });
}

async function outboxCount(phone: string) {
  return (await ctx.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone))).length;
}

let ipCounter = 0;
const freshIp = () => `10.${process.pid % 250}.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe('default limits', () => {
  it('a phone waits longer before each further code (59 s, 59 s, 2, 4, 8 min), then 5 an hour: the 6th is 429 RATE_LIMITED', async () => {
    const phone = uniquePhone();
    const ip = freshIp();
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const sent = await sendSms(ctx.app, phone, ip);
      assert.equal(sent.statusCode, 200, `send ${i + 1}`);
      const wait = (sent.json() as { data: { resend_in: number } }).data.resend_in;
      waits.push(wait);
      // 20 s before the wait is over the server still says so, with its own wait (real time passes too)
      offset += (wait - 20) * 1000;
      const early = await sendSms(ctx.app, phone, ip);
      assert.equal(early.statusCode, 429, `send ${i + 1} + ${wait - 20} s: ${early.body}`);
      assert.equal(errorOf(early).code, 'OTP_RESEND_TOO_EARLY');
      const retry = Number(early.headers['retry-after']);
      assert.ok(retry > 0 && retry <= 20, `Retry-After ${retry}`);
      offset += 20_000;
    }
    assert.deepEqual(waits, [59, 59, 120, 240, 480]);
    const sixth = await sendSms(ctx.app, phone, ip);
    assert.equal(sixth.statusCode, 429);
    assert.equal(errorOf(sixth).code, 'RATE_LIMITED');
    const retry = Number(sixth.headers['retry-after']);
    // the waits (958 s) of the hour have passed on our clock
    assert.ok(retry > 2600 && retry <= 2642, `Retry-After ${retry}`);
    assert.equal(await outboxCount(phone), 5);
    // an hour later the phone may ask again, and waits 59 s again
    offset += 3600_000;
    const again = await sendSms(ctx.app, phone, ip);
    assert.equal(again.statusCode, 200);
    assert.equal((again.json() as { data: { resend_in: number } }).data.resend_in, 59);
  });

  it('one address shared by many (a school lab, a carrier NAT): one phone over its limits costs the others nothing; 10 other phones all get codes', async () => {
    const ip = freshIp();
    const heavy = uniquePhone();
    for (let i = 0; i < 5; i++) {
      const sent = await sendSms(ctx.app, heavy, ip);
      assert.equal(sent.statusCode, 200, `send ${i + 1}`);
      offset += (sent.json() as { data: { resend_in: number } }).data.resend_in * 1000;
    }
    // the same person keeps pressing "send" after the phone's hourly cap
    for (let i = 0; i < 30; i++) assert.equal(errorOf(await sendSms(ctx.app, heavy, ip)).code, 'RATE_LIMITED');
    for (let i = 0; i < 10; i++) {
      const phone = uniquePhone();
      const res = await sendSms(ctx.app, phone, ip);
      assert.equal(res.statusCode, 200, `phone ${i + 1} from the shared address: ${res.body}`);
      assert.equal(await outboxCount(phone), 1);
    }
    assert.equal(await outboxCount(heavy), 5);
  });
});

const SMALL = { phonePerHour: 2, phonePerDay: 100, ipPerHour: 5, ipPerDay: 100, verifyPerIpHour: 4 } satisfies Partial<
  AuthSettings['limits']
>;

function limitSuite(kind: 'memory' | 'redis') {
  describe(`limits with the ${kind} store`, { skip: kind === 'redis' ? redisSkip : false }, () => {
    let store: LimitStore;
    let app: FastifyInstance;
    before(async () => {
      // generous timeouts: this suite is about the limits, and a test process seeding PGlite (synchronous
      // WASM) may hold the event loop past the production 300 ms, which opens the circuit (tested below)
      store =
        kind === 'redis' ? createRedisStore(REDIS!, prefix(), { commandTimeoutMs: 5000, connectTimeoutMs: 5000 }) : createMemoryStore();
      app = await buildApp({ database: ctx.database, auth: { limiter: store, limits: SMALL } });
      await app.ready();
    });
    // closing the app closes its store
    after(async () => {
      await app?.close();
    });
    const passCoolDown = (phone: string) => store.release(`otp:cool:${phone}`);

    it('per phone per hour → 429 RATE_LIMITED with Retry-After, and the cool-down is not held', async () => {
      const phone = uniquePhone();
      const ip = freshIp();
      assert.equal((await sendSms(app, phone, ip)).statusCode, 200);
      await passCoolDown(phone);
      assert.equal((await sendSms(app, phone, ip)).statusCode, 200);
      await passCoolDown(phone);
      const third = await sendSms(app, phone, ip);
      assert.equal(third.statusCode, 429, third.body);
      const err = errorOf(third);
      assert.equal(err.code, 'RATE_LIMITED');
      assert.equal(err.message, 'Kod juda koʻp soʻraldi. 60 daqiqadan soʻng qayta urinib koʻring');
      const retry = Number(third.headers['retry-after']);
      assert.ok(retry > 3500 && retry <= 3600, `Retry-After ${retry}`);
      // a refused send does not start a cool-down: asking again is still "too many", not "too early"
      const fourth = await sendSms(app, phone, ip);
      assert.equal(errorOf(fourth).code, 'RATE_LIMITED');
      assert.equal(await outboxCount(phone), 2);
      const ru = await app.inject({
        method: 'POST',
        url: '/api/auth/send-sms',
        headers: { ...XRW, 'accept-language': 'ru' },
        payload: { phone },
        remoteAddress: ip,
      });
      assert.equal(errorOf(ru).message, 'Код запрашивался слишком часто. Попробуйте через 60 мин.');
    });

    it('per IP per hour: different phones from one IP → 429, another IP still served', async () => {
      const ip = freshIp();
      for (let i = 0; i < SMALL.ipPerHour; i++) assert.equal((await sendSms(app, uniquePhone(), ip)).statusCode, 200);
      const phone = uniquePhone();
      const over = await sendSms(app, phone, ip);
      assert.equal(over.statusCode, 429);
      assert.equal(errorOf(over).code, 'RATE_LIMITED');
      assert.ok(Number(over.headers['retry-after']) > 3500);
      assert.equal(await outboxCount(phone), 0);
      assert.equal((await sendSms(app, phone, freshIp())).statusCode, 200, 'the phone itself is not limited');
    });

    it('verify per IP per hour → 429 RATE_LIMITED', async () => {
      const ip = freshIp();
      const phone = uniquePhone();
      for (let i = 0; i < SMALL.verifyPerIpHour; i++) {
        const res = await verifySms(app, phone, '12345', ip);
        assert.equal(res.statusCode, 400);
      }
      const over = await verifySms(app, phone, '12345', ip);
      assert.equal(over.statusCode, 429);
      assert.equal(errorOf(over).code, 'RATE_LIMITED');
      assert.ok(Number(over.headers['retry-after']) > 0);
    });

    it('10 concurrent sends for one phone: one SMS, the rest OTP_RESEND_TOO_EARLY', async () => {
      const phone = uniquePhone();
      const results = await Promise.all(Array.from({ length: 10 }, () => sendSms(app, phone, freshIp())));
      assert.equal(results.filter((r) => r.statusCode === 200).length, 1);
      for (const r of results.filter((x) => x.statusCode !== 200)) {
        assert.equal(r.statusCode, 429);
        assert.equal(errorOf(r).code, 'OTP_RESEND_TOO_EARLY');
        const retry = Number(r.headers['retry-after']);
        assert.ok(retry >= 1 && retry <= 59);
      }
      assert.equal(await outboxCount(phone), 1);
    });
  });
}
limitSuite('memory');
limitSuite('redis');

describe('limits shared by two api instances through Redis', { skip: redisSkip }, () => {
  it('a cool-down and counts started on one instance hold on the other', async () => {
    const shared = prefix();
    const a = await buildApp({ database: ctx.database, auth: { limiter: createRedisStore(REDIS!, shared), limits: SMALL } });
    const b = await buildApp({ database: ctx.database, auth: { limiter: createRedisStore(REDIS!, shared), limits: SMALL } });
    try {
      const phone = uniquePhone();
      const ip = freshIp();
      assert.equal((await sendSms(a, phone, ip)).statusCode, 200);
      const early = await sendSms(b, phone, ip);
      assert.equal(early.statusCode, 429);
      assert.equal(errorOf(early).code, 'OTP_RESEND_TOO_EARLY');
      for (let i = 0; i < SMALL.ipPerHour - 1; i++) await sendSms(i % 2 ? a : b, uniquePhone(), ip);
      const over = await sendSms(b, uniquePhone(), ip);
      assert.equal(errorOf(over).code, 'RATE_LIMITED');
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('Redis unreachable', () => {
  it('falls back to in-process limits at once: send-sms and verify-sms answered (never 500, never a hang), said once in the log', async () => {
    const logged: string[] = [];
    const limiter = createRedisStore('redis://127.0.0.1:1', prefix(), { log: (message) => logged.push(message) });
    const app = await buildApp({ database: ctx.database, auth: { limiter } });
    try {
      const phone = uniquePhone();
      const started = Date.now();
      const sent = await sendSms(app, phone, freshIp());
      assert.equal(sent.statusCode, 200, sent.body);
      assert.ok(Date.now() - started < 1000, `answered in ${Date.now() - started} ms`);
      assert.equal(await outboxCount(phone), 1);
      // the cool-down holds in process while Redis is away
      assert.equal(errorOf(await sendSms(app, phone, freshIp())).code, 'OTP_RESEND_TOO_EARLY');
      const verified = await verifySms(app, phone, '12345');
      assert.notEqual(verified.statusCode, 500, verified.body);
      assert.notEqual(verified.statusCode, 503, verified.body);
      assert.equal(logged.length, 1, JSON.stringify(logged));
      assert.match(logged[0], /in-process/);
    } finally {
      await app.close();
    }
  });
});

describe('limiter (memory)', () => {
  it('counts hits in a fixed window and starts again after it', async () => {
    let now = 1_000_000;
    const store = createMemoryStore(() => now);
    try {
      assert.equal(store.kind, 'memory');
      assert.deepEqual(await store.hit('k', 1000), { count: 1, resetMs: 1000 });
      now += 400;
      assert.deepEqual(await store.hit('k', 1000), { count: 2, resetMs: 600 });
      assert.deepEqual(await store.hit('other', 1000), { count: 1, resetMs: 1000 }, 'keys are independent');
      now += 599;
      assert.deepEqual(await store.hit('k', 1000), { count: 3, resetMs: 1 });
      now += 1;
      assert.deepEqual(await store.hit('k', 1000), { count: 1, resetMs: 1000 }, 'a new window');
    } finally {
      await store.close();
    }
  });

  it('claims a key until its ttl passes or it is released', async () => {
    let now = 5_000;
    const store = createMemoryStore(() => now);
    try {
      assert.equal(await store.claim('c', 59_000), 0);
      now += 20_000;
      assert.equal(await store.claim('c', 59_000), 39_000, 'held: ms left');
      await store.release('c');
      assert.equal(await store.claim('c', 59_000), 0, 'claimable after release');
      now += 59_000;
      assert.equal(await store.claim('c', 59_000), 0, 'claimable after the ttl');
      await store.release('never-claimed');
    } finally {
      await store.close();
    }
  });

  it('forgets everything on close', async () => {
    const store = createMemoryStore();
    await store.hit('k', 60_000);
    await store.close();
    assert.equal((await store.hit('k', 60_000)).count, 1);
    await store.close();
  });
});

describe('limiter (redis)', { skip: redisSkip }, () => {
  let store: LimitStore;
  before(() => {
    store = createRedisStore(REDIS!, prefix());
  });
  after(async () => {
    await store?.close();
  });

  it('counts hits in a fixed window and starts again after it', async () => {
    assert.equal(store.kind, 'redis');
    const first = await store.hit('k', 400);
    assert.equal(first.count, 1);
    assert.ok(first.resetMs > 0 && first.resetMs <= 400, `${first.resetMs}`);
    assert.equal((await store.hit('k', 400)).count, 2);
    const third = await store.hit('k', 400);
    assert.equal(third.count, 3);
    assert.ok(third.resetMs <= first.resetMs, 'the window is fixed, not sliding');
    assert.equal((await store.hit('other', 400)).count, 1);
    await sleep(450);
    assert.equal((await store.hit('k', 400)).count, 1, 'a new window');
  });

  it('claims a key until its ttl passes or it is released', async () => {
    assert.equal(await store.claim('c', 300), 0);
    const held = await store.claim('c', 300);
    assert.ok(held > 0 && held <= 300, `${held}`);
    await store.release('c');
    assert.equal(await store.claim('c', 300), 0);
    await sleep(350);
    assert.equal(await store.claim('c', 300), 0, 'claimable after the ttl');
    await store.release('c');
  });

  it('shares counts between stores with one prefix and isolates other prefixes', async () => {
    const p = prefix();
    const a = createRedisStore(REDIS!, p);
    const b = createRedisStore(REDIS!, p);
    const c = createRedisStore(REDIS!, prefix());
    try {
      assert.equal((await a.hit('shared', 5000)).count, 1);
      assert.equal((await b.hit('shared', 5000)).count, 2);
      assert.equal((await c.hit('shared', 5000)).count, 1);
      assert.equal(await a.claim('cool', 5000), 0);
      assert.ok((await b.claim('cool', 5000)) > 0);
      assert.equal(await c.claim('cool', 5000), 0);
      await Promise.all([a.release('shared'), a.release('cool'), c.release('shared'), c.release('cool')]);
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  });

  it('claims atomically: one of 20 concurrent claims wins', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => store.claim('race', 5000)));
    assert.equal(results.filter((r) => r === 0).length, 1);
    await store.release('race');
  });
});
