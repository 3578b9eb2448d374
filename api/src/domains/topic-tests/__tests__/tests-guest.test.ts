// Guests take topic tests by a `gt` cookie; signing in in the same browser claims their tickets and
// credits the XP they earned, once (SPEC §4 "without phone the login flow opens and the results link
// is remembered"; ADR 006).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { errorBodySchema } from '@platform/shared/contracts';
import {
  FINISH_BONUS_XP,
  checkAnswerResponse,
  finishResponse,
  progressResponse,
  resultResponse,
  themedOrderResponse,
  type Quiz,
} from '@platform/shared/topic-tests';
import { appUser, ticket, userSession, xpEvent } from '../../../db/schema';
import { XRW, signIn, uniquePhone } from '../../../../test/helpers';
import {
  Browser,
  orderQuiz as order,
  quizQuestions as qsOf,
  topicSuite,
  ticketRow,
  type FixtureTest,
} from '../../../../test/tests-fixture';

const suite = topicSuite({ fixture: { lessons: 5, questions: 4, balls: [3, 7, 2.5, 1] } });
const db = () => suite.db;

const src = (test: FixtureTest, questionId: number) => test.questions.find((q) => q.id === questionId)!;

async function answer(browser: Browser, test: FixtureTest, quiz: Quiz, index: number, right: boolean) {
  const q = qsOf(quiz)[index];
  const res = await browser.post('/api/check-test', {
    id: q.id,
    option_id: right ? src(test, q.question_id).correct : src(test, q.question_id).wrong,
  });
  assert.equal(res.status, 200, res.raw);
  return checkAnswerResponse.parse(res.body).data;
}

/** Signs the browser in (its cookies, `gt` included, go along) and keeps the session cookie. */
async function signInBrowser(browser: Browser, phone = uniquePhone()): Promise<number> {
  const { cookie, body } = await signIn(suite.app, phone, { cookie: browser.cookie });
  browser.jar.set('sid', cookie.slice('sid='.length));
  return body.data.user.id;
}

async function ledger(userId: number) {
  const rows = await db().select().from(xpEvent).where(eq(xpEvent.user_id, userId));
  const [user] = await db().select({ ball: appUser.ball }).from(appUser).where(eq(appUser.id, userId));
  return { rows, ball: user.ball, sum: rows.reduce((s, r) => s + r.amount, 0) };
}

describe('guest tickets', () => {
  it('a guest gets an HttpOnly, SameSite=Lax `gt` cookie; only its hash is stored; it is reused', async () => {
    const guest = new Browser(suite.app);
    const res = await guest.get(`/api/themed-order?test_id=${suite.fx.uz[0].id}`);
    assert.equal(res.status, 200, res.raw);
    const gt = res.setCookies.find((c) => c.name === 'gt');
    assert.ok(gt, 'gt cookie issued');
    assert.match(gt.value, /^[A-Za-z0-9_-]{43}$/, '256 random bits, base64url');
    assert.equal(gt.httpOnly, true);
    assert.equal(gt.sameSite, 'Lax');
    assert.equal(gt.path, '/');
    assert.ok(!gt.secure, 'not Secure on localhost, like the session cookie');
    const quiz = themedOrderResponse.parse(res.body).data;
    const row = await ticketRow(db(), quiz.ticket_id);
    assert.equal(row.user_id, null);
    assert.equal(row.guest_hash, createHash('sha256').update(gt.value).digest('hex'));
    assert.ok(!JSON.stringify(row).includes(gt.value), 'the token itself is not stored');

    const again = await guest.get(`/api/themed-order?test_id=${suite.fx.uz[0].id}`);
    assert.equal(themedOrderResponse.parse(again.body).data.ticket_id, quiz.ticket_id, 'the same browser resumes');
    assert.equal(again.setCookies.length, 0, 'the cookie is reused, not reissued');
    // another browser is another guest
    const other = await new Browser(suite.app).get(`/api/themed-order?test_id=${suite.fx.uz[0].id}`);
    assert.notEqual(themedOrderResponse.parse(other.body).data.ticket_id, quiz.ticket_id);
    // Secure outside localhost
    const remote = await suite.app.inject({
      method: 'GET',
      url: `/api/themed-order?test_id=${suite.fx.uz[0].id}`,
      headers: { host: 'imtihon.example.uz' },
    });
    assert.equal(remote.cookies.find((c) => c.name === 'gt')?.secure, true);
    // a malformed cookie is no token: a new one is issued
    const forged = await suite.app.inject({
      method: 'GET',
      url: `/api/themed-order?test_id=${suite.fx.uz[0].id}`,
      headers: { cookie: 'gt=abc' },
    });
    assert.equal(forged.statusCode, 200);
    assert.ok(forged.cookies.some((c) => c.name === 'gt' && c.value !== 'abc'));
  });

  it('a guest answers, finishes and sees the result; signing in claims the ticket and credits the XP once', async () => {
    const test = suite.fx.uz[1];
    const guest = new Browser(suite.app);
    const quiz = await order(guest, test);
    const a0 = await answer(guest, test, quiz, 0, true);
    const a1 = await answer(guest, test, quiz, 1, true);
    const a2 = await answer(guest, test, quiz, 2, false);
    // the XP a guest earns is shown (credited on sign-in)
    assert.deepEqual([a0.xp, a1.xp, a2.xp], [3, 7, 0]);
    const fin = finishResponse.parse((await guest.get(`/api/check-test?ticket_id=${quiz.ticket_id}`)).body).data;
    assert.equal(fin.correct, 2);
    assert.equal(fin.bonus_xp, 0, 'no bonus for a guest (yet)');
    const asGuest = resultResponse.parse((await guest.get(`/api/myresult?ticket_id=${quiz.ticket_id}`)).body).data;
    assert.equal(asGuest.user, null);
    assert.equal(asGuest.xp, 10);
    assert.equal(asGuest.can_generate_certificate, false, 'guests get no certificate');
    assert.equal(progressResponse.parse((await guest.get('/api/progress')).body).data.length, 0, 'finished: not unfinished');
    // another browser, and a signed-in stranger, see nothing
    assert.equal((await new Browser(suite.app).get(`/api/myresult?ticket_id=${quiz.ticket_id}`)).status, 404);
    const stranger = new Browser(suite.app);
    await signInBrowser(stranger);
    assert.equal((await stranger.get(`/api/myresult?ticket_id=${quiz.ticket_id}`)).status, 404);
    assert.equal((await ticketRow(db(), quiz.ticket_id)).user_id, null);

    const userId = await signInBrowser(guest);
    assert.equal((await ledger(userId)).rows.length, 0);
    const claimed = resultResponse.parse((await guest.get(`/api/myresult?ticket_id=${quiz.ticket_id}`)).body).data;
    assert.equal(claimed.user?.id, userId);
    assert.equal(claimed.bonus_xp, FINISH_BONUS_XP);
    assert.equal((await ticketRow(db(), quiz.ticket_id)).user_id, userId);
    const after = await ledger(userId);
    assert.deepEqual(
      after.rows.map((r) => [r.source, r.amount, r.ticket_id]).sort(),
      [
        ['topic', 3, quiz.ticket_id],
        ['topic', 7, quiz.ticket_id],
        ['topic-bonus', FINISH_BONUS_XP, quiz.ticket_id],
      ].sort(),
    );
    assert.equal(after.ball, 3 + 7 + FINISH_BONUS_XP);
    assert.equal(after.ball, after.sum);

    // again, in every way the ticket can be reached: nothing more
    await guest.get(`/api/myresult?ticket_id=${quiz.ticket_id}`);
    await guest.get(`/api/check-test?ticket_id=${quiz.ticket_id}`);
    await guest.post('/api/check-test', { id: qsOf(quiz)[0].id, option_id: src(test, qsOf(quiz)[0].question_id).correct });
    assert.deepEqual(await ledger(userId), after);
    // the result now appears in the learner's list
    const list = (await guest.ok<{ data: { id: number }[] }>('/api/myresult')).data;
    assert.ok(list.some((i) => i.id === quiz.ticket_id));

    // signed out, the browser's guest token no longer opens the claimed ticket
    const out = await suite.app.inject({ method: 'POST', url: '/api/logout', headers: { ...XRW, cookie: guest.cookie } });
    assert.equal(out.statusCode, 200);
    guest.jar.delete('sid');
    const gone = await guest.get(`/api/myresult?ticket_id=${quiz.ticket_id}`);
    assert.equal(gone.status, 404);
    assert.equal(errorBodySchema.parse(gone.body).code, 'TICKET_NOT_FOUND');
  });

  it('an active guest ticket is continued after sign-in: the next answer claims it, earlier XP included', async () => {
    const test = suite.fx.uz[2];
    const guest = new Browser(suite.app);
    const quiz = await order(guest, test);
    await answer(guest, test, quiz, 0, true); // 3
    assert.equal(progressResponse.parse((await guest.get('/api/progress')).body).data[0]?.id, quiz.ticket_id, 'listed for the guest');
    const userId = await signInBrowser(guest);
    // listed after sign-in too, before anything claimed it
    assert.ok(progressResponse.parse((await guest.get('/api/progress')).body).data.some((p) => p.id === quiz.ticket_id));
    const next = await answer(guest, test, quiz, 1, true); // 7
    assert.equal(next.answered_count, 2);
    const after = await ledger(userId);
    assert.equal(after.ball, 10);
    assert.equal(after.rows.length, 2);
    const fin = finishResponse.parse((await guest.get(`/api/check-test?ticket_id=${quiz.ticket_id}`)).body).data;
    assert.equal(fin.bonus_xp, FINISH_BONUS_XP);
    assert.equal((await ledger(userId)).ball, 10 + FINISH_BONUS_XP);
  });

  it('concurrent first accesses after sign-in claim once and credit once', async () => {
    const test = suite.fx.uz[3];
    const guest = new Browser(suite.app);
    const quiz = await order(guest, test);
    for (const i of [0, 1, 3]) await answer(guest, test, quiz, i, true); // 3 + 7 + 1
    await guest.get(`/api/check-test?ticket_id=${quiz.ticket_id}`);
    const userId = await signInBrowser(guest);
    const results = await Promise.all([
      guest.get(`/api/myresult?ticket_id=${quiz.ticket_id}`),
      guest.get(`/api/myresult?ticket_id=${quiz.ticket_id}`),
      guest.get(`/api/check-test?ticket_id=${quiz.ticket_id}`),
      guest.get(`/api/myresult/review?ticket_id=${quiz.ticket_id}`),
      guest.get(`/api/myresult?ticket_id=${quiz.ticket_id}`),
    ]);
    for (const r of results) assert.equal(r.status, 200, r.raw);
    const after = await ledger(userId);
    assert.equal(after.rows.length, 4);
    assert.equal(after.ball, 3 + 7 + 1 + FINISH_BONUS_XP);
    assert.equal(after.ball, after.sum);
  });

  it('signing in while the account has its own active ticket for the test: this browser’s ticket is kept, the other finished', async () => {
    const test = suite.fx.uz[4];
    const phone = uniquePhone();
    // device A: the account, with an active ticket and one right answer
    const deviceA = new Browser(suite.app);
    const userId = await signInBrowser(deviceA, phone);
    const own = await order(deviceA, test);
    await answer(deviceA, test, own, 0, true); // 3
    // device B: a guest with an active ticket for the same test
    const deviceB = new Browser(suite.app);
    const guestQuiz = await order(deviceB, test);
    await answer(deviceB, test, guestQuiz, 1, true); // 7
    // the same account signs in on device B (a second session; a second code would meet the resend pause)
    const token = randomBytes(32).toString('base64url');
    await db()
      .insert(userSession)
      .values({
        token_hash: createHash('sha256').update(token).digest('hex'),
        user_id: userId,
        expires_at: new Date(Date.now() + 3600_000),
      });
    deviceB.jar.set('sid', token);
    const resumed = await order(deviceB, test);
    assert.equal(resumed.ticket_id, guestQuiz.ticket_id, 'the ticket of this browser is continued');
    assert.equal(qsOf(resumed)[1].checked, src(test, qsOf(resumed)[1].question_id).correct, 'with its answers');
    const older = await ticketRow(db(), own.ticket_id);
    assert.equal(older.status, 'finished');
    assert.equal(older.bonus_xp, FINISH_BONUS_XP, 'finished with its bonus (it had an answer)');
    const active = await db()
      .select({ id: ticket.id })
      .from(ticket)
      .where(and(eq(ticket.user_id, userId), eq(ticket.test_id, test.id), eq(ticket.status, 'active')));
    assert.deepEqual(
      active.map((a) => a.id),
      [guestQuiz.ticket_id],
      'one active ticket per user and test',
    );
    // device A now resumes the same ticket
    assert.equal((await order(deviceA, test)).ticket_id, guestQuiz.ticket_id);
    const after = await ledger(userId);
    assert.equal(after.ball, 3 + FINISH_BONUS_XP + 7);
    assert.equal(after.ball, after.sum);
  });

  it('guests may not rate, save or list saved tests and results (401)', async () => {
    const guest = new Browser(suite.app);
    const quiz = await order(guest, suite.fx.ru[0]);
    await guest.get(`/api/check-test?ticket_id=${quiz.ticket_id}`);
    for (const [method, url, body] of [
      ['POST', '/api/test-rating/create', { rating: 5, comment: 'Yaxshi', ticket_id: quiz.ticket_id }],
      ['POST', '/api/subject', { id: suite.fx.ru[0].id, status: true }],
      ['GET', '/api/savedtest', undefined],
      ['GET', '/api/myresult', undefined],
    ] as const) {
      const res = await guest.request(method, url, body);
      assert.equal(res.status, 401, `${method} ${url}: ${res.raw}`);
      assert.equal(errorBodySchema.parse(res.body).code, 'UNAUTHORIZED');
    }
    // the guest may review its own finished ticket
    const review = await guest.get(`/api/myresult/review?ticket_id=${quiz.ticket_id}`);
    assert.equal(review.status, 200, review.raw);
  });
});
