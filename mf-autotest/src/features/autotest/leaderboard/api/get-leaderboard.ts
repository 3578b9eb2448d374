import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { leaderboardResponse } from '@platform/shared/autotest';
import type { Locale } from '@platform/shared/contracts';
import { autotestKeys } from '../../../../lib/autotest-keys';
import { useViewer } from '@platform/shared/session';

/** GET /auto-test/leaderboard[?test_id]: a ticket's board, the exam's without test_id. */
export function getLeaderboard(testId: number | null, signal?: AbortSignal) {
  return api.get('/auto-test/leaderboard', { schema: leaderboardResponse, query: testId ? { test_id: testId } : {}, signal });
}

export function leaderboardQueryOptions(locale: Locale, userId: number | null, testId: number | null) {
  return queryOptions({
    queryKey: autotestKeys.leaderboard(locale, userId, testId),
    queryFn: ({ signal }) => getLeaderboard(testId, signal),
  });
}

export function useLeaderboard(testId: number | null) {
  const { locale, userId } = useViewer();
  return useQuery(leaderboardQueryOptions(locale, userId, testId));
}
