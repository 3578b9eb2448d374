import { api } from '@platform/shared/api';
import { certificateCheckResponse } from '@platform/shared/topic-tests';

/** GET /certificate/check?ticket_id: public verification of a certificate (404 when none was issued). */
export function getCertificateCheck(ticketId: number, signal?: AbortSignal) {
  return api.get('/certificate/check', { schema: certificateCheckResponse, query: { ticket_id: ticketId }, signal });
}
