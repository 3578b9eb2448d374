// Answering a review card (ADR 044): the server checks the option, rates the card with FSRS — right:
// Good (it leaves today's queue), wrong: Again (back in a minute) — and logs the rating. The client
// names the card's `reps` as the session gave it: the same answer sent again is answered the same,
// an answer to a card that changed meanwhile is refused.
import { and, asc, eq } from 'drizzle-orm';
import type { ReviewAnswer, ReviewAnswerBody } from '@platform/shared/review';
import type { Locale } from '@platform/shared/contracts';
import { unixSeconds } from '@platform/shared/dates';
import { inTransaction, type Db } from '../../db/client';
import { autotestQuestion, ncItem, question, questionOption } from '../../db/schema';
import { HttpError } from '../../errors';
import { inScript, pick } from '../../i18n';
import { reviewCard, reviewLog } from './schema';
import { dueHorizon, Rating, type CardRow } from './scheduler';
import { dueCount, ownedBy, rateCard, type Owner } from './service-queue';

const cardNotFound = () => new HttpError(404, 'CARD_NOT_FOUND', 'review.card_not_found');
const optionInvalid = () => new HttpError(400, 'VALIDATION_ERROR', 'review.option_invalid', {}, {}, 'option_id');

/** The card's question as checked: its option ids, the correct one and the explanation. */
async function keyOf(db: Db, card: CardRow, locale: Locale): Promise<{ options: number[]; correct: number; explanation: string | null }> {
  if (card.question_id !== null) {
    const options = await db
      .select({ id: questionOption.id, is_correct: questionOption.is_correct })
      .from(questionOption)
      .where(eq(questionOption.question_id, card.question_id))
      .orderBy(asc(questionOption.position));
    const [q] = await db
      .select({ explanation: question.explanation, explanation_cyrl: question.explanation_cyrl })
      .from(question)
      .where(eq(question.id, card.question_id));
    // the first option marked correct, as the topic test checks it
    const correct = options.find((o) => o.is_correct)?.id ?? 0;
    return { options: options.map((o) => o.id), correct, explanation: q ? inScript(locale, q.explanation, q.explanation_cyrl) : null };
  }
  if (card.nc_item_id !== null) {
    const [item] = await db.select().from(ncItem).where(eq(ncItem.id, card.nc_item_id));
    if (!item || item.answer_key.type !== 'single') throw cardNotFound();
    const count = item.body.options?.length ?? 0;
    return {
      options: Array.from({ length: count }, (_, i) => i + 1),
      correct: item.answer_key.correct + 1,
      explanation: inScript(locale, item.explanation, item.explanation_cyrl),
    };
  }
  const [q] = await db.select().from(autotestQuestion).where(eq(autotestQuestion.id, card.autotest_question_id!));
  if (!q) throw cardNotFound();
  const count = (locale === 'ru' ? q.options_ru : q.options_uz).length;
  return { options: Array.from({ length: count }, (_, i) => i + 1), correct: q.answer, explanation: pick(q, 'explanation', locale) };
}

/** `POST /review/answer`: checks and rates one of the owner's due cards. */
export async function answerCard(db: Db, owner: Owner, body: ReviewAnswerBody, locale: Locale, now: Date): Promise<ReviewAnswer> {
  const mine = ownedBy(owner);
  if (!mine) throw cardNotFound();
  const answered = await inTransaction(db, async (tx) => {
    const [card] = await tx
      .select()
      .from(reviewCard)
      .where(and(eq(reviewCard.id, body.card_id), mine))
      .for('update');
    if (!card) throw cardNotFound();
    const key = await keyOf(tx, card, locale);
    if (!key.options.includes(body.option_id)) throw optionInvalid();
    const horizon = dueHorizon(now).getTime();
    const reply = (row: Pick<CardRow, 'reps' | 'due'>) => ({
      card_id: card.id,
      checked: body.option_id,
      is_right: body.option_id === key.correct,
      is_true: key.correct,
      explanation: key.explanation,
      again: row.due.getTime() < horizon,
      reps: row.reps,
      next_at: unixSeconds(row.due),
    });
    if (card.reps !== body.reps) {
      // the same answer sent again (a retry after a lost reply) is answered the same; anything else is stale
      const [log] = await tx
        .select()
        .from(reviewLog)
        .where(and(eq(reviewLog.card_id, card.id), eq(reviewLog.reps, body.reps + 1), eq(reviewLog.origin, 'review')));
      if (log && log.option_id === body.option_id) return reply(card);
      throw new HttpError(409, 'REVIEW_STALE', 'review.stale');
    }
    if (card.due.getTime() >= horizon) throw new HttpError(409, 'NOT_DUE', 'review.not_due');
    const rating = body.option_id === key.correct ? Rating.Good : Rating.Again;
    const rated = await rateCard(tx, card, rating, now, 'review', body.option_id);
    if (!rated) throw new HttpError(409, 'REVIEW_STALE', 'review.stale');
    return reply(rated);
  });
  return { ...answered, due: await dueCount(db, owner, now) };
}
