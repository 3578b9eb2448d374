// The request guards every api call goes through (issue 12): the CSRF rules of the two writing GETs
// and of the Origin check, and the write limit's key (the verified session, else the address).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { errorReport, ticket } from '../src/db/schema';
import { buildApp, createTestApp, HIGH_LIMITS, signIn, type TestContext, uniquePhone, XRW } from './helpers';
import { insertTicket, insertTopicFixture, type TopicFixture } from './tests-fixture';

let ctx: TestContext;
let fx: TopicFixture;
before(async () => {
  ctx = await createTestApp({ withSeed: false, auth: { limits: HIGH_LIMITS } });
  fx = await insertTopicFixture(ctx.database.db, { lessons: 1, questions: 2 });
});
after(async () => {
  await ctx?.close();
});

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const ticketCount = async () => (await ctx.database.db.select({ n: count() }).from(ticket))[0].n;

describe('the two writing GETs refuse cross-site and header-less browser requests (issue 12, finding 8)', () => {
  it('refuses a top-level cross-site GET /api/check-test: 403 CSRF, the ticket stays active', async () => {
    const { cookie, body } = await signIn(ctx.app, uniquePhone());
    const open = await insertTicket(ctx.database.db, fx.uz[0], { userId: body.data.user.id });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/check-test?ticket_id=${open.id}`,
      headers: { cookie, 'user-agent': CHROME, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    });
    assert.equal(res.statusCode, 403, res.body);
    assert.equal(res.json().code, 'CSRF');
    const [row] = await ctx.database.db.select({ status: ticket.status }).from(ticket).where(eq(ticket.id, open.id));
    assert.equal(row.status, 'active');
    // …even when a cross-site page manages to add the header
    const withHeader = await ctx.app.inject({
      method: 'GET',
      url: `/api/check-test?ticket_id=${open.id}`,
      headers: { cookie, ...XRW, 'user-agent': CHROME, 'sec-fetch-site': 'cross-site' },
    });
    assert.equal(withHeader.statusCode, 403);
  });

  it('refuses GET /api/themed-order from a browser without the CSRF header (an old browser without Sec-Fetch too): no ticket', async () => {
    const before = await ticketCount();
    for (const headers of [
      { 'user-agent': CHROME, 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' },
      { 'user-agent': CHROME, 'sec-fetch-site': 'none' },
      {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_0 like Mac OS X) AppleWebKit/605.1.15 Version/12.0 Mobile/15E148 Safari/604.1',
      },
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/themed-order?test_id=${fx.uz[0].id}`, headers });
      assert.equal(res.statusCode, 403, `${JSON.stringify(headers)} ${res.body}`);
      assert.equal(res.json().code, 'CSRF');
      assert.equal(res.cookies.length, 0, 'no guest cookie issued');
    }
    assert.equal(await ticketCount(), before);
  });

  it("serves the site's own calls (same-origin, with the header) and clients that are not browsers", async () => {
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/themed-order?test_id=${fx.uz[0].id}`,
      headers: { ...XRW, 'user-agent': CHROME, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
    });
    assert.equal(own.statusCode, 200, own.body);
    const script = await ctx.app.inject({
      method: 'GET',
      url: `/api/themed-order?test_id=${fx.uz[0].id}`,
      headers: { 'user-agent': 'curl/8.5' },
    });
    assert.equal(script.statusCode, 200, script.body);
    // reads stay open to cross-site navigation: only the two writing GETs are guarded
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'user-agent': CHROME, 'sec-fetch-site': 'cross-site' },
    });
    assert.equal(read.statusCode, 200);
  });
});

describe('the CSRF Origin check compares scheme, host and port (issue 12, finding 12)', () => {
  const logout = (origin: string, host = 'localhost:3100') =>
    ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { origin, host } });

  it('accepts only the exact origin of the request', async () => {
    assert.equal((await logout('http://localhost:3100')).statusCode, 200);
    for (const origin of [
      'https://localhost:3100',
      'http://localhost:3101',
      'http://localhost',
      'http://evil.example:3100',
      'null',
      'nonsense',
    ]) {
      const res = await logout(origin);
      assert.equal(res.statusCode, 403, origin);
      assert.equal(res.json().code, 'CSRF');
    }
    // default ports compare equal to no port
    assert.equal((await logout('http://localhost', 'localhost:80')).statusCode, 200);
  });

  it('behind a proxy (TRUST_PROXY=1) the scheme is the client’s, from X-Forwarded-Proto', async () => {
    const proxied = await buildApp({ database: ctx.database, trustProxy: 1 });
    await proxied.ready();
    try {
      const logoutVia = (origin: string) =>
        proxied.inject({
          method: 'POST',
          url: '/api/logout',
          headers: { origin, host: 'imtihon.example.uz', 'x-forwarded-proto': 'https' },
        });
      assert.equal((await logoutVia('https://imtihon.example.uz')).statusCode, 200);
      assert.equal((await logoutVia('http://imtihon.example.uz')).statusCode, 403);
    } finally {
      await proxied.close();
    }
  });
});

describe('the write limit keys on the verified session, else the address (issue 12, finding 5)', () => {
  let limited: FastifyInstance;
  before(async () => {
    limited = await buildApp({ database: ctx.database, auth: { limits: { ...HIGH_LIMITS, guestWritePerMinute: 5, writePerMinute: 2 } } });
    await limited.ready();
  });
  after(async () => {
    await limited.close();
  });

  const report = (remoteAddress: string, cookie?: string) =>
    limited.inject({
      method: 'POST',
      url: '/api/test-error/create',
      headers: { ...XRW, ...(cookie ? { cookie } : {}) },
      payload: { error_id: fx.errorTypes[0], message: 'Savolda xato bor', question_id: fx.uz[0].questions[0].id },
      remoteAddress,
    });

  it('random sid values share the address budget: the 6th write from one address is 429, nothing more stored', async () => {
    const ip = '10.9.0.1';
    const stored = async () => (await ctx.database.db.select({ n: count() }).from(errorReport))[0].n;
    const before = await stored();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await report(ip, `sid=${randomBytes(32).toString('base64url')}`)).statusCode);
    assert.deepEqual(statuses, [...Array(5).fill(200), ...Array(7).fill(429)]);
    assert.equal((await stored()) - before, 5);
    assert.equal((await report('10.9.0.2')).statusCode, 200, 'another address has its own budget');
  });

  it('a signed-in session has its own budget on an exhausted address, and keeps it across addresses', async () => {
    const ip = '10.9.1.1';
    for (let i = 0; i < 5; i += 1) assert.equal((await report(ip)).statusCode, 200);
    assert.equal((await report(ip)).statusCode, 429);
    const { cookie } = await signIn(limited, uniquePhone(), { remoteAddress: '10.9.1.9' });
    assert.equal((await report(ip, cookie)).statusCode, 200, 'a session on an exhausted address still writes');
    assert.equal((await report('10.9.1.2', cookie)).statusCode, 200);
    assert.equal((await report('10.9.1.3', cookie)).statusCode, 429, 'the session budget follows the session');
  });
});
