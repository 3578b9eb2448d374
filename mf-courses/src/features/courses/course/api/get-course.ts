import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { courseDetailResponse } from '@platform/shared/courses';
import type { Locale } from '@platform/shared/contracts';
import { courseKeys } from '../../../../lib/course-keys';
import { useViewer } from '@platform/shared/session';

/** GET /teacher-course/course?slug: a course page with its lessons (404 for an unknown slug). */
export function getCourse(slug: string, signal?: AbortSignal) {
  return api.get('/teacher-course/course', { schema: courseDetailResponse, query: { slug }, signal });
}

export function courseQueryOptions(locale: Locale, userId: number | null, slug: string) {
  return queryOptions({ queryKey: courseKeys.detail(locale, userId, slug), queryFn: ({ signal }) => getCourse(slug, signal) });
}

export function useCourse(slug: string) {
  const { locale, userId } = useViewer();
  return useQuery(courseQueryOptions(locale, userId, slug));
}
