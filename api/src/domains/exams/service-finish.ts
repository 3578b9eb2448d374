// Finishing a timed exam and its result (issue 13 items 1 and 5). Finishing locks the ticket row,
// so no answer save (which holds a share lock on it) can slip in between the last answer and the
// score; the ticket ends at the earlier of now and its deadline. Finishing again changes nothing.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  estimatedCertificateScore,
  gradeNcItem,
  nationalCertificateLevel,
  NC_ITEM_TYPES,
  roundBall,
  scoreNcItem,
  type ExamKind,
  type ExamResult,
} from '@platform/shared/exams';
import { unixSeconds } from '@platform/shared/dates';
import type { Locale } from '@platform/shared/contracts';
import { inTransaction, type Db } from '../../db/client';
import {
  admission,
  direction,
  examQuestion,
  examSection,
  examTicket,
  examWeight,
  ncItem,
  questionOption,
  university,
  programApplication,
  universityProgram,
} from '../../db/schema';
import { rowsOf } from '../../db/sql';
import { HttpError } from '../../errors';
import { pick } from '../../i18n';
import { queueMistakes, type QueueItem } from '../review/service-queue';
import { examName, inItsSection, questionsOf, sectionsOf } from './service-ticket';
import { examStanding } from './service-standing';

export const ticketNotFound = () => new HttpError(404, 'EXAM_NOT_FOUND', 'exams.ticket_not_found');

/** Finishes the user's ticket (404 for another's); returns its id. Safe to call again. */
export async function finishExam(db: Db, userId: number, ticketId: number, now: Date): Promise<number> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({
        id: examTicket.id,
        user_id: examTicket.user_id,
        kind: examTicket.kind,
        status: examTicket.status,
        deadline_at: examTicket.deadline_at,
      })
      .from(examTicket)
      .where(eq(examTicket.id, ticketId))
      .for('update');
    if (!row || row.user_id !== userId) throw ticketNotFound();
    if (row.status === 'finished') return row.id;
    await tx.execute(
      sql`update ${examQuestion} q set is_correct = coalesce((select o.is_correct from ${questionOption} o where o.id = q.option_id and o.question_id = q.question_id), false)
          where q.ticket_id = ${ticketId} and q.question_id is not null`,
    );
    // national-certificate items by the shared grader (an essay: null, not auto-graded), with the
    // points each answer earned: a matching of a "per-pair" section its share per right pair (ADR 042)
    const typed = await tx
      .select({
        id: examQuestion.id,
        section_id: examQuestion.section_id,
        answer: examQuestion.answer,
        key: ncItem.answer_key,
        points: examSection.points,
        partial: examSection.partial,
      })
      .from(examQuestion)
      .innerJoin(ncItem, eq(ncItem.id, examQuestion.nc_item_id))
      .innerJoin(examSection, inItsSection)
      .where(eq(examQuestion.ticket_id, ticketId));
    /** section id → the points its typed items earned */
    const earned = new Map<number, number>();
    for (const q of typed) {
      const answer = q.answer ?? null;
      const score = scoreNcItem(q.key, answer, q.points, q.partial);
      earned.set(q.section_id, (earned.get(q.section_id) ?? 0) + (score ?? 0));
      await tx
        .update(examQuestion)
        .set({ is_correct: gradeNcItem(q.key, answer), score })
        .where(eq(examQuestion.id, q.id));
    }
    await tx.execute(
      sql`update ${examSection} s set
            correct_count = (select count(*) from ${examQuestion} q where q.section_id = s.id and q.is_correct),
            answered_count = (select count(*) from ${examQuestion} q where q.section_id = s.id
              and (q.option_id is not null or (q.answer is not null and coalesce(q.answer->>'text', 'x') <> '')))
          where s.ticket_id = ${ticketId}`,
    );
    const sections = await tx
      .select({ id: examSection.id, correct: examSection.correct_count, points: examSection.points })
      .from(examSection)
      .where(eq(examSection.ticket_id, ticketId));
    const ball = roundBall(sections.reduce((sum, s) => sum + (earned.get(s.id) ?? Number(s.correct ?? 0) * s.points), 0));
    const finishedAt = new Date(Math.min(now.getTime(), row.deadline_at.getTime()));
    await tx.update(examTicket).set({ status: 'finished', ball, finished_at: finishedAt }).where(eq(examTicket.id, ticketId));
    // its wrong and unanswered questions join the learner's review queue (ADR 044); an olympiad's do not
    // while it runs (its answers stay hidden until it ends)
    if (row.kind !== 'olympiad') await queueExamMistakes(tx, row.user_id, ticketId, now);
    return row.id;
  });
}

/**
 * The questions of a finished exam answered wrong or not at all: the topic-test pool's questions, and
 * the national certificate's single-choice items (the review page shows single choices only).
 */
async function queueExamMistakes(tx: Db, userId: number, ticketId: number, now: Date): Promise<void> {
  const missed = await tx
    .select({
      question_id: examQuestion.question_id,
      nc_item_id: examQuestion.nc_item_id,
      nc_type: ncItem.type,
      subject_id: examSection.subject_id,
    })
    .from(examQuestion)
    .innerJoin(examSection, inItsSection)
    .leftJoin(ncItem, eq(ncItem.id, examQuestion.nc_item_id))
    .where(and(eq(examQuestion.ticket_id, ticketId), sql`${examQuestion.is_correct} is not true`));
  const items: QueueItem[] = missed.flatMap((m): QueueItem[] => {
    if (m.question_id !== null) return [{ kind: 'question', id: m.question_id, subject_id: m.subject_id }];
    if (m.nc_item_id !== null && m.nc_type === 'single') return [{ kind: 'nc', id: m.nc_item_id, subject_id: m.subject_id }];
    return [];
  });
  await queueMistakes(tx, { userId, guestHash: null }, items, now, 'exam');
}

/** Directions of the seeded universities whose last grant or contract score `ball` reaches, for the pair and language. */
async function passableDirections(db: Db, ticket: typeof examTicket.$inferSelect, ball: number, locale: Locale) {
  if (ticket.kind === 'block' || ticket.block2_id === null || ticket.block1_id === null) return [];
  const rows = await rowsOf<{
    u_uz: string;
    u_ru: string;
    slug: string;
    type: 'public' | 'private';
    d_uz: string;
    d_ru: string;
    grant_ball: number | null;
    contract_ball: number | null;
  }>(
    db,
    sql`select distinct on (u.id, d.id) u.name_uz as u_uz, u.name_ru as u_ru, u.slug, u.type, d.name_uz as d_uz, d.name_ru as d_ru, a.grant_ball, a.contract_ball
        from ${admission} a join ${direction} d on d.id = a.direction_id join ${university} u on u.id = a.university_id
        where d.subject_1_id = ${ticket.block1_id} and d.subject_2_id = ${ticket.block2_id} and a.language_id = ${ticket.language_id}
          and a.year = (select max(a2.year) from ${admission} a2 where a2.direction_id = a.direction_id and a2.university_id = a.university_id)
          and (a.grant_ball <= ${ball} or a.contract_ball <= ${ball})
        order by u.id, d.id, a.grant_ball nulls last
        limit 50`,
  );
  return rows
    .map((r) => {
      const grantBall = r.grant_ball === null ? null : Number(r.grant_ball);
      return {
        university_name: pick({ name_uz: r.u_uz, name_ru: r.u_ru }, 'name', locale),
        university_slug: r.slug,
        university_type: r.type,
        direction_name: pick({ name_uz: r.d_uz, name_ru: r.d_ru }, 'name', locale),
        grant_ball: grantBall,
        contract_ball: r.contract_ball === null ? null : Number(r.contract_ball),
        grant: grantBall !== null && grantBall <= ball,
      };
    })
    .sort((a, b) => Number(b.grant) - Number(a.grant) || a.university_name.localeCompare(b.university_name));
}

/** The result of a finished ticket with every question's correct option; 409 while it runs (past its deadline: finished now). */
export async function examResult(db: Db, userId: number, ticketId: number, locale: Locale, now: Date): Promise<ExamResult> {
  let [ticket] = await db.select().from(examTicket).where(eq(examTicket.id, ticketId));
  if (!ticket || ticket.user_id !== userId) throw ticketNotFound();
  // an olympiad's correct answers wait for the olympiad's end (domains/olympiads, ownReview)
  if (ticket.kind === 'olympiad') throw ticketNotFound();
  if (ticket.status === 'active') {
    if (ticket.deadline_at.getTime() > now.getTime()) throw new HttpError(409, 'EXAM_NOT_FINISHED', 'exams.not_finished');
    await finishExam(db, userId, ticketId, now);
    [ticket] = await db.select().from(examTicket).where(eq(examTicket.id, ticketId));
  }
  const [weights] = await db
    .select({ name_uz: examWeight.name_uz, name_ru: examWeight.name_ru })
    .from(examWeight)
    .where(and(eq(examWeight.kind, ticket.kind), eq(examWeight.year, ticket.year)));
  const sections = await sectionsOf(db, ticketId, locale);
  const counts = await db
    .select({ id: examSection.id, correct: examSection.correct_count, answered: examSection.answered_count })
    .from(examSection)
    .where(eq(examSection.ticket_id, ticketId))
    .orderBy(asc(examSection.position));
  const byId = new Map(counts.map((c) => [c.id, c]));
  // the points the typed items of a section earned (none: a topic-test section, an essay, a ticket finished before ADR 042)
  const earned = new Map(
    (
      await db
        .select({ section_id: examQuestion.section_id, sum: sql<number | string>`sum(${examQuestion.score})` })
        .from(examQuestion)
        .where(and(eq(examQuestion.ticket_id, ticketId), isNotNull(examQuestion.score)))
        .groupBy(examQuestion.section_id)
    ).map((r) => [r.section_id, Number(r.sum)]),
  );
  /** a section's points: what its items earned, or its right answers × its points */
  const sectionBall = (s: { id: number; points: number }) => roundBall(earned.get(s.id) ?? Number(byId.get(s.id)?.correct ?? 0) * s.points);
  const kind = ticket.kind as ExamKind;
  const ball = ticket.ball ?? 0;
  const finishedAt = ticket.finished_at ?? now;
  const score = estimatedCertificateScore(ball, ticket.max_ball);
  const certificate =
    ticket.kind === 'natcert'
      ? {
          score,
          level: nationalCertificateLevel(score),
          // one row per item type (a type in two parts of the paper: their sums)
          by_type: NC_ITEM_TYPES.flatMap((type) => {
            const own = sections.filter((s) => s.role === type);
            if (!own.length) return [];
            const sum = (f: (s: (typeof own)[number]) => number) => own.reduce((n, s) => n + f(s), 0);
            return [
              {
                type,
                count: sum((s) => s.question_count),
                correct: sum((s) => Number(byId.get(s.id)?.correct ?? 0)),
                answered: sum((s) => Number(byId.get(s.id)?.answered ?? 0)),
                ball: type === 'essay' ? null : roundBall(sum(sectionBall)),
                max_ball: roundBall(sum((s) => s.question_count * s.points)),
              },
            ];
          }),
        }
      : undefined;
  const [program, standing] = await Promise.all([
    programOf(db, ticket.program_id, ball, locale, userId),
    examStanding(db, ticket, locale, now),
  ]);
  return {
    id: ticket.id,
    kind,
    type: kind === 'block' ? 'virtual' : kind === 'private' ? 'university' : kind,
    name: await examName(db, ticket, weights, program, locale),
    ball,
    max_ball: ticket.max_ball,
    started_at: unixSeconds(ticket.started_at),
    finished_at: unixSeconds(finishedAt),
    seconds_used: Math.max(0, Math.round((finishedAt.getTime() - ticket.started_at.getTime()) / 1000)),
    sections: sections.map((s) => {
      const c = byId.get(s.id);
      const correct = Number(c?.correct ?? 0);
      return {
        ...s,
        correct,
        answered: Number(c?.answered ?? 0),
        ball: sectionBall(s),
        max_ball: roundBall(s.question_count * s.points),
      };
    }),
    questions: (await questionsOf(db, ticketId, { reveal: true, locale })).map((q) => ({
      ...q,
      is_true: q.is_true ?? 0,
      explanation: q.explanation ?? null,
    })),
    directions: await passableDirections(db, ticket, ball, locale),
    ...(certificate ? { certificate } : {}),
    ...(program ? { university: program } : {}),
    ...(standing ? { standing } : {}),
  };
}

/** A private-university exam's program with its passing score, and whether `ball` reaches it (null: no score published). */
export async function programOf(db: Db, programId: number | null, ball: number, locale: Locale, userId: number) {
  if (programId === null) return null;
  const [application] = await db
    .select({ id: programApplication.id })
    .from(programApplication)
    .where(and(eq(programApplication.program_id, programId), eq(programApplication.user_id, userId)));
  const [row] = await db
    .select({ p: universityProgram, u_uz: university.name_uz, u_ru: university.name_ru, slug: university.slug })
    .from(universityProgram)
    .innerJoin(university, eq(university.id, universityProgram.university_id))
    .where(eq(universityProgram.id, programId));
  if (!row) return null;
  const passing = row.p.passing_score;
  return {
    program_id: row.p.id,
    program_name: pick(row.p, 'name', locale),
    university_name: pick({ name_uz: row.u_uz, name_ru: row.u_ru }, 'name', locale),
    university_slug: row.slug,
    passing_score: passing,
    passed: passing === null ? null : ball >= passing,
    application_id: application?.id ?? null,
  };
}
