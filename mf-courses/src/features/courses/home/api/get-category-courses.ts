import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { categoryCoursesResponse } from '@platform/shared/courses';
import type { Locale } from '@platform/shared/contracts';
import { courseKeys } from '../../../../lib/course-keys';
import { useViewer } from '@platform/shared/session';

/** GET /teacher-course/category-courses: each category with its most popular courses. */
export function getCategoryCourses(signal?: AbortSignal) {
  return api.get('/teacher-course/category-courses', { schema: categoryCoursesResponse, signal });
}

export function categoryCoursesQueryOptions(locale: Locale, userId: number | null) {
  return queryOptions({ queryKey: courseKeys.sections(locale, userId), queryFn: ({ signal }) => getCategoryCourses(signal) });
}

export function useCategoryCourses() {
  const { locale, userId } = useViewer();
  return useQuery(categoryCoursesQueryOptions(locale, userId));
}
