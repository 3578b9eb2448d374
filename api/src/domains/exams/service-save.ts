// Saving one answer of a running exam ticket (issue 13 item 1), which may be changed until finish.
// Saves carry the client's sequence number: a larger one replaces the stored answer, an older or
// repeated one changes nothing, so saves that arrive twice or out of order (a dropped network, a
// re-send) end with the newest answer. A new option answer is one prepared statement (ADR 051);
// everything else goes the long way.
import { and, eq, lt } from 'drizzle-orm';
import { EXAM_SHORT_MAX, type NcAnswer, type NcItemKey } from '@platform/shared/exams';
import { inTransaction, type Db } from '../../db/client';
import { preparedRows, type Prepared } from '../../db/prepared';
import { examQuestion, examTicket, ncItem, questionOption } from '../../db/schema';
import { HttpError } from '../../errors';
import { finishExam } from './service-finish';
import { shownAnswer, storedOf } from './service-ticket';

type AnswerBody = { id: number; option_id?: number; pairs?: (number | null)[]; text?: string; seq: number };
type Saved = { id: number; option_id: number | null; pairs?: (number | null)[] | null; text?: string | null; seq: number };

const typeInvalid = () => new HttpError(400, 'VALIDATION_ERROR', 'exams.answer_type_invalid', {}, {}, 'id');

/**
 * A typed answer for a national-certificate item, or 400 when it does not fit the item's type. The
 * option and right-hand ids are the ticket's (see `storedOf`); the stored answer keeps stored indexes.
 */
function typedAnswer(
  item: { type: NcItemKey['type']; body: (typeof ncItem.$inferSelect)['body'] },
  order: number[],
  body: AnswerBody,
): NcAnswer {
  if (body.option_id !== undefined) {
    if (item.type !== 'single') throw typeInvalid();
    const option = storedOf(order, body.option_id - 1);
    if (option === undefined || option >= (item.body.options?.length ?? 0))
      throw new HttpError(400, 'VALIDATION_ERROR', 'exams.option_invalid', {}, {}, 'option_id');
    return { type: 'single', option };
  }
  if (body.pairs !== undefined) {
    const size = item.body.left?.length ?? 0;
    if (item.type !== 'matching' || body.pairs.length !== size) throw typeInvalid();
    const pairs = body.pairs.map((p) => (p === null ? -1 : (storedOf(order, p) ?? size)));
    if (pairs.some((p) => p >= size)) throw typeInvalid();
    return { type: 'matching', pairs };
  }
  if (item.type === 'short') {
    if ((body.text ?? '').length > EXAM_SHORT_MAX) throw new HttpError(400, 'VALIDATION_ERROR', 'exams.short_too_long', {}, {}, 'text');
    return { type: 'short', text: body.text ?? '' };
  }
  if (item.type === 'essay') return { type: 'essay', text: body.text ?? '' };
  throw typeInvalid();
}

/**
 * A new option answer in one statement (ADR 051): $1 the ticket question, $2 the user, $3 the option,
 * $4 now, $5 the ticket kind the route allows (null: any), $6 the seq. Under the ticket's share lock
 * (as the long way) it stores the option and the seq when the question is a topic-test question of
 * the user's active ticket before its deadline, the option is one of the question's and the seq is
 * larger than the stored one; otherwise nothing is written and no row comes back.
 */
const SAVE_OPTION: Prepared = {
  name: 'exam_answer_option_at_once',
  types: ['int', 'int', 'int', 'timestamptz', 'text', 'bigint'],
  text: `
    with t as (
      select t.id from exam_ticket t
      where t.id = (select ticket_id from exam_question where id = $1)
        and t.user_id = $2 and t.status = 'active' and t.deadline_at > $4::timestamptz and ($5::text is null or t.kind = $5::text)
      for share
    ), u as (
      update exam_question q set option_id = $3, seq = $6, answered_at = $4::timestamptz
      from t
      where q.id = $1 and q.ticket_id = t.id and q.nc_item_id is null and q.seq < $6
        and exists (select 1 from question_option o where o.id = $3 and o.question_id = q.question_id)
      returning q.option_id, q.seq
    )
    select option_id, seq from u`,
};

/** The common save in one round trip, or null when the long way has to decide (refuse, replay, finish, a typed answer). */
async function saveOptionAtOnce(db: Db, userId: number, body: AnswerBody, now: Date, kind: string | undefined): Promise<Saved | null> {
  if (body.option_id === undefined || body.pairs !== undefined || body.text !== undefined || !Number.isSafeInteger(body.seq)) return null;
  const [row] = await preparedRows<{ option_id: number; seq: string | number }>(db, SAVE_OPTION, [
    body.id,
    userId,
    body.option_id,
    now.toISOString(),
    kind ?? null,
    body.seq,
  ]);
  return row ? { id: body.id, option_id: Number(row.option_id), seq: Number(row.seq) } : null;
}

/**
 * Saves one answer: a new option answer at once (`saveOptionAtOnce`), else the long way. Under a share lock on the ticket row (finishing takes it exclusively), the
 * question must be the user's (404), the ticket active (409) and before its deadline (else it is
 * finished now and the save refused: 409), the answer one that fits the question (400): an option of
 * a topic-test question, or for a national-certificate item the option / pairs / text of its type.
 */
export async function saveAnswer(
  db: Db,
  userId: number,
  body: AnswerBody,
  now: Date,
  /** only a question of a ticket of this kind (POST /olympic/check-test: an olympiad's); others are 404 */
  kind?: (typeof examTicket.$inferSelect)['kind'],
): Promise<Saved> {
  const quick = await saveOptionAtOnce(db, userId, body, now, kind);
  if (quick) return quick;
  const outcome = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({
        ticket_id: examQuestion.ticket_id,
        question_id: examQuestion.question_id,
        nc_item_id: examQuestion.nc_item_id,
        option_order: examQuestion.option_order,
        user_id: examTicket.user_id,
        status: examTicket.status,
        deadline_at: examTicket.deadline_at,
      })
      .from(examQuestion)
      .innerJoin(examTicket, eq(examTicket.id, examQuestion.ticket_id))
      .where(and(eq(examQuestion.id, body.id), kind ? eq(examTicket.kind, kind) : undefined))
      .for('share', { of: examTicket });
    if (!row || row.user_id !== userId) throw new HttpError(404, 'QUESTION_NOT_FOUND', 'exams.question_not_found');
    if (row.status !== 'active') throw new HttpError(409, 'EXAM_FINISHED', 'exams.ticket_finished');
    if (row.deadline_at.getTime() <= now.getTime()) return { expired: row.ticket_id, saved: null };
    let change: { option_id: number } | { answer: NcAnswer };
    if (row.nc_item_id !== null) {
      const [item] = await tx.select({ type: ncItem.type, body: ncItem.body }).from(ncItem).where(eq(ncItem.id, row.nc_item_id));
      change = { answer: typedAnswer(item, row.option_order, body) };
    } else {
      if (body.option_id === undefined) throw typeInvalid();
      const [option] = await tx
        .select({ id: questionOption.id })
        .from(questionOption)
        .where(and(eq(questionOption.id, body.option_id), eq(questionOption.question_id, row.question_id!)));
      if (!option) throw new HttpError(400, 'VALIDATION_ERROR', 'exams.option_invalid', {}, {}, 'option_id');
      change = { option_id: body.option_id };
    }
    const returned = { option_id: examQuestion.option_id, answer: examQuestion.answer, seq: examQuestion.seq };
    const [updated] = await tx
      .update(examQuestion)
      .set({ ...change, seq: body.seq, answered_at: now })
      .where(and(eq(examQuestion.id, body.id), lt(examQuestion.seq, body.seq)))
      .returning(returned);
    const [current] = updated ? [updated] : await tx.select(returned).from(examQuestion).where(eq(examQuestion.id, body.id));
    if (row.nc_item_id === null) return { expired: null, saved: { id: body.id, option_id: current.option_id, seq: Number(current.seq) } };
    const shown = shownAnswer(current.answer, row.option_order);
    return {
      expired: null,
      saved: { id: body.id, option_id: shown.checked, pairs: shown.pairs, text: shown.answer_text, seq: Number(current.seq) },
    };
  });
  if (outcome.saved) return outcome.saved;
  // past the deadline: finished with what was saved before it, this answer refused
  await finishExam(db, userId, outcome.expired!, now);
  throw new HttpError(409, 'EXAM_DEADLINE', 'exams.deadline_passed');
}
