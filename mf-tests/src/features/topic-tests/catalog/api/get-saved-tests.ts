import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import type { Locale } from '@platform/shared/contracts';
import { GENERIC_PAGE_SIZE, savedTestListResponse } from '@platform/shared/topic-tests';
import { useSession } from '@platform/shared/session';
import { testKeys } from '../../../../lib/test-keys';

/** GET /savedtest?page: the signed-in learner's saved tests, newest first. */
export function getSavedTests(page: number, signal?: AbortSignal) {
  return api.get('/savedtest', { schema: savedTestListResponse, query: { page, size: GENERIC_PAGE_SIZE }, signal });
}

export function savedTestsQueryOptions(locale: Locale, page: number) {
  return queryOptions({
    queryKey: testKeys.saved(locale, page),
    queryFn: ({ signal }) => getSavedTests(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSavedTests(page: number, enabled = true) {
  const locale = useSession((s) => s.locale);
  return useQuery({ ...savedTestsQueryOptions(locale, page), enabled });
}
