import { api } from '@platform/shared/api';
import { finishResponse } from '@platform/shared/topic-tests';

/** GET /check-test?ticket_id: finishes the ticket (finishing again answers the same). */
export function finishTest(ticketId: number) {
  return api.get('/check-test', { schema: finishResponse, query: { ticket_id: ticketId } });
}
