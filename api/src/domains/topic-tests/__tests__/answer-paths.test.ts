// The two ways an answer is stored (POST /api/check-test): `answerAtOnce`, the one-statement common
// case, and `answerQuestion`, the long way (claim, refuse, replay). The same answers on twin tickets
// grade the same on both: the same answer to the client, the same stored rows, counts, XP ledger and
// ball, and XP as the contracts' `xpForBall` says. `answerAtOnce` writes nothing for what it leaves
// to the long way.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { xpForBall, type CheckAnswer } from '@platform/shared/topic-tests';
import type { Caller } from '../../../caller';
import { appUser, ticket, ticketQuestion, xpEvent } from '../../../db/schema';
import { HttpError } from '../../../errors';
import { insertTicket, topicSuite, type FixtureTest } from '../../../../test/tests-fixture';
import { answerAtOnce, answerQuestion } from '../service-answer';
import type { Owner } from '../service-claim';

// integer balls, a fraction and 0 (both earn the default), one question of each right and wrong
const suite = topicSuite({ fixture: { lessons: 1, questions: 8, balls: [3, 2.5, 0, 7] }, users: 2 });
const db = () => suite.db;
const rules = { dailyLimit: 0 };

type Path = 'at once' | 'long way';
/** Right on even positions, wrong on odd ones. */
const optionAt = (test: FixtureTest, i: number) => (i % 2 === 0 ? test.questions[i].correct : test.questions[i].wrong);

async function answerAll(path: Path, owner: Owner, test: FixtureTest, ticketQuestions: number[]): Promise<CheckAnswer[]> {
  const now = new Date();
  const caller: Caller = { ...owner, premium: false, locale: 'uz' };
  const answers: CheckAnswer[] = [];
  for (const [i, id] of ticketQuestions.entries()) {
    const body = { id, option_id: optionAt(test, i) };
    const answer =
      path === 'at once' ? await answerAtOnce(db(), owner, body, now, 'uz') : await answerQuestion(db(), caller, body, now, rules);
    assert.ok(answer, `${path}: question ${i + 1} answered`);
    answers.push(answer);
  }
  return answers;
}

/** What a ticket's answers left in the database, by question position. */
async function stored(ticketId: number) {
  const [row] = await db()
    .select({ answered: ticket.answered_count, correct: ticket.correct_count, status: ticket.status })
    .from(ticket)
    .where(eq(ticket.id, ticketId));
  const questions = await db()
    .select({ option: ticketQuestion.option_id, is_correct: ticketQuestion.is_correct })
    .from(ticketQuestion)
    .where(eq(ticketQuestion.ticket_id, ticketId))
    .orderBy(asc(ticketQuestion.position));
  const xp = await db()
    .select({ amount: xpEvent.amount, position: ticketQuestion.position })
    .from(xpEvent)
    .innerJoin(ticketQuestion, eq(ticketQuestion.id, xpEvent.ref_id))
    .where(eq(xpEvent.ticket_id, ticketId))
    .orderBy(asc(ticketQuestion.position));
  return { ...row, questions, xp };
}

/** Finishes tickets (a user has one active ticket of a test at a time). */
async function close(...ids: number[]) {
  for (const id of ids) await db().update(ticket).set({ status: 'finished', finished_at: new Date() }).where(eq(ticket.id, id));
}

const ballOf = async (userId: number) => (await db().select({ ball: appUser.ball }).from(appUser).where(eq(appUser.id, userId)))[0].ball;
/** An answer without the ticket question's own id, to compare twin tickets. */
const graded = (answers: CheckAnswer[]) => answers.map((a) => ({ ...a, id: 0 }));

describe('answerAtOnce and answerQuestion grade the same', () => {
  it('signed-in owners: the same answers, rows, XP ledger and ball; a test answered again earns no XP on either path', async () => {
    const test = suite.fx.uz[0];
    const [fast, slow] = suite.users.map((u) => ({ userId: u.id, guestHash: null }));
    const balls = [await ballOf(fast.userId), await ballOf(slow.userId)];
    for (const round of [1, 2]) {
      const a = await insertTicket(db(), test, { userId: fast.userId });
      const b = await insertTicket(db(), test, { userId: slow.userId });
      const atOnce = await answerAll('at once', fast, test, a.questions);
      const longWay = await answerAll('long way', slow, test, b.questions);
      assert.deepEqual(graded(longWay), graded(atOnce), `round ${round}: the same answers`);
      // XP as the contracts say: the first time a right answer earns its ball, the second time nothing
      const expected = test.questions.map((q, i) => (round === 1 && i % 2 === 0 ? xpForBall(q.ball) : 0));
      assert.deepEqual(
        atOnce.map((x) => x.xp),
        expected,
        `round ${round}: XP by xpForBall`,
      );
      assert.deepEqual(
        atOnce.map((x) => x.is_right),
        test.questions.map((_, i) => i % 2 === 0),
      );
      const [sa, sb] = [await stored(a.id), await stored(b.id)];
      assert.deepEqual(sb, sa, `round ${round}: the same stored rows`);
      assert.equal(sa.answered, 8);
      assert.equal(sa.correct, 4);
      await close(a.id, b.id);
    }
    const earned = test.questions.reduce((sum, q, i) => sum + (i % 2 === 0 ? xpForBall(q.ball) : 0), 0);
    assert.equal(await ballOf(fast.userId), balls[0] + earned);
    assert.equal(await ballOf(slow.userId), balls[1] + earned);
  });

  it('guests: the same answers and rows, XP shown as what a right answer would earn, nothing in the ledger', async () => {
    const test = suite.fx.ru[0];
    const [fast, slow] = [0, 1].map(() => ({ userId: null, guestHash: randomBytes(32).toString('hex') }));
    const a = await insertTicket(db(), test, { guestHash: fast.guestHash });
    const b = await insertTicket(db(), test, { guestHash: slow.guestHash });
    const atOnce = await answerAll('at once', fast, test, a.questions);
    const longWay = await answerAll('long way', slow, test, b.questions);
    assert.deepEqual(graded(longWay), graded(atOnce));
    assert.deepEqual(
      atOnce.map((x) => x.xp),
      test.questions.map((q, i) => (i % 2 === 0 ? xpForBall(q.ball) : 0)),
    );
    const [sa, sb] = [await stored(a.id), await stored(b.id)];
    assert.deepEqual(sb, sa);
    assert.deepEqual(sa.xp, []);
  });

  it('a repeat the long way answers what the first answer (at once) said; another option is 409', async () => {
    const test = suite.fx.uz[0];
    const owner = { userId: suite.users[0].id, guestHash: null };
    const caller: Caller = { ...owner, premium: false, locale: 'ru' };
    const t = await insertTicket(db(), test, { userId: owner.userId });
    const first = await answerAll('at once', owner, test, t.questions);
    for (const [i, id] of t.questions.entries()) {
      const again = await answerQuestion(db(), caller, { id, option_id: optionAt(test, i) }, new Date(), rules);
      // the same grading; the counts are the ticket's as they are now
      assert.deepEqual(again, { ...first[i], ...countsOf(first.at(-1)!) });
    }
    await assert.rejects(
      answerQuestion(db(), caller, { id: t.questions[0], option_id: test.questions[0].wrong }, new Date(), rules),
      (e: unknown) => e instanceof HttpError && e.statusCode === 409,
    );
    await close(t.id);
  });

  it('at once leaves to the long way, writing nothing: another owner, an option of another question, an answered question, an expired ticket', async () => {
    const test = suite.fx.uz[0];
    const owner = { userId: suite.users[1].id, guestHash: null };
    const t = await insertTicket(db(), test, { userId: owner.userId });
    const before = await stored(t.id);
    const now = new Date();
    const q0 = { id: t.questions[0], option_id: test.questions[0].correct };
    assert.equal(await answerAtOnce(db(), { userId: suite.users[0].id, guestHash: null }, q0, now, 'uz'), null, 'another user');
    assert.equal(await answerAtOnce(db(), { userId: null, guestHash: randomBytes(32).toString('hex') }, q0, now, 'uz'), null, 'a guest');
    assert.equal(await answerAtOnce(db(), { userId: null, guestHash: null }, q0, now, 'uz'), null, 'no owner at all');
    const foreign = { id: t.questions[0], option_id: test.questions[1].correct };
    assert.equal(await answerAtOnce(db(), owner, foreign, now, 'uz'), null, 'an option of another question');
    const expired = new Date(Date.now() + 200 * 60_000);
    assert.equal(await answerAtOnce(db(), owner, q0, expired, 'uz'), null, 'after the deadline');
    assert.deepEqual(await stored(t.id), before, 'nothing written');
    assert.ok(await answerAtOnce(db(), owner, q0, now, 'uz'));
    assert.equal(await answerAtOnce(db(), owner, q0, now, 'uz'), null, 'answered already');
    assert.equal((await stored(t.id)).answered, 1);
  });
});

/** The counts of a ticket as of an answer. */
function countsOf(answer: CheckAnswer) {
  return { answered_count: answer.answered_count, correct_count: answer.correct_count, question_count: answer.question_count };
}
