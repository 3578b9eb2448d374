import { useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { examAnswerResponse, type ExamAnswerBody } from '@platform/shared/exams';
import { olympiadFinishResponse, olympiadTicketResponse, visibilityResponse } from '@platform/shared/olympiads';
import { testKeys, type Viewer } from '../../../lib/test-keys';

/** GET /olympic/olympic-test?olympic_course_id: the caller's attempt (started on the olympiad's page) with the server's clock. */
export function useOlympiadTicket(courseId: number, viewer: Viewer, enabled: boolean) {
  return useQuery({
    queryKey: testKeys.olympiadTicket(courseId, viewer),
    queryFn: async ({ signal }) => ({
      ...(await api.get('/olympic/olympic-test', { schema: olympiadTicketResponse, query: { olympic_course_id: courseId }, signal })),
      receivedAt: Date.now(),
    }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** POST /olympic/olympic-finish-test {ticket_id} → olympic_id. */
export const finishOlympiad = (ticketId: number) =>
  api.post('/olympic/olympic-finish-test', { schema: olympiadFinishResponse, body: { ticket_id: ticketId } });

/** POST /olympic/check-test {id, option_id, seq}: one answer of the attempt (olympiad items are single choice). */
export const saveOlympiadAnswer = ({ id, option_id, seq }: ExamAnswerBody) =>
  api.post('/olympic/check-test', { schema: examAnswerResponse, body: { id, option_id, seq } });

/** POST /olympic/visibility: a page visibility change during the attempt, for organisers (a failure is ignored). */
export const reportVisibility = (ticketId: number, state: 'hidden' | 'visible') =>
  void api.post('/olympic/visibility', { schema: visibilityResponse, body: { ticket_id: ticketId, state } }).catch(() => undefined);
