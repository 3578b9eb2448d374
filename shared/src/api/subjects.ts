import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { Locale } from '@platform/shared/contracts';
import { useSession } from '@platform/shared/session';
import { api } from './index';

/**
 * GET /subjectname: every subject (slug, localised name, colour), named in the session's language.
 * The contracts (and zod with them) load with the first call: every page that imports the api
 * client, the home page too, would download them otherwise (issue 19).
 */
export async function getSubjects(signal?: AbortSignal) {
  const { subjectListResponse } = await import('@platform/shared/contracts');
  return api.get('/subjectname', { schema: subjectListResponse, signal });
}

/** The subjects query under a key from the calling feature's key factory (it ends in the locale). */
export function subjectsQueryOptions(queryKey: QueryKey) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => getSubjects(signal),
    staleTime: Infinity,
    select: (response) => response.data,
  });
}

/** The subjects in the session's language, cached under `keyOf(locale)`. */
export function useSubjectsQuery(keyOf: (locale: Locale) => QueryKey) {
  const locale = useSession((s) => s.locale);
  return useQuery(subjectsQueryOptions(keyOf(locale)));
}
