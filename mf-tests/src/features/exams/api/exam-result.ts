import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import type { Locale } from '@platform/shared/contracts';
import { examResultResponse } from '@platform/shared/exams';
import { testKeys, type Viewer } from '../../../lib/test-keys';

/** POST /exam/finish {ticket_id}: finishes (again: the same) and answers the result. */
export function finishExam(ticketId: number) {
  return api.post('/exam/finish', { schema: examResultResponse, body: { ticket_id: ticketId } });
}

/** GET /exam/result?ticket_id: the result of a finished ticket with the review. */
export function getExamResult(ticketId: number, signal?: AbortSignal) {
  return api.get('/exam/result', { schema: examResultResponse, query: { ticket_id: ticketId }, signal });
}

export function useExamResult(ticketId: number, locale: Locale, viewer: Viewer, enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: testKeys.examResult(ticketId, viewer, locale), queryFn: ({ signal }) => getExamResult(ticketId, signal) }),
    enabled: enabled && viewer !== null,
  });
}
