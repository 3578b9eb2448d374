// Taking part in an olympiad (issue 17 item 3; SPEC §4 start and auto-finish, §5 "Olympic"): the
// start makes one participation per user (a unique constraint, so concurrent starts end with one)
// and an exam ticket of kind "olympiad" on the exam engine — the same screen, server deadline, seq-
// ordered answer saves (POST /exam/answer) and finish. The deadline is the earlier of start + the
// combination's minutes and the olympiad's end; past it the attempt is finished with what was saved
// (service-attempt.ts: the running attempt's screen, its finish and the overdue sweep).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { roundBall } from '@platform/shared/exams';
import { COMBINATION_TYPES, olympiadStatus, participationDeadline } from '@platform/shared/olympiads';
import { inTransaction, type Db } from '../../db/client';
import {
  examQuestion,
  examSection,
  examTicket,
  olympiad,
  olympiadCourse,
  olympiadParticipation,
  olympiadQuestion,
  olympiadSection,
} from '../../db/schema';
import { preparedRows, type Prepared } from '../../db/prepared';
import { isUniqueViolation } from '../../db/sql';
import { HttpError } from '../../errors';
import { shuffledOptions } from '../topic-tests/service-order';
import { finishParticipation } from './service-attempt';

export const olympiadNotFound = () => new HttpError(404, 'OLYMPIAD_NOT_FOUND', 'olympiads.not_found');
const alreadyParticipated = () => new HttpError(409, 'OLYMPIAD_ALREADY_PARTICIPATED', 'olympiads.already_participated');

export async function olympiadRow(db: Db, id: number) {
  const [row] = await db.select().from(olympiad).where(eq(olympiad.id, id));
  if (!row) throw olympiadNotFound();
  return row;
}

/**
 * An olympiad's definition — its row, combinations, sections and drawn questions — which nothing
 * changes after `npm run olympiad -- create`: read once per DEFINITION_MS per database, so a
 * minute-start of thousands reads it a few times instead of four statements per start (ADR 019).
 */
const DEFINITION_MS = 5000;
type Definition = Awaited<ReturnType<typeof readDefinition>>;
const definitions = new WeakMap<Db, Map<number, { until: number; value: Promise<Definition> }>>();

async function readDefinition(db: Db, id: number) {
  const o = await olympiadRow(db, id);
  const [courses, sections] = [
    await db.select().from(olympiadCourse).where(eq(olympiadCourse.olympiad_id, id)).orderBy(asc(olympiadCourse.position)),
    await db
      .select()
      .from(olympiadSection)
      .where(eq(olympiadSection.olympiad_id, id))
      .orderBy(sql`${olympiadSection.course_id} is not null`, asc(olympiadSection.position)),
  ];
  const questions = sections.length
    ? await db
        .select()
        .from(olympiadQuestion)
        .where(
          inArray(
            olympiadQuestion.section_id,
            sections.map((s) => s.id),
          ),
        )
    : [];
  return { o, courses, sections, questions };
}

function olympiadDefinition(db: Db, id: number): Promise<Definition> {
  let byId = definitions.get(db);
  if (!byId) definitions.set(db, (byId = new Map()));
  const known = byId.get(id);
  if (known && known.until > Date.now()) return known.value;
  const value = readDefinition(db, id);
  byId.set(id, { until: Date.now() + DEFINITION_MS, value });
  // a failure (404, a dropped connection) is not remembered
  value.catch(() => byId.delete(id));
  return value;
}

/**
 * A first start in one statement (ADR 051): the exam ticket, its sections and questions and the
 * participation pointing at it, inserted together. $1 the olympiad, $2 the user, $3 the combination,
 * $4 now, $5 the deadline, $6 the maximum score, $7 the question count, $8 the ticket's year, $9 its
 * language, $10 the sections and $11 the questions (JSON). Nothing is written — no row comes back —
 * when the user has a participation of this olympiad already or an active olympiad ticket (the
 * ticket's one-active-per-kind index: a running attempt, one past its deadline, a start of the same
 * user at the same moment); the long way then refuses or finishes the old attempt first.
 */
const START: Prepared = {
  name: 'olympiad_start_at_once',
  types: ['int', 'int', 'int', 'timestamptz', 'timestamptz', 'text', 'int', 'int', 'int', 'text', 'text'],
  text: `
    with t as (
      insert into exam_ticket (user_id, kind, year, language_id, question_count, max_ball, started_at, deadline_at)
      select $2, 'olympiad', $8, $9, $7, $6::real, $4::timestamptz, $5::timestamptz
      where not exists (select 1 from olympiad_participation where olympiad_id = $1 and user_id = $2)
      on conflict do nothing
      returning id
    ), s as (
      insert into exam_section (ticket_id, position, role, subject_id, question_count, points, minutes)
      select t.id, x.position, x.role, x.subject_id, x.question_count, x.points, x.minutes
      from t cross join jsonb_to_recordset($10::jsonb) as x(position smallint, role varchar, subject_id int, question_count smallint, points real, minutes smallint)
      returning id, position
    ), q as (
      insert into exam_question (ticket_id, section_id, position, question_id, option_order)
      select t.id, s.id, x.position, x.question_id, x.option_order
      from t cross join jsonb_to_recordset($11::jsonb) as x(section smallint, position smallint, question_id int, option_order smallint[])
      join s on s.position = x.section
    ), p as (
      insert into olympiad_participation (olympiad_id, user_id, course_id, started_at, deadline_at, max_score, question_count, ticket_id)
      select $1, $2, $3, $4::timestamptz, $5::timestamptz, $6::real, $7, t.id from t
      returning id
    )
    select t.id as ticket_id from t, p`,
};

/**
 * Starts the user's participation: 409 before the start or after the end, 409
 * OLYMPIAD_ALREADY_PARTICIPATED for a second start (also when 50 arrive at once: the unique
 * constraint keeps one), 400 without the combination (dtm / fixed_subjects) or with another
 * olympiad's. A user runs one olympiad attempt at a time.
 */
export async function startOlympiad(
  db: Db,
  userId: number,
  input: { olympiadId: number; courseId?: number },
  now: Date,
): Promise<{ ticket_id: number; olympic_course_id: number; deadline: number }> {
  const definition = await olympiadDefinition(db, input.olympiadId);
  const { o, courses } = definition;
  const status = olympiadStatus(o.starts_at.getTime(), o.ends_at.getTime(), now.getTime());
  if (status === 'inactive') throw new HttpError(409, 'OLYMPIAD_NOT_STARTED', 'olympiads.not_started');
  if (status === 'finished') throw new HttpError(409, 'OLYMPIAD_ENDED', 'olympiads.ended');
  const alreadyIn = async () => {
    const [already] = await db
      .select({ id: olympiadParticipation.id })
      .from(olympiadParticipation)
      .where(and(eq(olympiadParticipation.olympiad_id, o.id), eq(olympiadParticipation.user_id, userId)));
    if (already) throw alreadyParticipated();
  };
  // a second start is refused before its combination is looked at
  if (input.courseId === undefined && (COMBINATION_TYPES.includes(o.type) || courses.length !== 1)) {
    await alreadyIn();
    throw new HttpError(400, 'VALIDATION_ERROR', 'olympiads.course_required', {}, {}, 'olympic_course_id');
  }
  const course = input.courseId === undefined ? courses[0] : courses.find((c) => c.id === input.courseId);
  if (!course) {
    await alreadyIn();
    throw new HttpError(400, 'VALIDATION_ERROR', 'olympiads.course_invalid', {}, {}, 'olympic_course_id');
  }

  // the required sections first, then the combination's, each in its position (the definition's order)
  const sections = definition.sections.filter((s) => s.course_id === null || s.course_id === course.id);
  const questionCount = sections.reduce((n, s) => n + s.question_count, 0);
  const maxBall = roundBall(sections.reduce((sum, s) => sum + s.question_count * s.points, 0));
  const deadline = new Date(participationDeadline(now.getTime(), course.minutes, o.ends_at.getTime()));
  // the olympiad's questions in its order, the options in an order of this ticket's own
  const order = new Map(sections.map((s, i) => [s.id, i]));
  const drawn = definition.questions
    .filter((q) => order.has(q.section_id))
    .sort((a, b) => order.get(a.section_id)! - order.get(b.section_id)! || a.position - b.position)
    .map((q, position) => ({ section: order.get(q.section_id)!, position, question_id: q.question_id, option_order: shuffledOptions() }));
  const examSections = sections.map((s, position) => ({
    position,
    role: s.course_id === null ? 'mandatory' : 'course',
    subject_id: s.subject_id,
    question_count: s.question_count,
    points: s.points,
    minutes: course.minutes,
  }));
  const started = { ticket_id: 0, olympic_course_id: course.id, deadline: deadline.getTime() };

  try {
    const [fresh] = await preparedRows<{ ticket_id: number }>(db, START, [
      o.id,
      userId,
      course.id,
      now.toISOString(),
      deadline.toISOString(),
      String(maxBall),
      questionCount,
      o.starts_at.getUTCFullYear(),
      o.language_id,
      JSON.stringify(examSections),
      JSON.stringify(drawn),
    ]);
    if (fresh) return { ...started, ticket_id: Number(fresh.ticket_id) };
  } catch (error) {
    // a participation made meanwhile by another way: the long way answers it
    if (!isUniqueViolation(error)) throw error;
  }

  await alreadyIn();

  // an earlier olympiad attempt past its deadline is finished first (the exam ticket is one per kind)
  const [running] = await db
    .select({ id: olympiadParticipation.id, ticket_id: examTicket.id, deadline_at: examTicket.deadline_at })
    .from(examTicket)
    .leftJoin(olympiadParticipation, eq(olympiadParticipation.ticket_id, examTicket.id))
    .where(and(eq(examTicket.user_id, userId), eq(examTicket.kind, 'olympiad'), eq(examTicket.status, 'active')));
  if (running && running.deadline_at.getTime() <= now.getTime()) await finishParticipation(db, userId, running.ticket_id, now);

  return inTransaction(db, async (tx) => {
    const [participation] = await tx
      .insert(olympiadParticipation)
      .values({
        olympiad_id: o.id,
        user_id: userId,
        course_id: course.id,
        started_at: now,
        deadline_at: deadline,
        max_score: maxBall,
        question_count: questionCount,
      })
      .onConflictDoNothing()
      .returning({ id: olympiadParticipation.id });
    if (!participation) throw alreadyParticipated();
    const [other] = await tx
      .select({ id: examTicket.id })
      .from(examTicket)
      .where(and(eq(examTicket.user_id, userId), eq(examTicket.kind, 'olympiad'), eq(examTicket.status, 'active')));
    if (other) throw new HttpError(409, 'OLYMPIAD_OTHER_RUNNING', 'olympiads.other_running');

    const [ticket] = await tx
      .insert(examTicket)
      .values({
        user_id: userId,
        kind: 'olympiad',
        year: o.starts_at.getUTCFullYear(),
        language_id: o.language_id,
        question_count: questionCount,
        max_ball: maxBall,
        started_at: now,
        deadline_at: deadline,
      })
      .returning({ id: examTicket.id });
    const made = await tx
      .insert(examSection)
      .values(examSections.map((s) => ({ ...s, ticket_id: ticket.id })))
      .returning({ id: examSection.id, position: examSection.position });
    const sectionIds = made.sort((a, b) => a.position - b.position).map((s) => s.id);
    await tx
      .insert(examQuestion)
      .values(drawn.map(({ section, ...q }) => ({ ...q, ticket_id: ticket.id, section_id: sectionIds[section] })));
    await tx.update(olympiadParticipation).set({ ticket_id: ticket.id }).where(eq(olympiadParticipation.id, participation.id));
    return { ...started, ticket_id: ticket.id };
  });
}
