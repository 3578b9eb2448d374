import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { TOP_TEACHERS_DEFAULT, topTeachersResponse } from '@platform/shared/courses';
import type { Locale } from '@platform/shared/contracts';
import { courseKeys } from '../../../../lib/course-keys';
import { useViewer } from '@platform/shared/session';

/** GET /teacher/top?limit: the best teachers (6 by default, SPEC §9). */
export function getTopTeachers(limit: number, signal?: AbortSignal) {
  return api.get('/teacher/top', { schema: topTeachersResponse, query: { limit }, signal });
}

export function topTeachersQueryOptions(locale: Locale, limit = TOP_TEACHERS_DEFAULT) {
  return queryOptions({ queryKey: courseKeys.topTeachers(locale, limit), queryFn: ({ signal }) => getTopTeachers(limit, signal) });
}

export function useTopTeachers() {
  const { locale } = useViewer();
  return useQuery(topTeachersQueryOptions(locale));
}
