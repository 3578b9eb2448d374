// A running olympiad attempt (issue 17 item 3; SPEC §4 auto-finish, §5 "Olympic"): the exam screen
// of the caller's attempt, its finish on the exam engine with the figures the ranking reads copied
// to the participation, and the sweep of attempts past their deadline. The start: service-take.ts.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { unixSeconds } from '@platform/shared/dates';
import { roundBall } from '@platform/shared/exams';
import type { OlympiadTicket } from '@platform/shared/olympiads';
import type { Locale } from '@platform/shared/contracts';
import type { Db } from '../../db/client';
import { examSection, examTicket, olympiad, olympiadParticipation } from '../../db/schema';
import { at, rowsOf } from '../../db/sql';
import { HttpError } from '../../errors';
import { pick } from '../../i18n';
import { finishExam } from '../exams/service-finish';
import { questionsOf, sectionsOf } from '../exams/service-ticket';
import type { SectionStat } from './schema';

export const ticketNotFound = () => new HttpError(404, 'OLYMPIAD_TICKET_NOT_FOUND', 'olympiads.ticket_not_found');

/**
 * The caller's running attempt in the olympiad of a combination, as the exam screen shows it (never
 * the correct option). Past its deadline it is finished here and answered `status: 'finished'`.
 */
export async function olympiadTicket(db: Db, userId: number, courseId: number, locale: Locale, now: Date): Promise<OlympiadTicket> {
  const [row] = await db
    .select({ p: olympiadParticipation, o: olympiad, t: examTicket })
    .from(olympiadParticipation)
    .innerJoin(olympiad, eq(olympiad.id, olympiadParticipation.olympiad_id))
    .innerJoin(examTicket, eq(examTicket.id, olympiadParticipation.ticket_id))
    .where(and(eq(olympiadParticipation.course_id, courseId), eq(olympiadParticipation.user_id, userId)));
  if (!row) throw ticketNotFound();
  const expired = row.t.status === 'finished' || row.t.deadline_at.getTime() <= now.getTime();
  if (expired) await finishParticipation(db, userId, row.t.id, now);
  return {
    id: row.t.id,
    kind: 'olympiad',
    olympic_id: row.o.id,
    status: expired ? 'finished' : 'active',
    name: pick(row.o, 'name', locale),
    language_id: row.t.language_id,
    started_at: unixSeconds(row.t.started_at),
    deadline: row.t.deadline_at.getTime(),
    server_now: now.getTime(),
    sections: await sectionsOf(db, row.t.id, locale),
    questions: expired ? [] : await questionsOf(db, row.t.id, { reveal: false, locale }),
  };
}

/**
 * Finishes the attempt on its exam ticket (idempotent; never later than the deadline) and copies
 * the score, time used and per-section figures to the participation for the ranking. Answers the
 * olympiad's id; 404 for another user's ticket.
 */
export async function finishParticipation(db: Db, userId: number, ticketId: number, now: Date): Promise<number> {
  const [p] = await db.select().from(olympiadParticipation).where(eq(olympiadParticipation.ticket_id, ticketId));
  if (!p || p.user_id !== userId) throw ticketNotFound();
  if (p.finished_at) return p.olympiad_id;
  await finishExam(db, userId, ticketId, now);
  const [t] = await db.select().from(examTicket).where(eq(examTicket.id, ticketId));
  const sections = await db.select().from(examSection).where(eq(examSection.ticket_id, ticketId)).orderBy(asc(examSection.position));
  const stats: SectionStat[] = sections.map((s) => ({
    subject_id: s.subject_id,
    required: s.role === 'mandatory',
    correct: Number(s.correct_count ?? 0),
    count: s.question_count,
    obtained: roundBall(Number(s.correct_count ?? 0) * s.points),
    max: roundBall(s.question_count * s.points),
  }));
  const finishedAt = t.finished_at ?? new Date(Math.min(now.getTime(), t.deadline_at.getTime()));
  await db
    .update(olympiadParticipation)
    .set({
      finished_at: finishedAt,
      score: t.ball ?? 0,
      correct_count: stats.reduce((n, s) => n + s.correct, 0),
      time_used_ms: Math.max(0, finishedAt.getTime() - p.started_at.getTime()),
      section_stats: stats,
    })
    .where(and(eq(olympiadParticipation.id, p.id), isNull(olympiadParticipation.finished_at)));
  return p.olympiad_id;
}

/**
 * Finishes attempts past their deadline, and copies results of tickets finished elsewhere (the exam
 * sweeper): run by the olympiad sweeper and before a ranking or statistics are read.
 */
export async function settleOverdue(db: Db, now: Date, olympiadId?: number, limit = 500): Promise<number> {
  const rows = await rowsOf<{ user_id: number; ticket_id: number }>(
    db,
    sql`select p.user_id, p.ticket_id from ${olympiadParticipation} p join ${examTicket} t on t.id = p.ticket_id
        where p.finished_at is null and (p.deadline_at <= ${at(now)} or t.status = 'finished')
        ${olympiadId === undefined ? sql`` : sql`and p.olympiad_id = ${olympiadId}`}
        limit ${limit}`,
  );
  for (const r of rows) await finishParticipation(db, Number(r.user_id), Number(r.ticket_id), now);
  return rows.length;
}
