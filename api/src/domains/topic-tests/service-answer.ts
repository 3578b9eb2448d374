// Answering one question of a ticket (SPEC §4, §7 POST /check-test): one answer per ticket
// question (a conditional update), the counts and the XP of a correct answer in the same statement.
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_THEMED_BALL, type CheckAnswer } from '@platform/shared/topic-tests';
import type { Locale } from '@platform/shared/contracts';
import type { Caller } from '../../caller';
import type { Db } from '../../db/client';
import { question, questionOption, ticket, ticketQuestion, xpEvent } from '../../db/schema';
import { preparedRows, type Prepared } from '../../db/prepared';
import { HttpError } from '../../errors';
import { inScript } from '../../i18n';
import { claimTicket, claimable, finishTicket, owns, type ClaimRules, type Owner } from './service-claim';

const questionNotFound = () => new HttpError(404, 'QUESTION_NOT_FOUND', 'tests.question_not_found');

/** The XP a correct answer to a question earns, from its ball (`xpForBall` of the contracts, in SQL). */
const xpOfBall = (ball: string) => `(case when ${ball} > 0 and ${ball} = trunc(${ball}) then ${ball}::int else ${DEFAULT_THEMED_BALL} end)`;
/** The correct option of a question: the first one marked correct. */
const correctOptionOf = (questionId: string) =>
  `(select o.id from question_option o where o.question_id = ${questionId} and o.is_correct order by o.position limit 1)`;

/**
 * The one answer rule of both paths, for an owner condition on `ticket t` ($3 is the owner): $1 the
 * ticket question, $2 the option, $4 now. It locks the ticket, stores the answer once, moves the
 * counts, the XP ledger row and the ball; nothing is written when the ticket is not the owner's,
 * not active or expired, the question is answered already or the option is not one of the question's.
 */
const answerStatement = (name: string, ownerType: string, owned: string): Prepared => ({
  name,
  types: ['int', 'int', ownerType, 'timestamptz'],
  text: `
    with t0 as (
      select t.id from ticket t
      where t.id = (select ticket_id from ticket_question where id = $1)
        and ${owned} and t.status = 'active' and t.expires_at > $4::timestamptz
      for update
    ), q as (
      select tq.id, tq.ticket_id, tq.question_id, ${correctOptionOf('tq.question_id')} as correct_option, ${xpOfBall('qu.ball')} as xp, qu.explanation, qu.explanation_cyrl
      from ticket_question tq
      join t0 on t0.id = tq.ticket_id
      join question qu on qu.id = tq.question_id
      where tq.id = $1 and tq.option_id is null
        and exists (select 1 from question_option o where o.id = $2 and o.question_id = tq.question_id)
    ), a as (
      update ticket_question tq set option_id = $2, is_correct = coalesce(q.correct_option = $2, false), answered_at = $4::timestamptz
      from q where tq.id = q.id and tq.option_id is null
      returning tq.id, tq.ticket_id, tq.question_id, tq.is_correct
    ), u as (
      update ticket t set answered_count = t.answered_count + 1, correct_count = t.correct_count + (case when a.is_correct then 1 else 0 end)
      from a where t.id = a.ticket_id
      returning t.answered_count, t.correct_count, t.question_count, t.user_id, t.earns_xp
    ), x as (
      insert into xp_event (user_id, amount, source, ref_id, ticket_id, question_id)
      select u.user_id, q.xp, 'topic', a.id, a.ticket_id, a.question_id from u, a, q
      where a.is_correct and u.user_id is not null and u.earns_xp
      on conflict do nothing
      returning user_id, amount
    ), b as (
      update app_user set ball = app_user.ball + x.amount from x where app_user.id = x.user_id returning app_user.id
    )
    select u.answered_count, u.correct_count, u.question_count, u.user_id, a.is_correct as is_right, q.correct_option, q.xp, q.explanation, q.explanation_cyrl,
      (select coalesce(sum(amount), 0) from x)::int as granted
    from u, a, q`,
});

const ANSWER_AS_USER = answerStatement('topic_answer_user', 'int', 't.user_id = $3');
const ANSWER_AS_GUEST = answerStatement('topic_answer_guest', 'text', 't.user_id is null and t.guest_hash = $3');

/** A stored answer as both paths read it. */
interface AnswerRow {
  answered_count: number;
  correct_count: number;
  question_count: number;
  user_id: number | null;
  is_right: boolean;
  correct_option: number | null;
  /** what a right answer earns */
  xp: number;
  /** what this answer did earn (the ledger row) */
  granted: number | null;
  /** the question's explanation: shown with the right/wrong feedback (ADR 039) */
  explanation: string | null;
  /** its Cyrillic (uz questions; docs/decisions/043) */
  explanation_cyrl: string | null;
}

/** The answer to the client, the same for both paths and for a replay. */
function checkAnswerOf(body: { id: number; option_id: number }, row: AnswerRow, locale: Locale): CheckAnswer {
  return {
    id: body.id,
    checked: body.option_id,
    is_right: row.is_right,
    is_true: row.correct_option === null ? 0 : Number(row.correct_option),
    // a guest's ticket shows what a right answer would earn (credited at sign-in, if it still can be);
    // a user's ticket what it did earn: nothing for a question whose XP the user had earned before
    xp: row.user_id === null ? (row.is_right ? Number(row.xp) : 0) : Number(row.granted ?? 0),
    answered_count: Number(row.answered_count),
    correct_count: Number(row.correct_count),
    question_count: Number(row.question_count),
    explanation: inScript(locale, row.explanation ?? null, row.explanation_cyrl),
  };
}

/**
 * The common case in one round trip, planned once (issue 19): a first answer, with an option of the
 * question, to a question of the caller's own active ticket. When anything else is the case nothing
 * is written and the answer is null — the caller then goes the long way (`answerQuestion`), which
 * claims, refuses or replays, and stores through this same statement.
 */
export async function answerAtOnce(
  db: Db,
  owner: Owner,
  body: { id: number; option_id: number },
  now: Date,
  locale: Locale,
): Promise<CheckAnswer | null> {
  const [statement, who] =
    owner.userId !== null ? [ANSWER_AS_USER, owner.userId] : owner.guestHash !== null ? [ANSWER_AS_GUEST, owner.guestHash] : [null, null];
  if (!statement) return null;
  const [row] = await preparedRows<AnswerRow>(db, statement, [body.id, body.option_id, who, now.toISOString()]);
  return row ? checkAnswerOf(body, row, locale) : null;
}

/**
 * Stores one answer the long way: a guest's ticket is claimed at sign-in, someone else's question is
 * 404, an option of another question 400, a finished or expired ticket 403; a repeat of the same
 * option answers the same again, another option is 409. The write is `answerAtOnce`'s statement.
 */
export async function answerQuestion(
  db: Db,
  caller: Caller,
  body: { id: number; option_id: number },
  now: Date,
  rules: ClaimRules,
): Promise<CheckAnswer> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await db
      .select({
        ticket_id: ticketQuestion.ticket_id,
        question_id: ticketQuestion.question_id,
        option_id: ticketQuestion.option_id,
        is_correct: ticketQuestion.is_correct,
        user_id: ticket.user_id,
        guest_hash: ticket.guest_hash,
        status: ticket.status,
        expires_at: ticket.expires_at,
        answered_count: ticket.answered_count,
        correct_count: ticket.correct_count,
        question_count: ticket.question_count,
        xp: sql<number>`${sql.raw(xpOfBall('question.ball'))}`,
        explanation: question.explanation,
        explanation_cyrl: question.explanation_cyrl,
        correct_option: sql<number | null>`${sql.raw(correctOptionOf('ticket_question.question_id'))}`,
        option_question: sql<number | null>`(select o.question_id from ${questionOption} o where o.id = ${body.option_id})`,
        // what an acknowledged answer earned (a repeat answers the same)
        granted: sql<
          number | null
        >`(select x.amount from ${xpEvent} x where x.source = 'topic' and x.ref_id = ${ticketQuestion.id} and x.user_id = ${ticket.user_id})`,
      })
      .from(ticketQuestion)
      .innerJoin(ticket, eq(ticket.id, ticketQuestion.ticket_id))
      .innerJoin(question, eq(question.id, ticketQuestion.question_id))
      .where(eq(ticketQuestion.id, body.id));
    if (!row) throw questionNotFound();
    if (claimable(row, caller)) {
      await claimTicket(db, row.ticket_id, caller.userId!, caller.guestHash!, now, rules);
      continue;
    }
    if (!owns(row, caller)) throw questionNotFound();
    if (row.option_question === null || Number(row.option_question) !== row.question_id) {
      throw new HttpError(400, 'VALIDATION_ERROR', 'tests.option_invalid', {}, {}, 'option_id');
    }
    if (row.option_id !== null) {
      // a retry of an acknowledged answer is answered the same; changing the answer is not allowed
      if (row.option_id === body.option_id) return checkAnswerOf(body, { ...row, is_right: row.is_correct === true }, caller.locale);
      throw new HttpError(409, 'ALREADY_ANSWERED', 'tests.already_answered');
    }
    if (row.status !== 'active') throw new HttpError(403, 'TICKET_FINISHED', 'tests.ticket_finished');
    if (row.expires_at.getTime() <= now.getTime()) {
      await finishTicket(db, row.ticket_id, now);
      throw new HttpError(403, 'TICKET_EXPIRED', 'tests.ticket_expired');
    }
    const owner: Owner = row.user_id !== null ? { userId: row.user_id, guestHash: null } : { userId: null, guestHash: row.guest_hash };
    const stored = await answerAtOnce(db, owner, body, now, caller.locale);
    if (stored) return stored;
    // nothing stored: answered, finished or expired meanwhile — decide again on the state as it is now
  }
  throw new HttpError(409, 'ALREADY_ANSWERED', 'tests.already_answered');
}
