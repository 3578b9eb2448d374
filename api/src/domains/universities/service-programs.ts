// Private universities' programs, applications and interactions (ADR 015; SPEC §3 program card and
// university course, §5 application form, §7 /v2/university/courses, /application-create,
// /applications, /user-interaction/store) and the CSV universities' staff read
// (`npm run applications -- export <university-slug>`).
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { unixSeconds } from '@platform/shared/dates';
import type { Locale } from '@platform/shared/contracts';
import {
  PROGRAM_PAGE_SIZE,
  type InteractionAction,
  type OwnApplication,
  type Program,
  type ProgramListResponse,
} from '@platform/shared/programs';
import type { Db } from '../../db/client';
import {
  examTicket,
  programApplication,
  studyForm,
  studyLanguage,
  subject,
  university,
  universityInteraction,
  universityProgram,
} from '../../db/schema';
import { HttpError } from '../../errors';
import { namesAs, pick } from '../../i18n';
import { csvField, ticketNotYours } from '../learning-centres/service';

export const programNotFound = () => new HttpError(404, 'PROGRAM_NOT_FOUND', 'errors.program_not_found', {}, {}, 'program_id');

export interface ProgramFilter {
  page: number;
  subject?: number;
  university_id?: number;
  university_slug?: string;
  course_slug?: string;
}

/** Programs of private universities: the university's order, then the program's; a subject filter matches a tested subject. */
export async function listPrograms(db: Db, locale: Locale, userId: number | null, q: ProgramFilter): Promise<ProgramListResponse> {
  const where: SQL[] = [eq(university.type, 'private')];
  if (q.subject) where.push(sql`${universityProgram.subjects} @> ${JSON.stringify([{ subject_id: q.subject }])}::jsonb`);
  if (q.university_id) where.push(eq(universityProgram.university_id, q.university_id));
  if (q.university_slug) where.push(eq(university.slug, q.university_slug));
  if (q.course_slug) where.push(eq(universityProgram.slug, q.course_slug));
  const filter = and(...where);
  const [{ total }] = await db
    .select({ total: count() })
    .from(universityProgram)
    .innerJoin(university, eq(university.id, universityProgram.university_id))
    .where(filter);
  const size = PROGRAM_PAGE_SIZE;
  const rows = await db
    .select({
      p: universityProgram,
      ...namesAs('university', university),
      u_slug: university.slug,
      ...namesAs('language', studyLanguage),
      ...namesAs('study', studyForm),
      application_id: userId === null ? sql<number | null>`null::int` : programApplication.id,
    })
    .from(universityProgram)
    .innerJoin(university, eq(university.id, universityProgram.university_id))
    .innerJoin(studyLanguage, eq(studyLanguage.id, universityProgram.language_id))
    .innerJoin(studyForm, eq(studyForm.id, universityProgram.study_form_id))
    .leftJoin(programApplication, and(eq(programApplication.program_id, universityProgram.id), eq(programApplication.user_id, userId ?? 0)))
    .where(filter)
    .orderBy(desc(university.is_recommended), asc(university.id), asc(universityProgram.id))
    .limit(size)
    .offset((q.page - 1) * size);
  const subjectIds = [...new Set(rows.flatMap((r) => r.p.subjects.map((s) => s.subject_id)))];
  const names = new Map(
    (subjectIds.length ? await db.select().from(subject).where(inArray(subject.id, subjectIds)) : []).map((s) => [
      s.id,
      pick(s, 'name', locale),
    ]),
  );
  const data: Program[] = rows.map((r) => ({
    id: r.p.id,
    slug: r.p.slug,
    name: pick(r.p, 'name', locale),
    university_id: r.p.university_id,
    university_name: pick(r, 'university', locale),
    university_slug: r.u_slug,
    language: pick(r, 'language', locale),
    study_form: pick(r, 'study', locale),
    contract_price: r.p.contract_price,
    requirements: pick(r.p, 'requirements', locale),
    passing_score: r.p.passing_score,
    test_available: r.p.has_test,
    subjects: r.p.subjects.map((s) => ({
      id: s.subject_id,
      name: names.get(s.subject_id) ?? '',
      question_count: s.count,
      points: s.points,
    })),
    total_question_count: r.p.subjects.reduce((n, s) => n + s.count, 0),
    max_score: r.p.subjects.reduce((n, s) => n + s.count * s.points, 0),
    duration: r.p.minutes,
    duration_years: r.p.duration_years,
    application_id: r.application_id === null ? null : Number(r.application_id),
  }));
  return { data, meta: { page: q.page, size, total: Number(total), page_count: Math.ceil(Number(total) / size) } };
}

/** The subjects some private program tests, with how many programs test each (the subject picker). */
export async function programSubjects(db: Db, locale: Locale) {
  const rows = await db.execute(
    sql`select s.id, s.name_uz, s.name_ru, count(*)::int as n
        from ${universityProgram} p, jsonb_array_elements(p.subjects) e, ${subject} s
        where s.id = (e->>'subject_id')::int
        group by s.id, s.name_uz, s.name_ru order by s.id`,
  );
  return (rows as unknown as { rows: { id: number; name_uz: string; name_ru: string; n: number }[] }).rows.map((r) => ({
    id: Number(r.id),
    name: pick(r, 'name', locale),
    count: Number(r.n),
  }));
}

/**
 * Stores the caller's application; 404 for an unknown program, 409 when they already applied (also
 * under concurrency), 400 when `ticketId` (the exam result it was sent from) is not the caller's own
 * private-university exam ticket of this program — no one's result is stored against another person.
 */
export async function createApplication(
  db: Db,
  userId: number,
  input: { programId: number; name: string; phone: string; ticketId: number | null },
): Promise<{ id: number }> {
  const [program] = await db.select({ id: universityProgram.id }).from(universityProgram).where(eq(universityProgram.id, input.programId));
  if (!program) throw programNotFound();
  if (input.ticketId !== null) {
    const [own] = await db
      .select({ id: examTicket.id })
      .from(examTicket)
      .where(and(eq(examTicket.id, input.ticketId), eq(examTicket.user_id, userId), eq(examTicket.program_id, program.id)));
    if (!own) throw ticketNotYours();
  }
  const [row] = await db
    .insert(programApplication)
    .values({ user_id: userId, program_id: program.id, name: input.name, phone: input.phone, ticket_id: input.ticketId })
    .onConflictDoNothing({ target: [programApplication.user_id, programApplication.program_id] })
    .returning({ id: programApplication.id });
  if (!row) throw new HttpError(409, 'APPLICATION_EXISTS', 'errors.application_exists', {}, {}, 'program_id');
  return row;
}

/** The caller's applications, newest first. */
export async function ownApplications(db: Db, userId: number, locale: Locale): Promise<OwnApplication[]> {
  const rows = await db
    .select({
      a: programApplication,
      ...namesAs('program', universityProgram),
      ...namesAs('university', university),
      slug: university.slug,
    })
    .from(programApplication)
    .innerJoin(universityProgram, eq(universityProgram.id, programApplication.program_id))
    .innerJoin(university, eq(university.id, universityProgram.university_id))
    .where(eq(programApplication.user_id, userId))
    .orderBy(desc(programApplication.created_at), desc(programApplication.id));
  return rows.map((r) => ({
    id: r.a.id,
    program_id: r.a.program_id,
    program_name: pick(r, 'program', locale),
    university_name: pick(r, 'university', locale),
    university_slug: r.slug,
    name: r.a.name,
    phone: r.a.phone,
    created_at: unixSeconds(r.a.created_at),
  }));
}

/** Stores a click on a private university's site, phone or card; 404 for an unknown or public university. */
export async function storeInteraction(db: Db, userId: number | null, universityId: number, action: InteractionAction): Promise<void> {
  const [row] = await db.select({ type: university.type }).from(university).where(eq(university.id, universityId));
  if (!row) throw new HttpError(404, 'UNIVERSITY_NOT_FOUND', 'errors.university_not_found_id', {}, {}, 'university_id');
  if (row.type !== 'private') throw new HttpError(400, 'VALIDATION_ERROR', 'errors.interaction_private_only', {}, {}, 'university_id');
  await db.insert(universityInteraction).values({ university_id: universityId, action, user_id: userId });
}

const CSV_COLUMNS = ['id', 'created_at', 'program', 'name', 'phone', 'ticket_id', 'user_id'] as const;

/** Which applications: one university's or program's, made in [from, to). */
export interface ApplicationFilter {
  universityId?: number;
  programId?: number;
  from?: Date;
  to?: Date;
}

/** The id of the university with `slug`, or null. */
export async function universityIdOf(db: Db, slug: string): Promise<number | null> {
  const [u] = await db.select({ id: university.id }).from(university).where(eq(university.slug, slug));
  return u?.id ?? null;
}

/** Applications oldest first, with the count of all that match (a page of them when `page` is given). */
export async function applicationRows(db: Db, filter: ApplicationFilter, page?: { limit: number; offset: number }) {
  const where: SQL[] = [];
  if (filter.universityId) where.push(eq(universityProgram.university_id, filter.universityId));
  if (filter.programId) where.push(eq(programApplication.program_id, filter.programId));
  if (filter.from) where.push(gte(programApplication.created_at, filter.from));
  if (filter.to) where.push(lt(programApplication.created_at, filter.to));
  const match = where.length ? and(...where) : undefined;
  const [{ total }] = await db
    .select({ total: count() })
    .from(programApplication)
    .innerJoin(universityProgram, eq(universityProgram.id, programApplication.program_id))
    .where(match);
  const query = db
    .select({ a: programApplication, slug: universityProgram.slug, name: universityProgram.name_uz, university_slug: university.slug })
    .from(programApplication)
    .innerJoin(universityProgram, eq(universityProgram.id, programApplication.program_id))
    .innerJoin(university, eq(university.id, universityProgram.university_id))
    .where(match)
    .orderBy(asc(programApplication.created_at), asc(programApplication.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return {
    total: Number(total),
    rows: rows.map(({ a, ...r }) => ({ ...a, program: `${r.slug} ${r.name}`, university_slug: r.university_slug })),
  };
}

/**
 * Applications as CSV, then a blank line and the interaction counts per action (site, phone, card) of
 * `universityId`, or of every university when none.
 */
export async function applicationsToCsv(
  db: Db,
  rows: Awaited<ReturnType<typeof applicationRows>>['rows'],
  universityId?: number,
): Promise<string> {
  const counts = await db
    .select({ action: universityInteraction.action, n: count() })
    .from(universityInteraction)
    .where(universityId ? eq(universityInteraction.university_id, universityId) : undefined)
    .groupBy(universityInteraction.action);
  const byAction = new Map(counts.map((c) => [c.action, Number(c.n)]));
  const lines = [CSV_COLUMNS.join(',')];
  for (const a of rows) {
    lines.push([a.id, a.created_at.toISOString(), a.program, a.name, a.phone, a.ticket_id, a.user_id].map(csvField).join(','));
  }
  lines.push('', 'interaction,count');
  for (const action of ['site', 'phone', 'card'] as const) lines.push(`${action},${byAction.get(action) ?? 0}`);
  return `${lines.join('\n')}\n`;
}

/**
 * One university's applications as CSV (oldest first), then a blank line and its interaction counts
 * per action; null when no university has that slug.
 */
export async function applicationsCsv(db: Db, universitySlug: string): Promise<{ csv: string; applications: number } | null> {
  const universityId = await universityIdOf(db, universitySlug);
  if (universityId === null) return null;
  const { rows } = await applicationRows(db, { universityId });
  return { csv: await applicationsToCsv(db, rows, universityId), applications: rows.length };
}
