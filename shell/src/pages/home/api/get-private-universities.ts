import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { PRIVATE_ON_HOME, universityListResponse, type Locale } from '@platform/shared/contracts';
import { useSession } from '@platform/shared/session';

export const homeKeys = {
  privateUniversities: (locale: Locale) => ['home', 'private-universities', locale] as const,
  faq: (locale: Locale) => ['home', 'faq', locale] as const,
};

export function getPrivateUniversities(signal?: AbortSignal) {
  return api.get('/university-all', {
    schema: universityListResponse,
    query: { type: 'private', size: PRIVATE_ON_HOME, page: 1 },
    signal,
  });
}

export const privateUniversitiesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: homeKeys.privateUniversities(locale),
    queryFn: ({ signal }) => getPrivateUniversities(signal),
  });

export function usePrivateUniversities() {
  const locale = useSession((s) => s.locale);
  return useQuery(privateUniversitiesQueryOptions(locale));
}
