import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { autotestSummaryResponse } from '@platform/shared/autotest';
import type { Locale } from '@platform/shared/contracts';
import { autotestKeys } from '../../../../lib/autotest-keys';
import { useViewer } from '@platform/shared/session';

/** GET /auto-test/summary: bank counts; signed in also readiness, mistakes, marathon, exam attempts left, the last result. */
export function getSummary(signal?: AbortSignal) {
  return api.get('/auto-test/summary', { schema: autotestSummaryResponse, signal });
}

export function summaryQueryOptions(locale: Locale, userId: number | null) {
  return queryOptions({ queryKey: autotestKeys.summary(locale, userId), queryFn: ({ signal }) => getSummary(signal) });
}

export function useSummary() {
  const { locale, userId } = useViewer();
  return useQuery(summaryQueryOptions(locale, userId));
}
