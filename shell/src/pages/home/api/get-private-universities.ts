import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import type { Locale } from '@platform/shared/contracts';
import { PRIVATE_ON_HOME, universityListShape } from '@platform/shared/shapes';
import { useSession } from '@platform/shared/session';

export const homeKeys = {
  privateUniversities: (locale: Locale) => ['home', 'private-universities', locale] as const,
  faq: (locale: Locale) => ['home', 'faq', locale] as const,
};

export function getPrivateUniversities(signal?: AbortSignal) {
  return api.get('/university-all', {
    // the contract's universityListResponse, checked without zod (issue 19: nothing of zod on `/`)
    schema: universityListShape,
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
