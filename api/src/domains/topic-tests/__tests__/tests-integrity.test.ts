// Exam integrity beyond one ticket (issue 12, findings 3 and 9): the answer key of one ticket is no
// key to the next — options are shuffled per ticket (stored, so a reload shows the same order) — and a
// question's XP is earned once per user, so finishing a ticket and answering the next one from its
// review earns nothing; one rating per user and test, a new one replaces the old (ADR 006).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { errorBodySchema } from '@platform/shared/contracts';
import {
  FINISH_BONUS_XP,
  checkAnswerResponse,
  resultResponse,
  reviewResponse,
  xpForBall,
  type Question,
} from '@platform/shared/topic-tests';
import { appUser, testRating, xpEvent } from '../../../db/schema';
import {
  Browser,
  finishQuiz as finish,
  insertTicket,
  orderQuiz as order,
  quizQuestions as questionsOf,
  topicSuite,
  type FixtureTest,
} from '../../../../test/tests-fixture';

const suite = topicSuite({ fixture: { lessons: 4, questions: 12, balls: [3, 7, 2.5, 1] }, users: 3 });
const db = () => suite.db;

const optionIds = (q: Question) => [q.var_a_id, q.var_b_id, q.var_c_id, q.var_d_id];
const sourceOf = (test: FixtureTest, q: Question) => test.questions.find((x) => x.id === q.question_id)!;

async function answer(browser: Browser, q: Question, optionId: number) {
  const res = await browser.post('/api/check-test', { id: q.id, option_id: optionId });
  assert.equal(res.status, 200, res.raw);
  return checkAnswerResponse.parse(res.body).data;
}
async function ball(userId: number) {
  const [row] = await db().select({ ball: appUser.ball }).from(appUser).where(eq(appUser.id, userId));
  const rows = await db().select({ amount: xpEvent.amount }).from(xpEvent).where(eq(xpEvent.user_id, userId));
  assert.equal(
    row.ball,
    rows.reduce((s, r) => s + r.amount, 0),
    'the ball is the ledger’s sum',
  );
  return row.ball;
}

describe('options are shuffled per ticket', () => {
  it('each question shows a permutation of its options, the same on every reload and in the review; tickets differ', async () => {
    const test = suite.fx.uz[0];
    const { browser } = suite.users[0];
    const orders: number[][][] = [];
    for (let n = 0; n < 3; n++) {
      const quiz = await order(browser, test);
      const shown = questionsOf(quiz).map(optionIds);
      for (const [i, q] of questionsOf(quiz).entries()) {
        assert.deepEqual([...shown[i]].sort(), [...sourceOf(test, q).options].sort(), 'the four options of the question');
        assert.ok(
          ['var_a_name', 'var_b_name', 'var_c_name', 'var_d_name'].every((k) => /^Variant [ABCD]$/.test(String(q[k as keyof Question]))),
        );
      }
      // a reload (ordering again resumes the ticket) shows the same order
      assert.deepEqual(questionsOf(await order(browser, test)).map(optionIds), shown, 'the order is stored');
      // the answer to one question and the review use the ticket's order too
      const first = questionsOf(quiz)[0];
      const right = await answer(browser, first, sourceOf(test, first).correct);
      assert.equal(right.is_true, sourceOf(test, first).correct);
      await finish(browser, quiz);
      const review = reviewResponse.parse(await browser.ok(`/api/myresult/review?ticket_id=${quiz.ticket_id}`)).data.questions;
      assert.deepEqual(review.map(optionIds), shown, 'the review shows the ticket’s order');
      for (const q of review) assert.equal(q.is_true, sourceOf(test, q).correct, 'the review marks the right option by id');
      orders.push(shown);
    }
    // 12 questions × 3 tickets: in position order every time has odds of 24^-36
    const identity = test.questions.map((q) => q.options);
    assert.ok(
      orders.some((o) => JSON.stringify(o) !== JSON.stringify(identity)),
      'not the position order',
    );
    assert.notDeepEqual(orders[0], orders[1], 'two tickets of the test show different orders');
    const letters = orders.flatMap((o) => o.map((ids, i) => ids.indexOf(test.questions[i].correct)));
    assert.ok(new Set(letters).size > 1, 'the right option is not always under the same letter');
  });
});

describe('a question’s XP is earned once per user', () => {
  it('answering a test again from the key earns no XP and no finish bonus; a first right answer still does', async () => {
    const test = suite.fx.uz[1];
    const { browser, id } = suite.users[1];
    const start = await ball(id);
    // first ticket: every question right except the last
    const first = await order(browser, test);
    const qs = questionsOf(first);
    let earned = 0;
    for (const q of qs.slice(0, -1)) {
      const a = await answer(browser, q, sourceOf(test, q).correct);
      assert.equal(a.xp, xpForBall(sourceOf(test, q).ball));
      earned += a.xp;
    }
    await answer(browser, qs[qs.length - 1], sourceOf(test, qs[qs.length - 1]).wrong);
    assert.equal((await finish(browser, first)).bonus_xp, FINISH_BONUS_XP);
    assert.equal(await ball(id), start + earned + FINISH_BONUS_XP);
    const key = new Map(
      reviewResponse
        .parse(await browser.ok(`/api/myresult/review?ticket_id=${first.ticket_id}`))
        .data.questions.map((q) => [q.question_id, q.is_true!]),
    );

    // second ticket, answered from the review of the first: right, but no XP again
    const second = await order(browser, test);
    assert.notEqual(second.ticket_id, first.ticket_id);
    const again = questionsOf(second);
    for (const q of again.slice(0, -1)) {
      assert.equal(q.themed_ball, 0, 'the quiz says the question gives no XP any more');
      const a = await answer(browser, q, key.get(q.question_id)!);
      assert.equal(a.is_right, true);
      assert.equal(a.xp, 0, 'no XP for a question already earned');
    }
    assert.equal(again[again.length - 1].themed_ball, xpForBall(sourceOf(test, again[again.length - 1]).ball), 'not earned yet');
    const fin = await finish(browser, second);
    assert.equal(fin.correct, again.length - 1);
    assert.equal(fin.bonus_xp, 0, 'no finish bonus for a ticket that earned no XP');
    assert.equal(await ball(id), start + earned + FINISH_BONUS_XP, 'nothing farmed');
    const result = resultResponse.parse(await browser.ok(`/api/myresult?ticket_id=${second.ticket_id}`)).data;
    assert.deepEqual([result.xp, result.bonus_xp, result.correct], [0, 0, again.length - 1]);

    // third ticket: the question missed so far is earned now, with the bonus
    const third = await order(browser, test);
    const last = questionsOf(third).find((q) => q.question_id === qs[qs.length - 1].question_id)!;
    const a = await answer(browser, last, sourceOf(test, last).correct);
    assert.equal(a.xp, xpForBall(sourceOf(test, last).ball));
    assert.equal((await finish(browser, third)).bonus_xp, FINISH_BONUS_XP);
    assert.equal(await ball(id), start + earned + FINISH_BONUS_XP + a.xp + FINISH_BONUS_XP);
    const grants = await db()
      .select({ question_id: xpEvent.question_id })
      .from(xpEvent)
      .where(and(eq(xpEvent.user_id, id), eq(xpEvent.source, 'topic')));
    assert.equal(grants.length, qs.length, 'one grant per question');
    assert.equal(new Set(grants.map((g) => g.question_id)).size, qs.length);
  });

  it('right answers to one question in two tickets at once grant its XP once', async () => {
    // the user's own active ticket and a guest ticket of the same test that this user claims meanwhile
    const test = suite.fx.uz[2];
    const { browser, id } = suite.users[2];
    const start = await ball(id);
    const mine = await order(browser, test);
    const guest = new Browser(suite.app);
    const theirs = await order(guest, test);
    // the guest browser signs in as the same user: its ticket is claimed, the user's own one finished
    guest.jar.set('sid', browser.jar.get('sid')!);
    const q0 = questionsOf(mine)[0];
    const g0 = questionsOf(theirs).find((q) => q.question_id === q0.question_id)!;
    const [x, y] = await Promise.all([
      browser.post('/api/check-test', { id: q0.id, option_id: sourceOf(test, q0).correct }),
      guest.post('/api/check-test', { id: g0.id, option_id: sourceOf(test, q0).correct }),
    ]);
    const granted = [x, y].filter((r) => r.status === 200).map((r) => checkAnswerResponse.parse(r.body).data.xp);
    assert.ok(granted.length >= 1, `${x.raw} ${y.raw}`);
    assert.equal(granted.filter((xp) => xp > 0).length, 1, 'the XP of the question once');
    const rows = await db()
      .select()
      .from(xpEvent)
      .where(and(eq(xpEvent.user_id, id), eq(xpEvent.question_id, q0.question_id)));
    assert.equal(rows.length, 1);
    assert.ok((await ball(id)) - start <= xpForBall(sourceOf(test, q0).ball) + FINISH_BONUS_XP);
  });
});

describe('one rating per user and test', () => {
  it('a rating from a new ticket replaces the old one; the same ticket twice is 409', async () => {
    const test = suite.fx.uz[3];
    const { browser, id } = suite.users[0];
    const rate = (ticketId: number, rating: number, comment: string) =>
      browser.post('/api/test-rating/create', { rating, comment, ticket_id: ticketId });
    const tickets = [];
    for (let i = 0; i < 4; i++) tickets.push(await insertTicket(db(), test, { userId: id }, { finished: true, answered: 1 }));
    for (const [i, t] of tickets.entries()) assert.equal((await rate(t.id, i + 1, `Fikr ${i + 1}`)).status, 200);
    const rows = await db()
      .select()
      .from(testRating)
      .where(and(eq(testRating.user_id, id), eq(testRating.test_id, test.id)));
    assert.deepEqual(
      rows.map((r) => [r.ticket_id, r.rating, r.comment]),
      [[tickets[3].id, 4, 'Fikr 4']],
      'one rating: the newest',
    );
    const twice = await rate(tickets[3].id, 1, 'Yana');
    assert.equal(twice.status, 409);
    assert.equal(errorBodySchema.parse(twice.body).code, 'ALREADY_RATED');
  });
});
