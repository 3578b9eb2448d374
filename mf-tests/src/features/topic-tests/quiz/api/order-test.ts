import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { themedOrderResponse } from '@platform/shared/topic-tests';
import { testKeys } from '../../../../lib/test-keys';

/**
 * GET /themed-order?test_id: creates the ticket, or resumes the active one with its answered
 * questions (the correct option only for those). 403 with a `message` object: locked or daily limit.
 */
export function orderTest(testId: number, signal?: AbortSignal) {
  return api.get('/themed-order', { schema: themedOrderResponse, query: { test_id: testId }, signal });
}

export function quizQueryOptions(testId: number) {
  return queryOptions({
    queryKey: testKeys.quiz(testId),
    queryFn: ({ signal }) => orderTest(testId, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useQuiz(testId: number) {
  return useQuery(quizQueryOptions(testId));
}
