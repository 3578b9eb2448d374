import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { examActiveResponse, type ExamKind } from '@platform/shared/exams';
import { testKeys, type Viewer } from '../../../lib/test-keys';

/** GET /exam/active?kind: the running ticket with the server's clock and the saved answers; data null when none (ADR 046). */
export function getActiveExam(kind: ExamKind, signal?: AbortSignal) {
  return api.get('/exam/active', { schema: examActiveResponse, query: { kind }, signal });
}

export function activeExamQueryOptions(kind: ExamKind, viewer: Viewer) {
  return queryOptions({
    queryKey: testKeys.activeExam(kind, viewer),
    queryFn: async ({ signal }) => ({ ...(await getActiveExam(kind, signal)), receivedAt: Date.now() }),
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useActiveExam(kind: ExamKind, viewer: Viewer, enabled: boolean) {
  return useQuery({ ...activeExamQueryOptions(kind, viewer), enabled });
}
