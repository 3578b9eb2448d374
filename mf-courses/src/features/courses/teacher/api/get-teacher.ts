import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { teacherDetailResponse } from '@platform/shared/courses';
import type { Locale } from '@platform/shared/contracts';
import { courseKeys } from '../../../../lib/course-keys';
import { useViewer } from '@platform/shared/session';

/** GET /teacher/info?slug: a teacher page with social links and courses (404 for an unknown slug). */
export function getTeacher(slug: string, signal?: AbortSignal) {
  return api.get('/teacher/info', { schema: teacherDetailResponse, query: { slug }, signal });
}

export function teacherQueryOptions(locale: Locale, userId: number | null, slug: string) {
  return queryOptions({ queryKey: courseKeys.teacher(locale, userId, slug), queryFn: ({ signal }) => getTeacher(slug, signal) });
}

export function useTeacher(slug: string) {
  const { locale, userId } = useViewer();
  return useQuery(teacherQueryOptions(locale, userId, slug));
}
