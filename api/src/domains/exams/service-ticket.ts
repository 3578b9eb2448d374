// A running exam ticket (issue 13 item 1): what the exam screen shows — sections, questions with
// their options in the ticket's order and the saved answers, never which option is correct — and
// saving one answer, which may be changed until finish. Saves carry the client's sequence number:
// a larger one replaces the stored answer, an older or repeated one changes nothing, so saves that
// arrive twice or out of order (a dropped network, a re-send) end with the newest answer. A new
// option answer is one prepared statement (ADR 051); everything else goes the long way.
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { EXAM_SHORT_MAX, type NcAnswer, type NcItemKey } from '@platform/shared/exams';
import { unixSeconds } from '@platform/shared/dates';
import type { ExamKind, ExamQuestion, ExamSection, ExamTicket } from '@platform/shared/exams';
import type { Locale } from '@platform/shared/contracts';
import type { Db } from '../../db/client';
import { preparedRows, type Prepared } from '../../db/prepared';
import { examQuestion, examSection, examTicket, examWeight, ncItem, question, questionOption, subject } from '../../db/schema';
import { HttpError } from '../../errors';
import { inScript, localized, pick } from '../../i18n';
import { finishExam, programOf } from './service-finish';
import { NC_SECTION_NAMES, ncExamName } from './service-natcert';

/**
 * A national-certificate item's answer ids are its ticket's own (issue 29): the options and the
 * right-hand column are numbered by where the ticket shows them (`option_order`, a random permutation
 * kept on the ticket row), never by their stored index — the stored order of a matching's right
 * column is its key, and an option's stored index is where its author put it. `order[shown] = stored`.
 */
const storedOf = (order: number[], shown: number): number | undefined => order[shown];
const shownOf = (order: number[], stored: number): number => order.indexOf(stored);

/** A stored typed answer as the contract sends it: the option id (shown place + 1), the pairs (shown places), the text. */
export function shownAnswer(
  answer: NcAnswer | null,
  order: number[],
): {
  checked: number | null;
  pairs: (number | null)[] | null;
  answer_text: string | null;
} {
  return {
    checked: answer?.type === 'single' ? shownOf(order, answer.option) + 1 : null,
    pairs: answer?.type === 'matching' ? answer.pairs.map((p) => (p < 0 ? null : shownOf(order, p))) : null,
    answer_text: answer?.type === 'short' || answer?.type === 'essay' ? answer.text : null,
  };
}

export async function sectionsOf(db: Db, ticketId: number, locale: Locale): Promise<ExamSection[]> {
  const rows = await db
    .select({ s: examSection, name_uz: subject.name_uz, name_ru: subject.name_ru })
    .from(examSection)
    .innerJoin(subject, eq(subject.id, examSection.subject_id))
    .where(eq(examSection.ticket_id, ticketId))
    .orderBy(asc(examSection.position));
  // a national-certificate section is named by its item type; a type in two parts of the paper by its task numbers too
  const sameRole = (role: string) => rows.filter((r) => r.s.role === role).length;
  let first = 1;
  return rows.map(({ s, ...names }) => {
    const from = first;
    first += s.question_count;
    const typed = s.role in NC_SECTION_NAMES;
    const name = typed ? localized(NC_SECTION_NAMES[s.role as NcItemKey['type']], locale) : pick(names, 'name', locale);
    return {
      id: s.id,
      subject_id: s.subject_id,
      name: typed && sameRole(s.role) > 1 ? `${name} (${from}–${first - 1})` : name,
      role: s.role,
      question_count: s.question_count,
      points: s.points,
      minutes: s.minutes,
    };
  });
}

type ReviewedQuestion = ExamQuestion & {
  is_true?: number;
  /** with `reveal` only (a finished ticket): why the right option is right (ADR 039) */
  explanation?: string | null;
  is_correct?: boolean | null;
  key_pairs?: number[];
  key_answers?: string[];
  points?: number;
  score?: number | null;
};

/**
 * A national-certificate item of a ticket: its type's inputs and the saved answer; with `reveal` its
 * key, its explanation, its section's points and what the answer earned. An uz item in the locale's
 * script (uz-Cyrl: the Cyrillic the import wrote, docs/decisions/043).
 */
function ncQuestion(
  q: typeof examQuestion.$inferSelect,
  stored: typeof ncItem.$inferSelect,
  reveal: boolean,
  points: number,
  locale: Locale,
): ReviewedQuestion {
  const item = {
    ...stored,
    text: inScript(locale, stored.text, stored.text_cyrl),
    body: inScript(locale, stored.body, stored.body_cyrl),
    explanation: inScript(locale, stored.explanation, stored.explanation_cyrl),
  };
  const key = item.answer_key;
  const order = q.option_order;
  const saved = shownAnswer(q.answer ?? null, order);
  return {
    id: q.id,
    question_id: item.id,
    section_id: q.section_id,
    position: q.position,
    text: item.text,
    image: item.image,
    type: item.type,
    options: item.type === 'single' ? order.map((i, shown) => ({ id: shown + 1, text: item.body.options?.[i] ?? '', image: null })) : [],
    ...(item.type === 'matching'
      ? { left: item.body.left ?? [], right: order.map((i, shown) => ({ id: shown, text: item.body.right?.[i] ?? '' })) }
      : {}),
    ...(key.type === 'short' ? { numeric: key.numeric } : {}),
    checked: saved.checked,
    pairs: saved.pairs,
    answer_text: saved.answer_text,
    seq: Number(q.seq),
    ...(reveal
      ? {
          is_true: key.type === 'single' ? shownOf(order, key.correct) + 1 : 0,
          explanation: item.explanation,
          is_correct: q.is_correct,
          points,
          // two decimals (a third of a point); a ticket finished before scores were kept (ADR 042): all or nothing, as it was graded
          score: q.score !== null ? Math.round(q.score * 100) / 100 : q.is_correct === null ? null : q.is_correct ? points : 0,
          // left item i goes with the right item stored at i: its id is where this ticket shows it
          ...(key.type === 'matching' ? { key_pairs: Array.from({ length: key.size }, (_, i) => shownOf(order, i)) } : {}),
          ...(key.type === 'short' ? { key_answers: key.answers } : {}),
        }
      : {}),
  };
}

/** The ticket's questions in order; with `reveal` (a finished ticket only) the correct option (typed items: the key) too. */
export async function questionsOf(
  db: Db,
  ticketId: number,
  { reveal, locale }: { reveal: boolean; locale: Locale },
): Promise<ReviewedQuestion[]> {
  const rows = await db
    .select({
      q: examQuestion,
      text: question.text,
      text_cyrl: question.text_cyrl,
      image: question.image,
      explanation: question.explanation,
      explanation_cyrl: question.explanation_cyrl,
      item: ncItem,
      points: examSection.points,
    })
    .from(examQuestion)
    .innerJoin(examSection, eq(examSection.id, examQuestion.section_id))
    .leftJoin(question, eq(question.id, examQuestion.question_id))
    .leftJoin(ncItem, eq(ncItem.id, examQuestion.nc_item_id))
    .where(eq(examQuestion.ticket_id, ticketId))
    .orderBy(asc(examQuestion.position));
  const ids = rows.flatMap((r) => (r.q.question_id === null ? [] : [r.q.question_id]));
  const options = ids.length ? await db.select().from(questionOption).where(inArray(questionOption.question_id, ids)) : [];
  const byQuestion = new Map<number, Map<number, (typeof options)[number]>>();
  for (const o of options) {
    if (!byQuestion.has(o.question_id)) byQuestion.set(o.question_id, new Map());
    byQuestion.get(o.question_id)!.set(o.position, o);
  }
  return rows.map(({ q, text, text_cyrl, image, explanation, explanation_cyrl, item, points }) => {
    if (item) return ncQuestion(q, item, reveal, points, locale);
    const own = byQuestion.get(q.question_id!) ?? new Map();
    const shown = q.option_order.flatMap((position) => {
      const o = own.get(position);
      return o ? [o] : [];
    });
    return {
      id: q.id,
      question_id: q.question_id!,
      section_id: q.section_id,
      position: q.position,
      text: inScript(locale, text ?? '', text_cyrl),
      image,
      options: shown.map((o) => ({ id: o.id, text: inScript(locale, o.text, o.text_cyrl), image: o.image })),
      checked: q.option_id,
      seq: Number(q.seq),
      ...(reveal
        ? { is_true: shown.find((o) => o.is_correct)?.id ?? 0, explanation: inScript(locale, explanation, explanation_cyrl) }
        : {}),
    };
  });
}

/**
 * The user's active ticket of `kind` as the exam screen shows it, or null when there is none (not an
 * error: every start page asks, ADR 046). A
 * ticket past its deadline is finished here (with the answers saved before it) and answered with
 * `status: 'finished'`, so the screen goes to the result.
 */
export async function activeExam(db: Db, userId: number, kind: ExamKind, locale: Locale, now: Date): Promise<ExamTicket | null> {
  const [ticket] = await db
    .select()
    .from(examTicket)
    .where(and(eq(examTicket.user_id, userId), eq(examTicket.kind, kind), eq(examTicket.status, 'active')));
  if (!ticket) return null;
  const expired = ticket.deadline_at.getTime() <= now.getTime();
  if (expired) await finishExam(db, userId, ticket.id, now);
  const [weights] = await db
    .select({ name_uz: examWeight.name_uz, name_ru: examWeight.name_ru })
    .from(examWeight)
    .where(and(eq(examWeight.kind, ticket.kind), eq(examWeight.year, ticket.year)));
  // a private-university exam is named by its program
  const program = await programOf(db, ticket.program_id, 0, locale, userId);
  return {
    id: ticket.id,
    kind,
    status: expired ? 'finished' : 'active',
    name: await examName(db, ticket, weights, program, locale),
    language_id: ticket.language_id,
    started_at: unixSeconds(ticket.started_at),
    deadline: ticket.deadline_at.getTime(),
    server_now: now.getTime(),
    sections: await sectionsOf(db, ticket.id, locale),
    questions: expired ? [] : await questionsOf(db, ticket.id, { reveal: false, locale }),
  };
}

/** A ticket's name: a private-university exam's program, a national certificate's subject, else its weights row. */
export async function examName(
  db: Db,
  ticket: { kind: string; block1_id: number | null },
  weights: { name_uz: string; name_ru: string } | undefined,
  program: { program_name: string } | null,
  locale: Locale,
): Promise<string> {
  if (program) return program.program_name;
  if (ticket.kind === 'natcert') {
    const [row] = ticket.block1_id === null ? [] : await db.select().from(subject).where(eq(subject.id, ticket.block1_id));
    return ncExamName(locale, row ? pick(row, 'name', locale) : null);
  }
  return weights ? pick(weights, 'name', locale) : ticket.kind;
}

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
  const outcome = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
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
