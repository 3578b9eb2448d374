// A running exam ticket (issue 13 item 1): what the exam screen shows — sections, questions with
// their options in the ticket's order and the saved answers, never which option is correct — and
// saving one answer, which may be changed until finish. Saves carry the client's sequence number:
// a larger one replaces the stored answer, an older or repeated one changes nothing, so saves that
// arrive twice or out of order (a dropped network, a re-send) end with the newest answer.
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { unixSeconds } from '@platform/shared/dates';
import type { ExamKind, ExamQuestion, ExamSection, ExamTicket } from '@platform/shared/exams';
import type { Locale } from '@platform/shared/contracts';
import type { Db } from '../../db/client';
import { examQuestion, examSection, examTicket, examWeight, question, questionOption, subject } from '../../db/schema';
import { HttpError } from '../../errors';
import { pick } from '../../i18n';
import { finishExam } from './service-finish';

export async function sectionsOf(db: Db, ticketId: number, locale: Locale): Promise<ExamSection[]> {
  const rows = await db
    .select({ s: examSection, name_uz: subject.name_uz, name_ru: subject.name_ru })
    .from(examSection)
    .innerJoin(subject, eq(subject.id, examSection.subject_id))
    .where(eq(examSection.ticket_id, ticketId))
    .orderBy(asc(examSection.position));
  return rows.map(({ s, ...names }) => ({
    id: s.id,
    subject_id: s.subject_id,
    name: pick(names, 'name', locale),
    role: s.role,
    question_count: s.question_count,
    points: s.points,
    minutes: s.minutes,
  }));
}

/** The ticket's questions in order; with `reveal` (a finished ticket only) the correct option too. */
export async function questionsOf(
  db: Db,
  ticketId: number,
  { reveal }: { reveal: boolean },
): Promise<(ExamQuestion & { is_true?: number })[]> {
  const rows = await db
    .select({ q: examQuestion, text: question.text, image: question.image })
    .from(examQuestion)
    .innerJoin(question, eq(question.id, examQuestion.question_id))
    .where(eq(examQuestion.ticket_id, ticketId))
    .orderBy(asc(examQuestion.position));
  const ids = rows.map((r) => r.q.question_id);
  const options = ids.length ? await db.select().from(questionOption).where(inArray(questionOption.question_id, ids)) : [];
  const byQuestion = new Map<number, Map<number, (typeof options)[number]>>();
  for (const o of options) {
    if (!byQuestion.has(o.question_id)) byQuestion.set(o.question_id, new Map());
    byQuestion.get(o.question_id)!.set(o.position, o);
  }
  return rows.map(({ q, text, image }) => {
    const own = byQuestion.get(q.question_id) ?? new Map();
    const shown = q.option_order.flatMap((position) => {
      const o = own.get(position);
      return o ? [o] : [];
    });
    return {
      id: q.id,
      question_id: q.question_id,
      section_id: q.section_id,
      position: q.position,
      text,
      image,
      options: shown.map((o) => ({ id: o.id, text: o.text, image: o.image })),
      checked: q.option_id,
      seq: Number(q.seq),
      ...(reveal ? { is_true: shown.find((o) => o.is_correct)?.id ?? 0 } : {}),
    };
  });
}

/**
 * The user's active ticket of `kind` as the exam screen shows it, or 404 when there is none. A
 * ticket past its deadline is finished here (with the answers saved before it) and answered with
 * `status: 'finished'`, so the screen goes to the result.
 */
export async function activeExam(db: Db, userId: number, kind: ExamKind, locale: Locale, now: Date): Promise<ExamTicket> {
  const [ticket] = await db
    .select()
    .from(examTicket)
    .where(and(eq(examTicket.user_id, userId), eq(examTicket.kind, kind), eq(examTicket.status, 'active')));
  if (!ticket) throw new HttpError(404, 'EXAM_NOT_FOUND', 'exams.no_active');
  const expired = ticket.deadline_at.getTime() <= now.getTime();
  if (expired) await finishExam(db, userId, ticket.id, now);
  const [weights] = await db
    .select({ name_uz: examWeight.name_uz, name_ru: examWeight.name_ru })
    .from(examWeight)
    .where(and(eq(examWeight.kind, ticket.kind), eq(examWeight.year, ticket.year)));
  return {
    id: ticket.id,
    kind: ticket.kind,
    status: expired ? 'finished' : 'active',
    name: weights ? pick(weights, 'name', locale) : ticket.kind,
    language_id: ticket.language_id,
    started_at: unixSeconds(ticket.started_at),
    deadline: ticket.deadline_at.getTime(),
    server_now: now.getTime(),
    sections: await sectionsOf(db, ticket.id, locale),
    questions: expired ? [] : await questionsOf(db, ticket.id, { reveal: false }),
  };
}

/**
 * Saves one answer. Under a share lock on the ticket row (finishing takes it exclusively), the
 * question must be the user's (404), the ticket active (409) and before its deadline (else it is
 * finished now and the save refused: 409), the option one of the question's (400).
 */
export async function saveAnswer(
  db: Db,
  userId: number,
  body: { id: number; option_id: number; seq: number },
  now: Date,
): Promise<{ id: number; option_id: number | null; seq: number }> {
  const outcome = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .select({
        ticket_id: examQuestion.ticket_id,
        question_id: examQuestion.question_id,
        user_id: examTicket.user_id,
        status: examTicket.status,
        deadline_at: examTicket.deadline_at,
      })
      .from(examQuestion)
      .innerJoin(examTicket, eq(examTicket.id, examQuestion.ticket_id))
      .where(eq(examQuestion.id, body.id))
      .for('share', { of: examTicket });
    if (!row || row.user_id !== userId) throw new HttpError(404, 'QUESTION_NOT_FOUND', 'exams.question_not_found');
    if (row.status !== 'active') throw new HttpError(409, 'EXAM_FINISHED', 'exams.ticket_finished');
    if (row.deadline_at.getTime() <= now.getTime()) return { expired: row.ticket_id, saved: null };
    const [option] = await tx
      .select({ id: questionOption.id })
      .from(questionOption)
      .where(and(eq(questionOption.id, body.option_id), eq(questionOption.question_id, row.question_id)));
    if (!option) throw new HttpError(400, 'VALIDATION_ERROR', 'exams.option_invalid', {}, {}, 'option_id');
    const [updated] = await tx
      .update(examQuestion)
      .set({ option_id: body.option_id, seq: body.seq, answered_at: now })
      .where(and(eq(examQuestion.id, body.id), lt(examQuestion.seq, body.seq)))
      .returning({ option_id: examQuestion.option_id, seq: examQuestion.seq });
    if (updated) return { expired: null, saved: { id: body.id, option_id: updated.option_id, seq: Number(updated.seq) } };
    const [current] = await tx
      .select({ option_id: examQuestion.option_id, seq: examQuestion.seq })
      .from(examQuestion)
      .where(eq(examQuestion.id, body.id));
    return { expired: null, saved: { id: body.id, option_id: current.option_id, seq: Number(current.seq) } };
  });
  if (outcome.saved) return outcome.saved;
  // past the deadline: finished with what was saved before it, this answer refused
  await finishExam(db, userId, outcome.expired!, now);
  throw new HttpError(409, 'EXAM_DEADLINE', 'exams.deadline_passed');
}
