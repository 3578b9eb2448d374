// Answering one question of an autotest ticket (POST /check-test/check): one answer per question
// (a conditional update under the ticket's row lock), the counts, the third mistake of a timed ticket
// ending it, the last answer finishing it, and the review queue (a wrong answer queues the question;
// the mistakes mode rates its card: ADR 044).
import { and, eq, isNull } from 'drizzle-orm';
import { AUTOTEST_MAX_MISTAKES, isTimedMode, type CheckAutotest } from '@platform/shared/autotest';
import type { Caller } from '../../caller';
import type { Db } from '../../db/client';
import { autotestAnswer, autotestAttempt, autotestQuestion } from '../../db/schema';
import { HttpError } from '../../errors';
import { pick } from '../../i18n';
import { recordAutotestAnswer } from '../review/service-queue';
import { settle, userOf } from './service-ticket';

const questionNotFound = () => new HttpError(404, 'QUESTION_NOT_FOUND', 'autotest.question_not_found');

export async function answerQuestion(db: Db, caller: Caller, body: { id: number; option_id: number }, now: Date): Promise<CheckAutotest> {
  const userId = userOf(caller);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
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
