import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { categorySelectResponse } from '@platform/shared/courses';
import type { Locale } from '@platform/shared/contracts';
import { courseKeys } from '../lib/course-keys';
import { useViewer } from '@platform/shared/session';

/** GET /category-course/select: the course categories, in order. */
export function getCategories(signal?: AbortSignal) {
  return api.get('/category-course/select', { schema: categorySelectResponse, signal });
}

export function categoriesQueryOptions(locale: Locale) {
  return queryOptions({ queryKey: courseKeys.categories(locale), queryFn: ({ signal }) => getCategories(signal), staleTime: 10 * 60_000 });
}

export function useCategories() {
  const { locale } = useViewer();
  return useQuery(categoriesQueryOptions(locale));
}
