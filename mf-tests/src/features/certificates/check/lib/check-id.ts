import { CERTIFICATE_ID_PATTERN } from '@platform/shared/certificates';
import { parseTicketId } from '../../../topic-tests/results';

/**
 * What `/check/{…}` names: a certificate by its public id (anyone may verify it) or a ticket by its id
 * (its owner's view: the certificate if issued, and the review). Anything else is "not found".
 */
export type CheckTarget = { kind: 'certificate'; id: string } | { kind: 'ticket'; id: string; ticketId: number };

export function parseCheckId(raw: string | undefined): CheckTarget | null {
  if (raw !== undefined && CERTIFICATE_ID_PATTERN.test(raw)) return { kind: 'certificate', id: raw };
  const ticketId = parseTicketId(raw);
  return ticketId === null ? null : { kind: 'ticket', id: String(ticketId), ticketId };
}
