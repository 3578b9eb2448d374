import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { universityInfoResponse, type Locale } from '@platform/shared/contracts';
import { useSession } from '@platform/shared/session';
import { universityKeys } from '../../../../lib/university-keys';

/** GET /university-info?univer_name=<slug>: the whole university (404 when the slug is unknown). */
export function getUniversityInfo(slug: string, signal?: AbortSignal) {
  return api.get('/university-info', { schema: universityInfoResponse, query: { univer_name: slug }, signal });
}

export function universityInfoQueryOptions(locale: Locale, slug: string) {
  return queryOptions({
    queryKey: universityKeys.detail(locale, slug),
    queryFn: ({ signal }) => getUniversityInfo(slug, signal),
    select: (response) => response.data,
  });
}

export function useUniversityInfo(slug: string, options: { enabled: boolean }) {
  const locale = useSession((s) => s.locale);
  return useQuery({ ...universityInfoQueryOptions(locale, slug), enabled: options.enabled });
}
