// Answers under load: 20 tickets × 10 questions answered at once over real HTTP, with repeats of the
// same answer and conflicting second answers mixed in. Every acknowledged answer is stored exactly
// once, no answer is acknowledged with two options, the counts on each ticket equal its stored rows,
// the XP ledger has one row per correct answer of a signed-in owner and the ball equals the ledger.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { checkAnswerResponse, themedOrderResponse, xpForBall, type Quiz } from '@platform/shared/topic-tests';
import { appUser, ticket, ticketQuestion, xpEvent } from '../../../db/schema';
import { registeredUser } from '../../../../test/helpers';
import { Browser, insertTopicFixture, signedInUser, topicSuite, topicApp, type FixtureTest } from '../../../../test/tests-fixture';

let base: string;
const suite = topicSuite({ fixture: { lessons: 2, questions: 10, balls: [1, 2, 3, 4, 5, 6, 7, 2.5, 9, 10] } }, async ({ app }) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
const db = () => suite.db;

/** A small deterministic PRNG, so that a failure replays. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface Owner {
  browser: Browser;
  userId: number | null;
}
interface Job {
  cookie: string;
  tq: number;
  option: number;
  kind: 'first' | 'repeat' | 'conflict';
}

describe('200 concurrent answer submissions', () => {
  it('every acknowledged answer is stored exactly once; counts and the XP ledger agree', async () => {
    const random = prng(Number(process.env.ANSWER_SEED ?? 20250601));
    // 6 signed-in learners × 2 tests + 8 guests × 1 test = 20 tickets of 10 questions
    const owners: Owner[] = [];
    for (let i = 0; i < 6; i++) {
      const { browser, id } = await signedInUser(suite.app);
      owners.push({ browser, userId: id });
    }
    for (let i = 0; i < 8; i++) owners.push({ browser: new Browser(suite.app), userId: null });
    const tickets: { owner: Owner; test: FixtureTest; quiz: Quiz }[] = [];
    for (const [i, owner] of owners.entries()) {
      const tests = owner.userId ? suite.fx.uz : [suite.fx.uz[i % 2]];
      for (const test of tests) {
        const res = await owner.browser.get(`/api/themed-order?test_id=${test.id}`);
        assert.equal(res.status, 200, res.raw);
        tickets.push({ owner, test, quiz: themedOrderResponse.parse(res.body).data });
      }
    }
    assert.equal(tickets.length, 20);

    const correctOf = new Map<number, number>(); // ticket question → correct option
    const ballOf = new Map<number, number>();
    const jobs: Job[] = [];
    for (const { owner, test, quiz } of tickets) {
      for (const q of quiz.test[0].questions) {
        const src = test.questions.find((x) => x.id === q.question_id)!;
        correctOf.set(q.id, src.correct);
        ballOf.set(q.id, src.ball);
        const option = src.options[Math.floor(random() * 4)];
        const job: Job = { cookie: owner.browser.cookie, tq: q.id, option, kind: 'first' };
        jobs.push(job);
        const roll = random();
        if (roll < 0.2) jobs.push({ ...job, kind: 'repeat' }, { ...job, kind: 'repeat' });
        else if (roll < 0.4) jobs.push({ ...job, option: src.options.find((o) => o !== option)!, kind: 'conflict' });
      }
    }
    assert.ok(jobs.filter((j) => j.kind === 'first').length === 200);
    // shuffle (Fisher–Yates), then fire everything at once; half of the repeats and conflicts are then
    // moved right next to their first answer, so that they also race it closely
    for (let i = jobs.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [jobs[i], jobs[j]] = [jobs[j], jobs[i]];
    }
    for (const extra of jobs.filter((j) => j.kind !== 'first' && random() < 0.5)) {
      jobs.splice(jobs.indexOf(extra), 1);
      jobs.splice(jobs.findIndex((j) => j.kind === 'first' && j.tq === extra.tq) + 1, 0, extra);
    }
    const answers = await Promise.all(
      jobs.map(async (job) => {
        const res = await fetch(`${base}/api/check-test`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'test', cookie: job.cookie },
          body: JSON.stringify({ id: job.tq, option_id: job.option }),
        });
        return { job, status: res.status, body: (await res.json()) as unknown };
      }),
    );
    console.log(
      `concurrent answers: ${answers.length} requests (${jobs.filter((j) => j.kind === 'repeat').length} repeats, ` +
        `${jobs.filter((j) => j.kind === 'conflict').length} conflicting); statuses ${[...new Set(answers.map((a) => a.status))].join(', ')}`,
    );

    // no 5xx; only acknowledgements and "already answered"
    for (const a of answers) {
      assert.ok(a.status === 200 || a.status === 409, `${a.status} for ${JSON.stringify(a.job)}: ${JSON.stringify(a.body)}`);
      if (a.status === 409) assert.equal((a.body as { code: string }).code, 'ALREADY_ANSWERED');
    }
    const rows = await db()
      .select()
      .from(ticketQuestion)
      .where(
        inArray(
          ticketQuestion.ticket_id,
          tickets.map((t) => t.quiz.ticket_id),
        ),
      );
    assert.equal(rows.length, 200);
    const stored = new Map(rows.map((r) => [r.id, r]));
    for (const [tq, correct] of correctOf) {
      const row = stored.get(tq)!;
      const acked = answers.filter((a) => a.job.tq === tq && a.status === 200);
      // every question was answered by someone, with exactly the one option that was acknowledged
      assert.ok(acked.length >= 1, `question ${tq}: no answer acknowledged`);
      const options = new Set(acked.map((a) => a.job.option));
      assert.equal(options.size, 1, `question ${tq}: two different options acknowledged`);
      assert.equal(row.option_id, acked[0].job.option, `question ${tq}: the acknowledged answer is the stored one`);
      assert.equal(row.is_correct, row.option_id === correct);
      for (const a of acked) {
        const data = checkAnswerResponse.parse(a.body).data;
        assert.equal(data.checked, row.option_id);
        assert.equal(data.is_true, correct);
        assert.equal(data.is_right, row.option_id === correct);
        assert.equal(data.xp, row.is_correct ? xpForBall(ballOf.get(tq)!) : 0);
      }
      // the refused ones are exactly those with the other option
      for (const a of answers.filter((x) => x.job.tq === tq && x.status === 409)) assert.notEqual(a.job.option, row.option_id);
    }

    // counts on each ticket = its stored rows
    for (const t of tickets) {
      const [row] = await db().select().from(ticket).where(eq(ticket.id, t.quiz.ticket_id));
      const mine = rows.filter((r) => r.ticket_id === row.id);
      assert.equal(row.answered_count, mine.filter((r) => r.option_id !== null).length);
      assert.equal(row.answered_count, 10);
      assert.equal(row.correct_count, mine.filter((r) => r.is_correct).length);
    }

    // the ledger: one row per correct answer of a signed-in owner, none for guests; ball = ledger
    const ticketIds = tickets.map((t) => t.quiz.ticket_id);
    const events = await db().select().from(xpEvent).where(inArray(xpEvent.ticket_id, ticketIds));
    for (const owner of owners) {
      const theirTickets = tickets.filter((t) => t.owner === owner).map((t) => t.quiz.ticket_id);
      const correctRows = rows.filter((r) => theirTickets.includes(r.ticket_id) && r.is_correct);
      const theirEvents = events.filter((e) => theirTickets.includes(e.ticket_id!));
      if (owner.userId === null) {
        assert.equal(theirEvents.length, 0, 'guests are credited only when they sign in');
        continue;
      }
      assert.deepEqual(theirEvents.map((e) => e.ref_id).sort(), correctRows.map((r) => r.id).sort());
      assert.deepEqual(
        theirEvents.map((e) => e.amount).reduce((a, b) => a + b, 0),
        correctRows.map((r) => xpForBall(ballOf.get(r.id)!)).reduce((a, b) => a + b, 0),
      );
      const all = await db().select().from(xpEvent).where(eq(xpEvent.user_id, owner.userId));
      const [user] = await db().select({ ball: appUser.ball }).from(appUser).where(eq(appUser.id, owner.userId));
      assert.equal(
        user.ball,
        all.reduce((s, e) => s + e.amount, 0),
      );
    }
  });

  it('concurrent orders of one test by one owner make one ticket; the daily limit holds under concurrency', async () => {
    const { browser, id: userId } = await signedInUser(suite.app);
    const orders = await Promise.all(Array.from({ length: 10 }, () => browser.get(`/api/themed-order?test_id=${suite.fx.ru[0].id}`)));
    const ids = new Set(orders.map((o) => (assert.equal(o.status, 200, o.raw), themedOrderResponse.parse(o.body).data.ticket_id)));
    assert.equal(ids.size, 1);
    const made = await db().select().from(ticket).where(eq(ticket.user_id, userId));
    assert.equal(made.length, 1);
    assert.equal((await db().select().from(ticketQuestion).where(eq(ticketQuestion.ticket_id, made[0].id))).length, 10);

    const limited = await topicApp(suite.ctx, 2);
    await limited.ready();
    try {
      const more = await insertTopicFixture(db(), { lessons: 6, questions: 2 });
      const other = await registeredUser(limited);
      const res = await Promise.all(
        more.uz.map((t) => limited.inject({ method: 'GET', url: `/api/themed-order?test_id=${t.id}`, headers: { cookie: other.cookie } })),
      );
      const statuses = res.map((r) => r.statusCode).sort();
      assert.deepEqual(statuses, [200, 200, 403, 403, 403, 403], res.map((r) => r.body).join('\n'));
      assert.equal((await db().select().from(ticket).where(eq(ticket.user_id, other.id))).length, 2);
    } finally {
      await limited.close();
    }
  });
});
