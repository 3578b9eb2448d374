// The private-university exam (issue 13 item 6, ADR 015; SPEC §4 private test start, §7 POST
// /private-order {course_slug, university_slug}): a ticket of kind `private` whose sections are the
// program's subjects (question count and points from the program), drawn from each subject's
// topic-test pool in the program's language (the unseen first, ADR 040); the deadline is the server's (start + the program's
// minutes). Everything after the order — answers, finish, sweeper, result — is the engine's.
import { and, eq, sql } from 'drizzle-orm';
import { roundBall, type ExamOrder } from '@platform/shared/exams';
import type { Locale } from '@platform/shared/contracts';
import { inTransaction, type Db } from '../../db/client';
import { examQuestion, examSection, examTicket, subject, university, universityProgram } from '../../db/schema';
import { HttpError } from '../../errors';
import { pick } from '../../i18n';
import { shuffledOptions } from '../topic-tests/service-order';
import { finishExam } from './service-finish';
import { DIFFICULTY_SPREAD, drawSection, poolsOf } from './service-draw';

/** Starts the program's test, or continues the user's running private exam of the same program. */
export async function orderPrivateExam(
  db: Db,
  user: { userId: number; guestHash: string | null; locale: Locale },
  input: { courseSlug: string; universitySlug: string },
  now: Date,
): Promise<ExamOrder> {
  const [program] = await db
    .select({ p: universityProgram })
    .from(universityProgram)
    .innerJoin(university, eq(university.id, universityProgram.university_id))
    .where(and(eq(universityProgram.slug, input.courseSlug), eq(university.slug, input.universitySlug), eq(university.type, 'private')));
  if (!program) throw new HttpError(404, 'PROGRAM_NOT_FOUND', 'errors.program_not_found', {}, {}, 'course_slug');
  const p = program.p;
  if (!p.has_test) throw new HttpError(409, 'PROGRAM_HAS_NO_TEST', 'errors.program_has_no_test', {}, {}, 'course_slug');

  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`exam:u:${user.userId}`}))`);
    const [active] = await tx
      .select({ id: examTicket.id, deadline_at: examTicket.deadline_at, program_id: examTicket.program_id })
      .from(examTicket)
      .where(and(eq(examTicket.user_id, user.userId), eq(examTicket.kind, 'private'), eq(examTicket.status, 'active')));
    if (active && active.program_id === p.id && active.deadline_at.getTime() > now.getTime())
      return { is_allowed: true, ticket_id: active.id };
    // another program's running test (or one past its deadline) ends here: one private exam at a time
    if (active) await finishExam(tx, user.userId, active.id, now);

    const taken = new Set<number>();
    const drawn: { subjectId: number; count: number; points: number; ids: number[] }[] = [];
    // the unseen questions of each subject first, the topic mix kept (ADR 040); the first subject is block 1
    const pools = await poolsOf(tx, user, [...new Set(p.subjects.map((s) => s.subject_id))], p.language_id);
    for (const [position, s] of p.subjects.entries()) {
      const pool = (pools.get(s.subject_id) ?? []).filter((q) => !taken.has(q.id));
      if (pool.length < s.count) {
        const [row] = await tx.select().from(subject).where(eq(subject.id, s.subject_id));
        throw new HttpError(409, 'NOT_ENOUGH_QUESTIONS', 'exams.not_enough_questions', {
          subject: row ? pick(row, 'name', user.locale) : String(s.subject_id),
          have: pool.length,
          need: s.count,
        });
      }
      const ids = drawSection(pool, s.count, DIFFICULTY_SPREAD[position === 0 ? 'block1' : 'block2']);
      ids.forEach((id) => taken.add(id));
      drawn.push({ subjectId: s.subject_id, count: s.count, points: s.points, ids });
    }
    const [ticket] = await tx
      .insert(examTicket)
      .values({
        user_id: user.userId,
        kind: 'private',
        year: now.getUTCFullYear(),
        language_id: p.language_id,
        program_id: p.id,
        question_count: taken.size,
        max_ball: roundBall(drawn.reduce((sum, d) => sum + d.count * d.points, 0)),
        started_at: now,
        deadline_at: new Date(now.getTime() + p.minutes * 60_000),
      })
      .returning({ id: examTicket.id });
    const sections = await tx
      .insert(examSection)
      .values(
        drawn.map((d, position) => ({
          ticket_id: ticket.id,
          position,
          role: position === 0 ? 'block1' : 'block2',
          subject_id: d.subjectId,
          question_count: d.count,
          points: d.points,
          minutes: p.minutes,
        })),
      )
      .returning({ id: examSection.id, position: examSection.position });
    const sectionId = new Map(sections.map((s) => [s.position, s.id]));
    let position = 0;
    await tx.insert(examQuestion).values(
      drawn.flatMap((d, s) =>
        d.ids.map((questionId) => ({
          ticket_id: ticket.id,
          section_id: sectionId.get(s)!,
          position: position++,
          question_id: questionId,
          option_order: shuffledOptions(),
        })),
      ),
    );
    return { is_allowed: true, ticket_id: ticket.id };
  });
}
