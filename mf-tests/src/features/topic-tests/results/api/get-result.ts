import { api } from '@platform/shared/api';
import { resultResponse } from '@platform/shared/topic-tests';

/** GET /myresult?ticket_id: the result of one ticket (its owner only). */
export function getResult(ticketId: number, signal?: AbortSignal) {
  return api.get('/myresult', { schema: resultResponse, query: { ticket_id: ticketId }, signal });
}
