// Courses and teachers (SPEC §7 "Courses and teachers"). For now the results page's recommendations:
// courses of the finished test's subject, taught in the test's language, best rated first.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@platform/shared/contracts';
import { RECOMMENDED_COURSES_MAX, type CourseCard } from '@platform/shared/courses';
import { unixSeconds } from '@platform/shared/dates';
import type { Caller } from '../../caller';
import type { Db } from '../../db/client';
import { savedCourse, subject, teacher, teacherCourse, themedTest } from '../../db/schema';
import { contentImageUrl } from '../content/import';
import { pick } from '../../i18n';
import { avatarUrl } from '../accounts/service-users';
import { ownedTicket } from '../topic-tests/service-claim';

/** Course rows with what a card shows of the teacher and the subject (none for a subject-less course). */
function cardRows(db: Db) {
  return db
    .select({
      c: teacherCourse,
      teacher_slug: teacher.slug,
      teacher_name: teacher.full_name,
      teacher_avatar: teacher.avatar_id,
      name_uz: subject.name_uz,
      name_ru: subject.name_ru,
    })
    .from(teacherCourse)
    .innerJoin(teacher, eq(teacher.id, teacherCourse.teacher_id))
    .leftJoin(subject, eq(subject.id, teacherCourse.subject_id))
    .$dynamic();
}
type CardRow = Awaited<ReturnType<typeof cardRows>>[number];

/** Course rows → cards; `is_saved` from the learner's saved courses (guests: none). */
async function toCards(db: Db, rows: CardRow[], userId: number | null, locale: Locale): Promise<CourseCard[]> {
  const ids = rows.map((r) => r.c.id);
  const saved =
    userId === null || !ids.length
      ? new Set<number>()
      : new Set(
          (
            await db
              .select({ id: savedCourse.course_id })
              .from(savedCourse)
              .where(and(eq(savedCourse.user_id, userId), inArray(savedCourse.course_id, ids)))
          ).map((r) => r.id),
        );
  return rows.map(({ c, ...r }) => {
    const cover = contentImageUrl(c.image_sha256);
    return {
      id: c.id,
      slug: c.slug,
      name: c.name,
      image: { small: cover, large: cover },
      teacher: { slug: r.teacher_slug, full_name: r.teacher_name, image: { small: avatarUrl(r.teacher_avatar) } },
      subject_name: r.name_uz === null ? null : pick(r, 'name', locale),
      lesson_count: c.lesson_count,
      rating: Math.round(c.rating * 10) / 10,
      created_at: unixSeconds(c.created_at),
      price: c.price,
      discount_percent: c.discount_percent,
      type: c.type,
      is_saved: saved.has(c.id),
    };
  });
}

/** Up to RECOMMENDED_COURSES_MAX courses for a result: the test's subject and language, best rated first (the ticket's holder only). */
export async function recommendedCourses(db: Db, caller: Caller, ticketId: number, now: Date): Promise<CourseCard[]> {
  const row = await ownedTicket(db, caller, ticketId, now);
  const [test] = await db
    .select({ subject_id: themedTest.subject_id, language_id: themedTest.language_id })
    .from(themedTest)
    .where(eq(themedTest.id, row.test_id));
  const rows = await cardRows(db)
    .where(and(eq(teacherCourse.subject_id, test.subject_id), eq(teacherCourse.language_id, test.language_id)))
    .orderBy(desc(teacherCourse.rating), desc(teacherCourse.rating_count), desc(teacherCourse.id))
    .limit(RECOMMENDED_COURSES_MAX);
  return toCards(db, rows, caller.userId, caller.locale);
}
