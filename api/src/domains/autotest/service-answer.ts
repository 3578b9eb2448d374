// Answering one question of an autotest ticket (POST /check-test/check): one answer per question
// (a conditional update under the ticket's row lock), the counts, the third mistake of a timed ticket
// ending it, the last answer finishing it, and the review queue (a wrong answer queues the question;
// the mistakes mode rates its card: ADR 044). The common case is one prepared statement (ADR 051).
import { and, eq, isNull } from 'drizzle-orm';
import { AUTOTEST_MAX_MISTAKES, isTimedMode, type AutotestMode, type CheckAutotest } from '@platform/shared/autotest';
import type { Caller } from '../../caller';
import { inTransaction, type Db } from '../../db/client';
import { preparedRows, type Prepared } from '../../db/prepared';
import { autotestAnswer, autotestAttempt, autotestQuestion } from '../../db/schema';
import { HttpError } from '../../errors';
import { pick } from '../../i18n';
import { dueHorizon, newCard } from '../review/scheduler';
import { recordAutotestAnswer } from '../review/service-queue';
import { settle, userOf } from './service-ticket';

/** Who answers: the user and the locale; an answer needs no Pro status (the route reads none, ADR 051). */
type Answerer = Pick<Caller, 'userId' | 'locale'>;

const questionNotFound = () => new HttpError(404, 'QUESTION_NOT_FOUND', 'autotest.question_not_found');

/**
 * The common answer in one statement (ADR 051, as the topic answer's of ADR 018): $1 the ticket
 * question, $2 the user, $3 the option, $4 now, $5 the locale, $6 the review horizon (the start of
 * tomorrow), $7–$15 a new review card's columns. It locks the attempt, stores the answer once, moves
 * the counts, ends a timed ticket at the third mistake or any ticket at its last answer, and queues a
 * wrong answer's question for review (a new card; one already due today stays as it is). Nothing is
 * written — no row comes back — unless this is a first answer, with an option of the question, to the
 * caller's active attempt before its deadline, not in the mistakes mode (it rates cards), and a wrong
 * answer would not have to re-rate a card due after today: everything else goes the long way.
 */
const RIGHT = '(case when a.is_right then 1 else 0 end)';
const WRONG = '(case when a.is_right then 0 else 1 end)';
/** a timed ticket's third mistake (the row's values before this answer: the statement's SET sees those) */
const THIRD = `(at.mode in ('ticket', 'exam') and at.wrong_count + ${WRONG} > ${AUTOTEST_MAX_MISTAKES})`;
const DONE = `(${THIRD} or at.correct_count + at.wrong_count + 1 >= at.question_count)`;

const ANSWER: Prepared = {
  name: 'autotest_answer_at_once',
  types: [
    'int',
    'int',
    'int',
    'timestamptz',
    'text',
    'timestamptz',
    'timestamptz',
    'text',
    'text',
    'int',
    'int',
    'int',
    'int',
    'int',
    'int',
  ],
  text: `
    with t as (
      select a.id from autotest_attempt a
      where a.id = (select attempt_id from autotest_answer where id = $1)
        and a.user_id = $2 and a.status = 'active' and a.mode <> 'mistakes' and (a.deadline is null or a.deadline > $4::timestamptz)
      for update
    ), q as (
      select ans.id, ans.attempt_id, qu.id as question_id, qu.answer, qu.rule, qu.explanation_uz, qu.explanation_ru, qu.explanation_cyrl
      from autotest_answer ans
      join t on t.id = ans.attempt_id
      join autotest_question qu on qu.id = ans.question_id
      where ans.id = $1 and ans.chosen is null
        and $3 <= jsonb_array_length(case when $5 = 'ru' then qu.options_ru else qu.options_uz end)
        and ($3 = qu.answer or coalesce((
          select c.due from review_card c
          where c.user_id = $2 and coalesce(c.question_id, 0) = 0 and coalesce(c.nc_item_id, 0) = 0 and coalesce(c.autotest_question_id, 0) = qu.id
        ), '-infinity') < $6::timestamptz)
    ), a as (
      update autotest_answer ans set chosen = $3, is_right = ($3 = q.answer), answered_at = $4::timestamptz
      from q where ans.id = q.id and ans.chosen is null
      returning ans.attempt_id, ans.is_right
    ), u as (
      update autotest_attempt at set
        correct_count = at.correct_count + ${RIGHT},
        wrong_count = at.wrong_count + ${WRONG},
        status = case when ${DONE} then 'finished' else at.status end,
        finished_at = case when ${DONE} then $4::timestamptz else at.finished_at end,
        stop_reason = case when ${THIRD} then 'mistakes' else at.stop_reason end
      from a where at.id = a.attempt_id
      returning at.mode, at.correct_count, at.wrong_count, at.status, at.stop_reason
    ), c as (
      insert into review_card (user_id, autotest_question_id, subject_id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review)
      select $2, q.question_id, null, $7::timestamptz, $8::float8, $9::float8, $10, $11, $12, $13, $14, $15, null
      from q, a where not a.is_right
      on conflict do nothing
    )
    select a.is_right, q.answer, q.rule, q.explanation_uz, q.explanation_ru, q.explanation_cyrl, u.mode, u.correct_count, u.wrong_count, u.status, u.stop_reason
    from q, a, u`,
};

type AnswerRow = {
  is_right: boolean;
  answer: number;
  rule: string;
  explanation_uz: string;
  explanation_ru: string;
  explanation_cyrl: string | null;
  mode: AutotestMode;
  correct_count: number;
  wrong_count: number;
  status: 'active' | 'finished';
  stop_reason: 'mistakes' | 'time' | null;
};

/** The common case in one round trip, or null when the long way (`answerQuestion`) has to decide. */
export async function answerAtOnce(
  db: Db,
  caller: Answerer,
  body: { id: number; option_id: number },
  now: Date,
): Promise<CheckAutotest | null> {
  const [userId, locale] = [userOf(caller), caller.locale];
  const card = newCard(now);
  const counts = [card.elapsed_days, card.scheduled_days, card.learning_steps, card.reps, card.lapses, card.state];
  // a new card is all zeroes but its due date (ts-fsrs): anything else is the long way's to write
  if (card.last_review !== null || !counts.every(Number.isSafeInteger)) return null;
  const [row] = await preparedRows<AnswerRow>(db, ANSWER, [
    body.id,
    userId,
    body.option_id,
    now.toISOString(),
    locale,
    dueHorizon(now).toISOString(),
    card.due.toISOString(),
    String(card.stability),
    String(card.difficulty),
    ...counts,
  ]);
  if (!row) return null;
  const training = !isTimedMode(row.mode);
  return {
    id: body.id,
    checked: body.option_id,
    is_right: row.is_right,
    is_true: Number(row.answer),
    explanation: training ? pick(row, 'explanation', locale) : null,
    rule: training ? row.rule : null,
    mistakes: Number(row.wrong_count),
    answered: Number(row.correct_count) + Number(row.wrong_count),
    finished: row.status === 'finished',
    stop_reason: row.stop_reason,
  };
}

/**
 * Answers one question: the common case at once (`answerAtOnce`); the long way under the attempt's
 * row lock refuses (404/400/403/409), replays an acknowledged answer, settles a ticket past its
 * deadline and rates the mistakes mode's cards.
 */
export async function answerQuestion(db: Db, caller: Answerer, body: { id: number; option_id: number }, now: Date): Promise<CheckAutotest> {
  const quick = await answerAtOnce(db, caller, body, now);
  if (quick) return quick;
  const userId = userOf(caller);
  return inTransaction(db, async (tx) => {
    // the answer, its question and its ticket, the ticket's row locked: answers of one ticket are counted one at a time
    const [found] = await tx
      .select({ a: autotestAnswer, q: autotestQuestion, locked: autotestAttempt })
      .from(autotestAnswer)
      .innerJoin(autotestQuestion, eq(autotestQuestion.id, autotestAnswer.question_id))
      .innerJoin(autotestAttempt, eq(autotestAttempt.id, autotestAnswer.attempt_id))
      .where(eq(autotestAnswer.id, body.id))
      .for('update', { of: autotestAttempt });
    if (!found || found.locked.user_id !== userId) throw questionNotFound();
    const { a, q, locked } = found;
    const training = !isTimedMode(locked.mode);
    const options = (caller.locale === 'ru' ? q.options_ru : q.options_uz).length;
    if (body.option_id > options) throw new HttpError(400, 'VALIDATION_ERROR', 'autotest.option_invalid', {}, {}, 'option_id');
    const reply = (attempt: typeof locked, chosen: number, isRight: boolean): CheckAutotest => ({
      id: a.id,
      checked: chosen,
      is_right: isRight,
      is_true: q.answer,
      explanation: training ? pick(q, 'explanation', caller.locale) : null,
      rule: training ? q.rule : null,
      mistakes: attempt.wrong_count,
      answered: attempt.correct_count + attempt.wrong_count,
      finished: attempt.status === 'finished',
      stop_reason: attempt.stop_reason,
    });
    if (a.chosen !== null) {
      // a retry of an acknowledged answer is answered the same; changing it is not allowed
      if (a.chosen === body.option_id) return reply(locked, a.chosen, a.is_right ?? false);
      throw new HttpError(409, 'ALREADY_ANSWERED', 'autotest.already_answered');
    }
    if (locked.status !== 'active') {
      throw locked.stop_reason === 'time'
        ? new HttpError(403, 'TIME_UP', 'autotest.time_up')
        : new HttpError(403, 'TICKET_FINISHED', 'autotest.ticket_finished');
    }
    const settled = await settle(tx, locked, now);
    if (settled.status !== 'active') throw new HttpError(403, 'TIME_UP', 'autotest.time_up');

    const isRight = body.option_id === q.answer;
    await tx
      .update(autotestAnswer)
      .set({ chosen: body.option_id, is_right: isRight, answered_at: now })
      .where(and(eq(autotestAnswer.id, a.id), isNull(autotestAnswer.chosen)));
    const correct = locked.correct_count + (isRight ? 1 : 0);
    const wrong = locked.wrong_count + (isRight ? 0 : 1);
    const thirdMistake = !training && wrong > AUTOTEST_MAX_MISTAKES;
    const done = thirdMistake || correct + wrong >= locked.question_count;
    const [updated] = await tx
      .update(autotestAttempt)
      .set({
        correct_count: correct,
        wrong_count: wrong,
        ...(done ? { status: 'finished' as const, finished_at: now, stop_reason: thirdMistake ? ('mistakes' as const) : null } : {}),
      })
      .where(eq(autotestAttempt.id, locked.id))
      .returning();

    // the review queue (ADR 044): the mistakes mode rates the question's due card, a wrong answer elsewhere queues it
    await recordAutotestAnswer(tx, userId, q.id, isRight, locked.mode === 'mistakes', now);
    return reply(updated, body.option_id, isRight);
  });
}
