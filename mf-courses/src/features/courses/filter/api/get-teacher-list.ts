import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { teacherListResponse, type TeacherListQuery } from '@platform/shared/courses';
import type { Locale } from '@platform/shared/contracts';
import { courseKeys } from '../../../../lib/course-keys';
import { useViewer } from '@platform/shared/session';

export type TeacherListFilter = Omit<TeacherListQuery, 'page'>;

/** GET /teacher/view: one page of teachers (32 a page, SPEC §9). */
export function getTeacherList(filter: TeacherListFilter, page: number, signal?: AbortSignal) {
  return api.get('/teacher/view', { schema: teacherListResponse, query: { ...filter, page }, signal });
}

export function teacherListQueryOptions(locale: Locale, filter: TeacherListFilter) {
  return infiniteQueryOptions({
    queryKey: courseKeys.teachers(locale, filter),
    queryFn: ({ pageParam, signal }) => getTeacherList(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.page_count ? last.meta.page + 1 : undefined),
  });
}

export function useTeacherList(filter: TeacherListFilter, enabled: boolean) {
  const { locale } = useViewer();
  return useInfiniteQuery({ ...teacherListQueryOptions(locale, filter), enabled });
}
