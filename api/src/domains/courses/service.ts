// The results page's recommendations (SPEC §7 GET /teacher-course/recommended-courses):
// courses of the finished test's subject, taught in the test's language, best rated first.
import { and, desc, eq } from 'drizzle-orm';
import { RECOMMENDED_COURSES_MAX, type CourseCard } from '@platform/shared/courses';
import type { Caller } from '../../caller';
import type { Db } from '../../db/client';
import { teacherCourse, themedTest } from '../../db/schema';
import { ownedTicket } from '../topic-tests/service-claim';
import { cardRows, toCards } from './service-cards';

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
