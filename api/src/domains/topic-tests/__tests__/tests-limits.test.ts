// Who may start a topic test: the time gate (403 TEST_LOCKED) and the daily limit of new tickets per
// Asia/Tashkent day for free users and guests (403 DAILY_LIMIT), with SPEC §8's message object.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import {
  blockedBodySchema,
  checkAnswerResponse,
  finishResponse,
  resultResponse,
  themedOrderResponse,
  themedTestListResponse,
  testInfoResponse,
  type BlockedBody,
} from '@platform/shared/topic-tests';
import { loadConfig } from '../../../config';
import { appUser, themedTest, ticket, xpEvent } from '../../../db/schema';
import { registeredUser } from '../../../../test/helpers';
import { Browser, signedIn, topicSuite, topicApp, type Answer } from '../../../../test/tests-fixture';

const LIMIT = 2;
const suite = topicSuite({
  topicDailyLimit: LIMIT,
  fixture: { lessons: 5, questions: 3, opensAt: { 4: new Date(Date.now() + 3 * 86_400_000 + 1234) } },
});
const db = () => suite.db;

/** The next midnight in Asia/Tashkent (UTC+5, no DST), in unix seconds, computed independently. */
function nextTashkentMidnight(now = new Date()): number {
  const local = new Date(now.getTime() + 5 * 3600_000);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1) / 1000 - 5 * 3600;
}

const order = (b: Browser, lesson: number) => b.get(`/api/themed-order?test_id=${suite.fx.uz[lesson].id}`);
function blocked(res: Answer): BlockedBody {
  assert.equal(res.status, 403, res.raw);
  return blockedBodySchema.parse(res.body);
}

describe('daily limit (TOPIC_DAILY_LIMIT new tickets per Tashkent day)', () => {
  it('a free user starts LIMIT tickets, then 403 DAILY_LIMIT until the next Tashkent midnight; resuming never counts', async () => {
    const user = await registeredUser(suite.app);
    const browser = signedIn(suite.app, user.cookie);
    const first = themedOrderResponse.parse((await order(browser, 0)).body).data;
    assert.equal((await order(browser, 1)).status, 200);
    const before = await db().select().from(ticket).where(eq(ticket.user_id, user.id));
    const res = await order(browser, 2);
    const body = blocked(res);
    assert.equal(body.code, 'DAILY_LIMIT');
    assert.equal(body.message.is_allowed, false);
    assert.equal(body.message.next_open_test, nextTashkentMidnight());
    assert.match(body.message.text, /2 ta/);
    assert.deepEqual(Object.keys(body).sort(), ['code', 'message']);
    assert.deepEqual(await db().select().from(ticket).where(eq(ticket.user_id, user.id)), before, 'nothing created');
    // resuming an active ticket is always allowed
    for (let i = 0; i < 3; i++) assert.equal(themedOrderResponse.parse((await order(browser, 0)).body).data.ticket_id, first.ticket_id);
    // finishing does not give a ticket back: a new ticket of the same test is a new start
    await browser.get(`/api/check-test?ticket_id=${first.ticket_id}`);
    assert.equal(blocked(await order(browser, 0)).code, 'DAILY_LIMIT');
    // in Russian
    const ru = new Browser(suite.app, { 'accept-language': 'ru' });
    ru.jar.set('sid', browser.jar.get('sid')!);
    assert.match(blocked(await order(ru, 3)).message.text, /Pro/);

    // tickets started before today's Tashkent midnight do not count
    const startOfDay = (nextTashkentMidnight() - 86_400) * 1000;
    await db()
      .update(ticket)
      .set({ started_at: new Date(startOfDay - 1000) })
      .where(eq(ticket.user_id, user.id));
    assert.equal((await order(browser, 2)).status, 200);
  });

  it('a premium user is not limited', async () => {
    const user = await registeredUser(suite.app);
    await db()
      .update(appUser)
      .set({ premium_until: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(appUser.id, user.id));
    const browser = signedIn(suite.app, user.cookie);
    for (let lesson = 0; lesson < 4; lesson++) {
      const res = await order(browser, lesson);
      assert.equal(res.status, 200, res.raw);
      await browser.get(`/api/check-test?ticket_id=${themedOrderResponse.parse(res.body).data.ticket_id}`);
    }
    assert.equal((await order(browser, 0)).status, 200, 'a fifth start the same day');
    // an expired subscription is a free user again
    await db()
      .update(appUser)
      .set({ premium_until: new Date(Date.now() - 1000) })
      .where(eq(appUser.id, user.id));
    assert.equal(blocked(await order(browser, 1)).code, 'DAILY_LIMIT');
  });

  it('a guest browser is limited by its cookie; signing in keeps counting that browser’s tickets', async () => {
    const guest = new Browser(suite.app);
    assert.equal((await order(guest, 0)).status, 200);
    assert.equal((await order(guest, 1)).status, 200);
    const body = blocked(await order(guest, 2));
    assert.equal(body.code, 'DAILY_LIMIT');
    assert.equal(body.message.next_open_test, nextTashkentMidnight());
    // the guest's active tickets still resume
    assert.equal((await order(guest, 1)).status, 200);
    // a new account signed in in this browser: the browser already started LIMIT tests today
    const user = await registeredUser(suite.app);
    guest.jar.set('sid', user.cookie.slice('sid='.length));
    assert.equal(blocked(await order(guest, 3)).code, 'DAILY_LIMIT');
    // …but its own active (claimed) tickets resume
    assert.equal((await order(guest, 0)).status, 200);
  });

  it('0 means unlimited, and the limit comes from TOPIC_DAILY_LIMIT (default 5)', async () => {
    assert.equal(loadConfig({}).TOPIC_DAILY_LIMIT, 5);
    assert.equal(loadConfig({ TOPIC_DAILY_LIMIT: '0' }).TOPIC_DAILY_LIMIT, 0);
    assert.throws(() => loadConfig({ TOPIC_DAILY_LIMIT: '-1' }), /TOPIC_DAILY_LIMIT/);
    const open = await topicApp(suite.ctx, 0);
    await open.ready();
    try {
      const guest = new Browser(open);
      for (let lesson = 0; lesson < 4; lesson++) {
        const res = await guest.get(`/api/themed-order?test_id=${suite.fx.uz[lesson].id}`);
        assert.equal(res.status, 200, res.raw);
        await guest.get(`/api/check-test?ticket_id=${themedOrderResponse.parse(res.body).data.ticket_id}`);
      }
      assert.equal((await guest.get(`/api/themed-order?test_id=${suite.fx.uz[0].id}`)).status, 200);
    } finally {
      await open.close();
    }
    // the default suite.app of the tests (createTestApp) limits at 5
    const guest = new Browser(suite.ctx.app);
    for (let lesson = 0; lesson < 4; lesson++)
      assert.equal((await guest.get(`/api/themed-order?test_id=${suite.fx.ru[lesson].id}`)).status, 200);
    assert.equal((await guest.get(`/api/themed-order?test_id=${suite.fx.uz[0].id}`)).status, 200);
    assert.equal(blocked(await guest.get(`/api/themed-order?test_id=${suite.fx.uz[1].id}`)).code, 'DAILY_LIMIT');
  });
});

describe('claiming guest tickets respects the claimant’s daily limit (issue 12, finding 2)', () => {
  /** A guest browser (no session) that takes `lesson` and answers every question right; finished when asked. */
  async function guestTicket(lesson: number, finished = true) {
    const guest = new Browser(suite.app);
    const quiz = themedOrderResponse.parse((await order(guest, lesson)).body).data;
    const test = suite.fx.uz[lesson];
    const qs = quiz.test[0].questions;
    for (const q of finished ? qs : qs.slice(0, 1)) {
      const option = test.questions.find((x) => x.id === q.question_id)!.correct;
      assert.equal((await guest.post('/api/check-test', { id: q.id, option_id: option })).status, 200);
    }
    if (finished) assert.equal((await guest.get(`/api/check-test?ticket_id=${quiz.ticket_id}`)).status, 200);
    return { guest, quiz };
  }
  async function xpOf(userId: number) {
    const rows = await db().select({ amount: xpEvent.amount }).from(xpEvent).where(eq(xpEvent.user_id, userId));
    const [user] = await db().select({ ball: appUser.ball }).from(appUser).where(eq(appUser.id, userId));
    assert.equal(
      user.ball,
      rows.reduce((s, r) => s + r.amount, 0),
    );
    return user.ball;
  }

  it('a free user at the limit takes tests without `sid`, then opens them with both cookies: claimed without XP', async () => {
    const user = await registeredUser(suite.app);
    const browser = signedIn(suite.app, user.cookie);
    for (const lesson of [0, 1]) assert.equal((await order(browser, lesson)).status, 200);
    assert.equal(blocked(await order(browser, 2)).code, 'DAILY_LIMIT');
    const before = await xpOf(user.id);
    for (const lesson of [2, 3, 2]) {
      const { guest, quiz } = await guestTicket(lesson);
      guest.jar.set('sid', user.cookie.slice('sid='.length));
      const result = resultResponse.parse(await guest.ok(`/api/myresult?ticket_id=${quiz.ticket_id}`)).data;
      assert.equal(result.user?.id, user.id, 'the ticket is theirs now (its result stays reachable)');
      assert.deepEqual([result.xp, result.bonus_xp], [0, 0], 'but it earned nothing');
      assert.equal(await xpOf(user.id), before, 'no XP past the daily limit');
    }
  });

  it('an active guest ticket continued past the limit earns no XP for its later answers either', async () => {
    const user = await registeredUser(suite.app);
    const browser = signedIn(suite.app, user.cookie);
    for (const lesson of [0, 1]) assert.equal((await order(browser, lesson)).status, 200);
    const { guest, quiz } = await guestTicket(3, false);
    guest.jar.set('sid', user.cookie.slice('sid='.length));
    const q = quiz.test[0].questions[1];
    const option = suite.fx.uz[3].questions.find((x) => x.id === q.question_id)!.correct;
    const res = await guest.post('/api/check-test', { id: q.id, option_id: option });
    assert.equal(res.status, 200, res.raw);
    assert.equal(checkAnswerResponse.parse(res.body).data.xp, 0);
    assert.equal(finishResponse.parse(await guest.ok(`/api/check-test?ticket_id=${quiz.ticket_id}`)).data.bonus_xp, 0);
    assert.equal(await xpOf(user.id), 0);
  });

  it('below the limit a claim earns XP while the day’s count allows; Pro always', async () => {
    const user = await registeredUser(suite.app);
    const browser = signedIn(suite.app, user.cookie);
    assert.equal((await order(browser, 0)).status, 200); // one of LIMIT = 2 today
    const xp: number[] = [];
    for (const lesson of [1, 2]) {
      const { guest, quiz } = await guestTicket(lesson);
      guest.jar.set('sid', user.cookie.slice('sid='.length));
      xp.push(resultResponse.parse(await guest.ok(`/api/myresult?ticket_id=${quiz.ticket_id}`)).data.xp);
    }
    assert.ok(xp[0] > 0, 'the second ticket of the day earns');
    assert.equal(xp[1], 0, 'the third does not');

    const pro = await registeredUser(suite.app);
    await db()
      .update(appUser)
      .set({ premium_until: new Date(Date.now() + 86_400_000) })
      .where(eq(appUser.id, pro.id));
    const proBrowser = signedIn(suite.app, pro.cookie);
    for (const lesson of [0, 1]) assert.equal((await order(proBrowser, lesson)).status, 200);
    const { guest, quiz } = await guestTicket(2);
    guest.jar.set('sid', pro.cookie.slice('sid='.length));
    const result = resultResponse.parse(await guest.ok(`/api/myresult?ticket_id=${quiz.ticket_id}`)).data;
    assert.ok(result.xp > 0 && result.bonus_xp > 0, 'Pro has no daily limit');
  });
});

describe('time gate (opens_at)', () => {
  it('a test that opens later is 403 TEST_LOCKED with its opening time — for everyone, premium too', async () => {
    const locked = suite.fx.uz[4];
    const [row] = await db().select({ opens_at: themedTest.opens_at }).from(themedTest).where(eq(themedTest.id, locked.id));
    const opensAt = Math.ceil(row.opens_at!.getTime() / 1000);
    const premium = await registeredUser(suite.app);
    await db()
      .update(appUser)
      .set({ premium_until: new Date(Date.now() + 86_400_000) })
      .where(eq(appUser.id, premium.id));
    for (const browser of [new Browser(suite.app), signedIn(suite.app, premium.cookie)]) {
      const body = blocked(await order(browser, 4));
      assert.equal(body.code, 'TEST_LOCKED');
      assert.equal(body.message.next_open_test, opensAt);
      assert.match(body.message.text, /ochiladi/);
    }
    const count = await db().select().from(ticket).where(eq(ticket.test_id, locked.id));
    assert.equal(count.length, 0, 'no ticket made');
    // the card and the info say when it opens
    const list = themedTestListResponse.parse(await new Browser(suite.app).ok(`/api/themed-test/view?name=${suite.fx.subject.slug}`)).data;
    assert.equal(list.find((c) => c.testId === locked.id)?.opensAt, opensAt);
    assert.ok(list.filter((c) => c.testId !== locked.id).every((c) => c.opensAt === null));
    assert.equal(testInfoResponse.parse(await new Browser(suite.app).ok(`/api/test-info?test_id=${locked.id}`)).data.opens_at, opensAt);
    // once the moment has passed, it starts
    await db()
      .update(themedTest)
      .set({ opens_at: new Date(Date.now() - 1000) })
      .where(eq(themedTest.id, locked.id));
    assert.equal((await order(signedIn(suite.app, premium.cookie), 4)).status, 200);
  });
});
