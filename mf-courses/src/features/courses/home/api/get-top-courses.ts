import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { topCoursesResponse } from '@platform/shared/courses';
import type { Locale } from '@platform/shared/contracts';
import { courseKeys } from '../../../../lib/course-keys';
import { useViewer } from '@platform/shared/session';

/** GET /teacher-course/top-courses: the most popular courses (rating adjusted for the number of ratings). */
export function getTopCourses(signal?: AbortSignal) {
  return api.get('/teacher-course/top-courses', { schema: topCoursesResponse, signal });
}

export function topCoursesQueryOptions(locale: Locale, userId: number | null) {
  return queryOptions({ queryKey: courseKeys.top(locale, userId), queryFn: ({ signal }) => getTopCourses(signal) });
}

export function useTopCourses() {
  const { locale, userId } = useViewer();
  return useQuery(topCoursesQueryOptions(locale, userId));
}
