// Course cards and the popular score, shared by every courses read (SPEC §3 "Course").
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@platform/shared/contracts';
import { POPULAR_PRIOR_WEIGHT, type CourseCard } from '@platform/shared/courses';
import { unixSeconds } from '@platform/shared/dates';
import type { Db } from '../../db/client';
import { savedCourse, subject, teacher, teacherCourse } from '../../db/schema';
import { contentImageUrl } from '../content/import';
import { inScript, pick } from '../../i18n';
import { avatarUrl } from '../accounts/service-users';

/** A course's rating exactly as stored to one decimal (real → numeric keeps 4.8, not 4.80000019). */
export const exactRating = sql`${teacherCourse.rating}::numeric`;

/**
 * C of the popular score: the mean of every rating given in the catalogue (each course's average
 * weighted by its number of ratings); 0 while nothing is rated.
 */
export async function catalogueMean(db: Db): Promise<number> {
  const [row] = await db
    .select({
      mean: sql<string | null>`sum(${exactRating} * ${teacherCourse.rating_count}) / nullif(sum(${teacherCourse.rating_count}), 0)`,
    })
    .from(teacherCourse);
  return row?.mean === null || row?.mean === undefined ? 0 : Number(row.mean);
}

/**
 * The popular score of `ratingSum` (Σ rating·count) over `count` ratings: (Σ + m·C) / (count + m),
 * a Bayesian average (docs/api.md#courses). Used for a course and, summed, for a teacher.
 */
export function popularScore(ratingSum: SQL, count: SQL, mean: number): SQL<number> {
  const m = POPULAR_PRIOR_WEIGHT;
  return sql<number>`((${ratingSum})::float8 + ${m * mean}::float8) / ((${count})::float8 + ${m})`;
}

/** A course's popular score. */
export const coursePopularScore = (mean: number) =>
  popularScore(sql`${exactRating} * ${teacherCourse.rating_count}`, sql`${teacherCourse.rating_count}`, mean);

/** Course rows with what a card shows of the teacher and the subject (none for a subject-less course). */
export function cardRows(db: Db) {
  return db
    .select({
      c: teacherCourse,
      teacher: { slug: teacher.slug, full_name: teacher.full_name, avatar_id: teacher.avatar_id, portrait_sha256: teacher.portrait_sha256 },
      // null for a subject-less course (a left join's nested selection is null when all its columns are)
      subject: { name_uz: subject.name_uz, name_ru: subject.name_ru, name_cyrl: subject.name_cyrl },
    })
    .from(teacherCourse)
    .innerJoin(teacher, eq(teacher.id, teacherCourse.teacher_id))
    .leftJoin(subject, eq(subject.id, teacherCourse.subject_id))
    .$dynamic();
}
export type CardRow = Awaited<ReturnType<typeof cardRows>>[number];

/** The ids among `ids` the user saved (guests: none). */
export async function savedIds(db: Db, userId: number | null, ids: number[]): Promise<Set<number>> {
  if (userId === null || !ids.length) return new Set();
  const rows = await db
    .select({ id: savedCourse.course_id })
    .from(savedCourse)
    .where(and(eq(savedCourse.user_id, userId), inArray(savedCourse.course_id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** A teacher's picture: their portrait, or (a teacher imported without one) their avatar. */
export const teacherImageUrl = (t: { avatar_id: number; portrait_sha256: string | null }) =>
  t.portrait_sha256 === null ? avatarUrl(t.avatar_id) : contentImageUrl(t.portrait_sha256);

/** One decimal, as cards show a rating. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Course rows → cards; `is_saved` from the learner's saved courses (guests: none). */
export async function toCards(db: Db, rows: CardRow[], userId: number | null, locale: Locale): Promise<CourseCard[]> {
  const saved = await savedIds(
    db,
    userId,
    rows.map((r) => r.c.id),
  );
  return rows.map(({ c, teacher: by, subject: about }) => {
    const cover = contentImageUrl(c.image_sha256);
    return {
      id: c.id,
      slug: c.slug,
      name: inScript(locale, c.name, c.name_cyrl),
      image: { small: cover, large: cover },
      teacher: { slug: by.slug, full_name: by.full_name, image: { small: teacherImageUrl(by) } },
      subject_name: about === null ? null : pick(about, 'name', locale),
      lesson_count: c.lesson_count,
      rating: oneDecimal(c.rating),
      created_at: unixSeconds(c.created_at),
      price: c.price,
      discount_percent: c.discount_percent,
      type: c.type,
      is_saved: saved.has(c.id),
    };
  });
}
