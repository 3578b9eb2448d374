import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { subjectListResponse, type Locale } from '@platform/shared/contracts';
import { useSession } from '@platform/shared/session';
import { authKeys } from '../../../../lib/auth-keys';

/** GET /subjectname: the subjects of the step-6 grid, names localised by the api. */
export function getSubjects(signal?: AbortSignal) {
  return api.get('/subjectname', { schema: subjectListResponse, signal });
}

export function subjectsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: authKeys.subjects(locale),
    queryFn: ({ signal }) => getSubjects(signal),
    staleTime: Infinity,
    select: (response) => response.data,
  });
}

export function useSubjects() {
  const locale = useSession((s) => s.locale);
  return useQuery(subjectsQueryOptions(locale));
}
