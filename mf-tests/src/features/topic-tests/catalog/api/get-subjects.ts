import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { subjectListResponse, type Locale } from '@platform/shared/contracts';
import { useSession } from '@platform/shared/session';
import { testKeys } from '../../../../lib/test-keys';

/** GET /subjectname: every subject (slug, localised name, colour) — the catalogue's chips. */
export function getSubjects(signal?: AbortSignal) {
  return api.get('/subjectname', { schema: subjectListResponse, signal });
}

export function subjectsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: testKeys.subjects(locale),
    queryFn: ({ signal }) => getSubjects(signal),
    staleTime: Infinity,
    select: (response) => response.data,
  });
}

export function useSubjects() {
  const locale = useSession((s) => s.locale);
  return useQuery(subjectsQueryOptions(locale));
}
