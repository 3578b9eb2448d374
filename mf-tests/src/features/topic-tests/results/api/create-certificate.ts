import { api } from '@platform/shared/api';
import { certificationResponse } from '@platform/shared/certificates';

/** POST /certification?ticket_id → download_url of the PDF (opened in a new tab). */
export function createCertificate(ticketId: number) {
  return api.post('/certification', { schema: certificationResponse, query: { ticket_id: ticketId } });
}
