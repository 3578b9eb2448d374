// Teachers (SPEC §3 "Teacher", "Contact"; §7 GET /teacher/view, /teacher/top, and a teacher page).
// A teacher's rating is their courses' ratings weighted by the number of ratings; teachers are ranked
// by the same popular score as courses, over all their ratings (docs/api.md#courses).
import { asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Locale } from '@platform/shared/contracts';
import type { TeacherCard, TeacherDetail, teacherListQuery } from '@platform/shared/courses';
import { pageCount } from '@platform/shared/format';
import type { Caller } from '../../caller';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/sql';
import { HttpError } from '../../errors';
import { pick } from '../../i18n';
import { teacher, teacherContact, teacherCourse } from '../../db/schema';
import {
  cardRows,
  catalogueMean,
  coursePopularScore,
  exactRating,
  oneDecimal,
  popularScore,
  teacherImageUrl,
  toCards,
} from './service-cards';

/** Per teacher: number of courses, Σ rating·count and Σ count. */
function totals(db: Db) {
  return db
    .select({
      teacher_id: teacherCourse.teacher_id,
      course_count: count().as('course_count'),
      rating_sum: sql<string>`sum(${exactRating} * ${teacherCourse.rating_count})`.as('rating_sum'),
      rating_count: sql<string>`sum(${teacherCourse.rating_count})`.as('rating_count'),
    })
    .from(teacherCourse)
    .groupBy(teacherCourse.teacher_id)
    .as('totals');
}

function count() {
  return sql<number>`count(*)::int`;
}

/** Teachers with their totals, best first by the popular score (ties: oldest id first), filtered. */
function rankedTeachers(db: Db, mean: number, where: SQL | undefined) {
  const t = totals(db);
  const score = popularScore(sql`coalesce(${t.rating_sum}, 0)`, sql`coalesce(${t.rating_count}, 0)`, mean);
  return db
    .select({ teacher, course_count: t.course_count, rating_sum: t.rating_sum, rating_count: t.rating_count })
    .from(teacher)
    .leftJoin(t, eq(t.teacher_id, teacher.id))
    .where(where)
    .orderBy(desc(score), asc(teacher.id))
    .$dynamic();
}
type RankedRow = Awaited<ReturnType<typeof rankedTeachers>>[number];

function toTeacherCard(r: RankedRow, locale: Locale): TeacherCard {
  const ratings = Number(r.rating_count ?? 0);
  return {
    id: r.teacher.id,
    slug: r.teacher.slug,
    full_name: r.teacher.full_name,
    user_name: pick(r.teacher, 'specialty', locale),
    image: { small: teacherImageUrl(r.teacher) },
    rating: ratings ? oneDecimal(Number(r.rating_sum) / ratings) : 0,
    rating_count: ratings,
    course_count: Number(r.course_count ?? 0),
  };
}

/** One page of teachers, searched by name or specialty (either language). */
export async function listTeachers(db: Db, locale: Locale, q: z.infer<typeof teacherListQuery>) {
  let where: SQL | undefined;
  if (q.search) {
    const pattern = likePattern(q.search);
    where = or(ilike(teacher.full_name, pattern), ilike(teacher.specialty_uz, pattern), ilike(teacher.specialty_ru, pattern));
  }
  const [{ total }] = await db.select({ total: count() }).from(teacher).where(where);
  const rows = total
    ? await rankedTeachers(db, await catalogueMean(db), where)
        .limit(q.size)
        .offset((q.page - 1) * q.size)
    : [];
  return {
    data: rows.map((r) => toTeacherCard(r, locale)),
    meta: { page: q.page, size: q.size, total, page_count: pageCount(total, q.size) },
  };
}

/** The `limit` best teachers. */
export async function topTeachers(db: Db, locale: Locale, limit: number): Promise<TeacherCard[]> {
  const rows = await rankedTeachers(db, await catalogueMean(db), undefined).limit(limit);
  return rows.map((r) => toTeacherCard(r, locale));
}

/** A teacher page by slug: the card, bio, social links and courses (popular first), or 404. */
export async function teacherBySlug(db: Db, caller: Caller, slug: string): Promise<TeacherDetail> {
  const mean = await catalogueMean(db);
  const [row] = await rankedTeachers(db, mean, eq(teacher.slug, slug)).limit(1);
  if (!row) throw new HttpError(404, 'TEACHER_NOT_FOUND', 'errors.teacher_not_found');
  const [contacts, courseRows] = await Promise.all([
    db
      .select({ id: teacherContact.id, type: teacherContact.type, url: teacherContact.url })
      .from(teacherContact)
      .where(eq(teacherContact.teacher_id, row.teacher.id))
      .orderBy(asc(teacherContact.id)),
    cardRows(db)
      .where(eq(teacherCourse.teacher_id, row.teacher.id))
      .orderBy(desc(coursePopularScore(mean)), desc(teacherCourse.id)),
  ]);
  return {
    ...toTeacherCard(row, caller.locale),
    bio: pick(row.teacher, 'bio', caller.locale),
    contacts,
    courses: await toCards(db, courseRows, caller.userId, caller.locale),
  };
}
