import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { subjectListResponse, type Locale } from '@platform/shared/contracts';
import { useSession } from '@platform/shared/session';
import { profileKeys } from '../lib/profile-keys';

/** GET /subjectname: every subject a user can pick (the subject chooser). */
export function getSubjectNames(signal?: AbortSignal) {
  return api.get('/subjectname', { schema: subjectListResponse, signal });
}

export function subjectNamesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: profileKeys.subjects(locale),
    queryFn: ({ signal }) => getSubjectNames(signal),
    staleTime: Infinity,
    select: (response) => response.data,
  });
}

export function useSubjectNames() {
  const locale = useSession((s) => s.locale);
  return useQuery(subjectNamesQueryOptions(locale));
}
