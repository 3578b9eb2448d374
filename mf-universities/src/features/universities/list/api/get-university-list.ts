import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { UNIVERSITY_PAGE_SIZE, universityListResponse, type Locale } from '@platform/shared/contracts';
import { useSession } from '@platform/shared/session';
import { universityKeys, type UniversityListParams } from '../../../../lib/university-keys';

/** GET /university-all: one page of university cards (12 per page on the web, SPEC §9). */
export function getUniversityList(params: UniversityListParams, signal?: AbortSignal) {
  return api.get('/university-all', {
    schema: universityListResponse,
    query: {
      page: params.page,
      size: UNIVERSITY_PAGE_SIZE,
      type: params.type,
      address_id: params.addressId,
      is_web: 1,
      search: params.search || undefined,
    },
    signal,
  });
}

export function universityListQueryOptions(locale: Locale, params: UniversityListParams) {
  return queryOptions({
    queryKey: universityKeys.list(locale, params),
    queryFn: ({ signal }) => getUniversityList(params, signal),
  });
}

export function useUniversityList(params: UniversityListParams) {
  const locale = useSession((s) => s.locale);
  return useQuery(universityListQueryOptions(locale, params));
}
