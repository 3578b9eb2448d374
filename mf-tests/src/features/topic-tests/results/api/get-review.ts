import { api } from '@platform/shared/api';
import { reviewResponse } from '@platform/shared/topic-tests';

/** GET /myresult/review?ticket_id: every question of a finished ticket with the chosen and correct option (owner only). */
export function getReview(ticketId: number, signal?: AbortSignal) {
  return api.get('/myresult/review', { schema: reviewResponse, query: { ticket_id: ticketId }, signal });
}
