import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { courseListResponse, type CourseListQuery } from '@platform/shared/courses';
import type { Locale } from '@platform/shared/contracts';
import { courseKeys } from '../lib/course-keys';
import { useViewer } from '@platform/shared/session';

export type CourseListFilter = Omit<CourseListQuery, 'page'>;

/** GET /teacher-course/view: one page of course cards (24 a page, SPEC §9). */
export function getCourseList(filter: CourseListFilter, page: number, signal?: AbortSignal) {
  return api.get('/teacher-course/view', { schema: courseListResponse, query: { ...filter, page }, signal });
}

/** Pages of courses, the next one while `meta.page_count` says there is one (load more). */
export function courseListQueryOptions(locale: Locale, userId: number | null, filter: CourseListFilter) {
  return infiniteQueryOptions({
    queryKey: courseKeys.list(locale, userId, filter),
    queryFn: ({ pageParam, signal }) => getCourseList(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.page_count ? last.meta.page + 1 : undefined),
  });
}

export function useCourseList(filter: CourseListFilter, enabled = true) {
  const { locale, userId } = useViewer();
  return useInfiniteQuery({ ...courseListQueryOptions(locale, userId, filter), enabled });
}
