import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import type { Locale } from '@platform/shared/contracts';
import { programListResponse } from '@platform/shared/programs';
import { useSession } from '@platform/shared/session';
import { universityKeys } from '../../../../lib/university-keys';

/** GET /v2/university/courses?university_id: a private university's directions (the first page), each with its test if any. */
export function getUniversityPrograms(universityId: number, signal?: AbortSignal) {
  return api.get('/v2/university/courses', { schema: programListResponse, query: { university_id: universityId, page: 1 }, signal });
}

export function universityProgramsQueryOptions(locale: Locale, userId: number | null, universityId: number) {
  return queryOptions({
    queryKey: universityKeys.universityPrograms(locale, userId, universityId),
    queryFn: ({ signal }) => getUniversityPrograms(universityId, signal),
  });
}

export function useUniversityPrograms(universityId: number) {
  const locale = useSession((s) => s.locale);
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery(universityProgramsQueryOptions(locale, userId, universityId));
}
