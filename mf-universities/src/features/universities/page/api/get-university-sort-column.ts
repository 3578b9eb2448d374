import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { sortColumnResponse, type Locale } from '@platform/shared/contracts';
import { useSession } from '@platform/shared/session';
import { universityKeys } from '../../../../lib/university-keys';

/** GET /university-sort-column?univer_id: admission filter options, newest year first. */
export function getUniversitySortColumn(universityId: number, signal?: AbortSignal) {
  return api.get('/university-sort-column', { schema: sortColumnResponse, query: { univer_id: universityId }, signal });
}

export function universitySortColumnQueryOptions(locale: Locale, universityId: number) {
  return queryOptions({
    queryKey: universityKeys.sortColumns(locale, universityId),
    queryFn: ({ signal }) => getUniversitySortColumn(universityId, signal),
    select: (response) => response.data,
  });
}

export function useUniversitySortColumn(universityId: number) {
  const locale = useSession((s) => s.locale);
  return useQuery(universitySortColumnQueryOptions(locale, universityId));
}
