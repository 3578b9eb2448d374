import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { autotestListResponse } from '@platform/shared/autotest';
import type { Locale } from '@platform/shared/contracts';
import { autotestKeys } from '../../../../lib/autotest-keys';
import { useViewer } from '@platform/shared/session';

/** GET /auto-test/view: the numbered tickets with the caller's best score and saved flag. */
export function getTests(signal?: AbortSignal) {
  return api.get('/auto-test/view', { schema: autotestListResponse, signal });
}

export function testsQueryOptions(locale: Locale, userId: number | null) {
  return queryOptions({ queryKey: autotestKeys.list(locale, userId), queryFn: ({ signal }) => getTests(signal) });
}

export function useTests() {
  const { locale, userId } = useViewer();
  return useQuery(testsQueryOptions(locale, userId));
}
