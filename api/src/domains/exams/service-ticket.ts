// A running exam ticket (issue 13 item 1): what the exam screen shows — sections, questions with
// their options in the ticket's order and the saved answers, never which option is correct. Saving
// an answer: service-save.ts.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { NcAnswer, NcItemKey } from '@platform/shared/exams';
import { unixSeconds } from '@platform/shared/dates';
import type { ExamKind, ExamQuestion, ExamSection, ExamTicket } from '@platform/shared/exams';
import type { Locale } from '@platform/shared/contracts';
import type { Db } from '../../db/client';
import { examQuestion, examSection, examTicket, examWeight, ncItem, question, questionOption, subject } from '../../db/schema';
import { inScript, localized, pick } from '../../i18n';
import { finishExam, programOf } from './service-finish';
import { NC_SECTION_NAMES, ncExamName } from './service-natcert';

/** The join of a ticket's question row to its section (every question belongs to one). */
export const inItsSection = eq(examSection.id, examQuestion.section_id);

/**
 * A national-certificate item's answer ids are its ticket's own (issue 29): the options and the
 * right-hand column are numbered by where the ticket shows them (`option_order`, a random permutation
 * kept on the ticket row), never by their stored index — the stored order of a matching's right
 * column is its key, and an option's stored index is where its author put it. `order[shown] = stored`.
 */
export const storedOf = (order: number[], shown: number): number | undefined => order[shown];
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
    .innerJoin(examSection, inItsSection)
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
