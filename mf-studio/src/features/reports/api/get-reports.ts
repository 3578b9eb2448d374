import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { reportsResponse } from '@platform/shared/studio';
import { useSession } from '@platform/shared/session';
import { studioKeys } from '../../../lib/studio-keys';

export type ReportsStatus = 'open' | 'dismissed';
export interface ReportsFilters {
  status: ReportsStatus;
  page: number;
  subject_id?: number;
}

export const REPORTS_PAGE_SIZE = 20;

/** GET /studio/reports: the learners' reports grouped by question, open or dismissed, 20 a page. */
export function reportsQueryOptions(locale: string, filters: ReportsFilters, size = REPORTS_PAGE_SIZE) {
  return queryOptions({
    queryKey: studioKeys.list('reports', locale, { ...filters, size }),
    queryFn: ({ signal }) => api.get('/studio/reports', { schema: reportsResponse, query: { ...filters, size }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReports(filters: ReportsFilters, size?: number) {
  const locale = useSession((s) => s.locale);
  return useQuery(reportsQueryOptions(locale, filters, size));
}
