// Olympiad lists and pages (issue 17 item 4; SPEC §3 olympic, olympic course; §4 status from the
// server's clock; §7 GET /olympic/olympics-list, -list-finish, olympic-courses, olympic-view):
// the olympiads with their required subjects, combinations, statistics and the caller's own
// participation. Statistics count finished participations only.
import { and, asc, desc, eq, gt, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import { unixSeconds } from '@platform/shared/dates';
import { olympiadStatus, type Olympic, type OlympicCourse, type OlympicView, type OlympicsList } from '@platform/shared/olympiads';
import type { Locale } from '@platform/shared/contracts';
import type { Db } from '../../db/client';
import { examTicket, olympiad, olympiadCourse, olympiadParticipation, olympiadSection, subject } from '../../db/schema';
import { pick } from '../../i18n';
import { olympiadStats } from './service-ranking';
import { settleOverdue } from './service-attempt';
import { olympiadRow } from './service-take';

type OlympiadRow = typeof olympiad.$inferSelect;

async function sectionsByOlympiad(db: Db, ids: number[], locale: Locale) {
  const rows = ids.length
    ? await db
        .select({ s: olympiadSection, name_uz: subject.name_uz, name_ru: subject.name_ru })
        .from(olympiadSection)
        .innerJoin(subject, eq(subject.id, olympiadSection.subject_id))
        .where(inArray(olympiadSection.olympiad_id, ids))
        .orderBy(asc(olympiadSection.position))
    : [];
  return rows.map(({ s, ...names }) => ({
    olympiad_id: s.olympiad_id,
    course_id: s.course_id,
    subject: { id: s.subject_id, name: pick(names, 'name', locale), question_count: s.question_count },
  }));
}

/** SPEC §3 olympic course of each olympiad: the combination's own subjects and its minutes. */
async function coursesOf(db: Db, ids: number[], locale: Locale): Promise<Map<number, OlympicCourse[]>> {
  const courses = ids.length
    ? await db.select().from(olympiadCourse).where(inArray(olympiadCourse.olympiad_id, ids)).orderBy(asc(olympiadCourse.position))
    : [];
  const sections = await sectionsByOlympiad(db, ids, locale);
  const out = new Map<number, OlympicCourse[]>();
  for (const c of courses) {
    const list = out.get(c.olympiad_id) ?? [];
    list.push({
      id: c.id,
      name: pick(c, 'name', locale),
      duration: c.minutes,
      subjects: sections.filter((s) => s.course_id === c.id).map((s) => s.subject),
    });
    out.set(c.olympiad_id, list);
  }
  return out;
}

async function describe(db: Db, rows: OlympiadRow[], userId: number | null, locale: Locale, now: Date): Promise<Olympic[]> {
  const ids = rows.map((r) => r.id);
  const [sections, courses, stats] = [
    await sectionsByOlympiad(db, ids, locale),
    await coursesOf(db, ids, locale),
    await olympiadStats(db, ids),
  ];
  const own =
    userId === null || !ids.length
      ? []
      : await db
          .select({ p: olympiadParticipation, status: examTicket.status })
          .from(olympiadParticipation)
          .leftJoin(examTicket, eq(examTicket.id, olympiadParticipation.ticket_id))
          .where(and(eq(olympiadParticipation.user_id, userId), inArray(olympiadParticipation.olympiad_id, ids)));
  return rows.map((o) => {
    const mine = own.find((x) => x.p.olympiad_id === o.id);
    const running = mine && !mine.p.finished_at && mine.status === 'active' && mine.p.deadline_at.getTime() > now.getTime();
    const s = stats.get(o.id);
    return {
      id: o.id,
      name: pick(o, 'name', locale),
      title: pick(o, 'title', locale),
      type: o.type,
      status: olympiadStatus(o.starts_at.getTime(), o.ends_at.getTime(), now.getTime()),
      started_time: unixSeconds(o.starts_at),
      end_time: unixSeconds(o.ends_at),
      required_subjects: sections.filter((x) => x.olympiad_id === o.id && x.course_id === null).map((x) => x.subject),
      total_participants: s?.total ?? 0,
      course_count: courses.get(o.id)?.length ?? 0,
      average_percent: s?.average ?? null,
      max_percent: s?.best ?? null,
      already_participated: Boolean(mine),
      olympic_course_id: mine?.p.course_id ?? null,
      running_ticket_id: running ? mine.p.ticket_id : null,
    };
  });
}

/** The olympiads of a list, in its order: at most 50. */
const listed = (db: Db, where: SQL, ...order: SQL[]) =>
  db
    .select()
    .from(olympiad)
    .where(where)
    .orderBy(...order)
    .limit(50);

/** GET /olympic/olympics-list: the active and coming olympiads, the soonest ending first. */
export async function activeOlympiads(db: Db, userId: number | null, locale: Locale, now: Date): Promise<OlympicsList> {
  const rows = await listed(db, gt(olympiad.ends_at, now), asc(olympiad.starts_at), asc(olympiad.id));
  return { server_now: now.getTime(), items: await describe(db, rows, userId, locale, now) };
}

/** GET /olympic/olympics-list-finish: finished olympiads with their statistics, the latest first. */
export async function finishedOlympiads(db: Db, userId: number | null, locale: Locale, now: Date): Promise<OlympicsList> {
  const rows = await listed(db, lte(olympiad.ends_at, now), desc(olympiad.ends_at), desc(olympiad.id));
  // attempts whose deadline passed with the olympiad are counted once they are finished
  const open = await db
    .select({ id: olympiadParticipation.olympiad_id })
    .from(olympiadParticipation)
    .where(and(isNull(olympiadParticipation.finished_at), lte(olympiadParticipation.deadline_at, now)))
    .limit(1);
  if (open.length) await settleOverdue(db, now);
  return { server_now: now.getTime(), items: await describe(db, rows, userId, locale, now) };
}

/** GET /olympic/olympic-view?id: one olympiad with its combinations. */
export async function olympiadView(db: Db, id: number, userId: number | null, locale: Locale, now: Date): Promise<OlympicView> {
  const row = await olympiadRow(db, id);
  const [olympic] = await describe(db, [row], userId, locale, now);
  return { server_now: now.getTime(), olympic, courses: (await coursesOf(db, [id], locale)).get(id) ?? [] };
}

/** GET /olympic/olympic-courses?olympic_id: the combinations of an olympiad. */
export async function olympiadCourses(db: Db, id: number, locale: Locale): Promise<OlympicCourse[]> {
  await olympiadRow(db, id);
  return (await coursesOf(db, [id], locale)).get(id) ?? [];
}
