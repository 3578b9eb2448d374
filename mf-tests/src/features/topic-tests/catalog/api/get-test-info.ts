import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import type { Locale } from '@platform/shared/contracts';
import { testInfoResponse } from '@platform/shared/topic-tests';
import { useSession } from '@platform/shared/session';
import { testKeys } from '../../../../lib/test-keys';

/** GET /test-info?test_id: names, rating, counts, top users and opinions of one test. */
export function getTestInfo(testId: number, signal?: AbortSignal) {
  return api.get('/test-info', { schema: testInfoResponse, query: { test_id: testId }, signal });
}

export function testInfoQueryOptions(locale: Locale, testId: number) {
  return queryOptions({ queryKey: testKeys.info(locale, testId), queryFn: ({ signal }) => getTestInfo(testId, signal) });
}

export function useTestInfo(testId: number, enabled = true) {
  const locale = useSession((s) => s.locale);
  return useQuery({ ...testInfoQueryOptions(locale, testId), enabled });
}
