// The course catalogue (SPEC §7 "Courses and teachers"): categories, the courses home sections, the
// filtered and sorted list, one course with its lessons, and saving a course.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Locale } from '@platform/shared/contracts';
import {
  HOME_SECTION_COURSES,
  type CategoryCourses,
  type CourseCard,
  type CourseDetail,
  type courseListQuery,
} from '@platform/shared/courses';
import { pageCount } from '@platform/shared/format';
import type { Caller } from '../../caller';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/sql';
import { HttpError } from '../../errors';
import { inScript, pick } from '../../i18n';
import { courseCategory, courseLesson, savedCourse, teacher, teacherCourse } from '../../db/schema';
import { LANGUAGE_IDS } from '../content/format-topic-tests';
import { cardRows, catalogueMean, coursePopularScore, toCards } from './service-cards';

/** The categories in their order, localised. */
export async function categories(db: Db, locale: Locale) {
  const rows = await db.select().from(courseCategory).orderBy(asc(courseCategory.sort), asc(courseCategory.id));
  return rows.map((r) => ({ id: r.id, name: pick(r, 'name', locale) }));
}

/** What the learner pays: the discount applied, rounded down to whole so'm (free courses cost 0). */
const pricePaid = sql`(${teacherCourse.price}::bigint * (100 - ${teacherCourse.discount_percent})) / 100`;

/** The most popular courses first (ties: newest id first). */
const popularOrder = (mean: number) => [desc(coursePopularScore(mean)), desc(teacherCourse.id)];

/** Each category (in order) with its HOME_SECTION_COURSES most popular courses; empty categories are left out. */
export async function categoryCourses(db: Db, caller: Caller): Promise<CategoryCourses[]> {
  const [list, mean] = await Promise.all([categories(db, caller.locale), catalogueMean(db)]);
  const score = coursePopularScore(mean);
  const ranked = db
    .select({
      id: teacherCourse.id,
      category_id: teacherCourse.category_id,
      n: sql<number>`row_number() over (partition by ${teacherCourse.category_id} order by ${score} desc, ${teacherCourse.id} desc)`.as(
        'n',
      ),
    })
    .from(teacherCourse)
    .as('ranked');
  const picked = await db
    .select({ id: ranked.id })
    .from(ranked)
    .where(sql`${ranked.n} <= ${HOME_SECTION_COURSES}`);
  const ids = picked.map((r) => r.id);
  const rows = ids.length
    ? await cardRows(db)
        .where(inArray(teacherCourse.id, ids))
        .orderBy(...popularOrder(mean))
    : [];
  const cards = await toCards(db, rows, caller.userId, caller.locale);
  const byCategory = new Map<number, CourseCard[]>();
  rows.forEach((r, i) => byCategory.set(r.c.category_id, [...(byCategory.get(r.c.category_id) ?? []), cards[i]]));
  return list.filter((c) => byCategory.has(c.id)).map((c) => ({ id: c.id, category_name: c.name, courses: byCategory.get(c.id)! }));
}

/** The HOME_SECTION_COURSES most popular courses. */
export async function topCourses(db: Db, caller: Caller): Promise<CourseCard[]> {
  const mean = await catalogueMean(db);
  const rows = await cardRows(db)
    .orderBy(...popularOrder(mean))
    .limit(HOME_SECTION_COURSES);
  return toCards(db, rows, caller.userId, caller.locale);
}

/**
 * One page of courses: `type` (method), `category_id` (any of), `language`, `search` (course or teacher name);
 * sorts apply in the order rating (popular score), created date, price paid, then newest id first.
 */
export async function listCourses(db: Db, caller: Caller, q: z.infer<typeof courseListQuery>) {
  const where: SQL[] = [];
  if (q.type) where.push(eq(teacherCourse.type, q.type));
  if (q.category_id?.length) where.push(inArray(teacherCourse.category_id, q.category_id));
  if (q.language) where.push(eq(teacherCourse.language_id, LANGUAGE_IDS[q.language]));
  if (q.search) {
    const pattern = likePattern(q.search);
    where.push(or(ilike(teacherCourse.name, pattern), ilike(teacherCourse.name_cyrl, pattern), ilike(teacher.full_name, pattern))!);
  }
  const condition = where.length ? and(...where) : undefined;
  const order: SQL[] = [];
  const direction = (dir: 'asc' | 'desc', column: SQL | typeof teacherCourse.created_at) => (dir === 'asc' ? asc(column) : desc(column));
  if (q.sort_by_rating) order.push(direction(q.sort_by_rating, coursePopularScore(await catalogueMean(db))));
  if (q.sort_by_created_at) order.push(direction(q.sort_by_created_at, teacherCourse.created_at));
  if (q.sort_by_price) order.push(direction(q.sort_by_price, pricePaid));
  order.push(desc(teacherCourse.id));
  const [{ total }] = await db
    .select({ total: count() })
    .from(teacherCourse)
    .innerJoin(teacher, eq(teacher.id, teacherCourse.teacher_id))
    .where(condition);
  const rows = total
    ? await cardRows(db)
        .where(condition)
        .orderBy(...order)
        .limit(q.size)
        .offset((q.page - 1) * q.size)
    : [];
  return {
    data: await toCards(db, rows, caller.userId, caller.locale),
    meta: { page: q.page, size: q.size, total, page_count: pageCount(total, q.size) },
  };
}

/** One course by slug with its category, teacher and lessons, or 404. */
export async function courseBySlug(db: Db, caller: Caller, slug: string): Promise<CourseDetail> {
  const [row] = await cardRows(db).where(eq(teacherCourse.slug, slug)).limit(1);
  if (!row) throw new HttpError(404, 'COURSE_NOT_FOUND', 'errors.course_not_found');
  const [[card], [category], [author], lessons] = await Promise.all([
    toCards(db, [row], caller.userId, caller.locale),
    db.select().from(courseCategory).where(eq(courseCategory.id, row.c.category_id)),
    db.select().from(teacher).where(eq(teacher.id, row.c.teacher_id)),
    db
      .select({
        position: courseLesson.position,
        title: courseLesson.title,
        title_cyrl: courseLesson.title_cyrl,
        duration_seconds: courseLesson.duration_seconds,
      })
      .from(courseLesson)
      .where(eq(courseLesson.course_id, row.c.id))
      .orderBy(asc(courseLesson.position)),
  ]);
  return {
    ...card,
    description: inScript(caller.locale, row.c.description, row.c.description_cyrl),
    rating_count: row.c.rating_count,
    language_id: row.c.language_id,
    category: { id: category.id, name: pick(category, 'name', caller.locale) },
    teacher: { ...card.teacher, user_name: pick(author, 'specialty', caller.locale) },
    lessons: lessons.map(({ title_cyrl, ...lesson }) => ({ ...lesson, title: inScript(caller.locale, lesson.title, title_cyrl) })),
  };
}

/** Saves (`add`) or unsaves (`remove`) a course for a signed-in user; repeating either changes nothing. */
export async function setCourseSaved(db: Db, userId: number, courseId: number, action: 'add' | 'remove') {
  const [course] = await db.select({ id: teacherCourse.id }).from(teacherCourse).where(eq(teacherCourse.id, courseId));
  if (!course) throw new HttpError(404, 'COURSE_NOT_FOUND', 'errors.course_not_found');
  if (action === 'add') await db.insert(savedCourse).values({ user_id: userId, course_id: courseId }).onConflictDoNothing();
  else await db.delete(savedCourse).where(and(eq(savedCourse.user_id, userId), eq(savedCourse.course_id, courseId)));
  return { id: courseId, is_saved: action === 'add' };
}
