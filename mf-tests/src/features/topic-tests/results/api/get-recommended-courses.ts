import { api } from '@platform/shared/api';
import { recommendedCoursesResponse } from '@platform/shared/courses';

/**
 * GET /teacher-course/recommended-courses?ticket_id: up to four courses of the test's subject, in the
 * test's language, best rated first (for whoever may see the ticket's result; may be empty).
 */
export function getRecommendedCourses(ticketId: number, signal?: AbortSignal) {
  return api.get('/teacher-course/recommended-courses', { schema: recommendedCoursesResponse, query: { ticket_id: ticketId }, signal });
}
