// Certificates of finished topic tests: issuing one for a ticket and the public check page.
// Served as `@platform/shared/certificates`, so only the apps that show certificates download it.
import * as z from 'zod/mini';
import { dataOf } from '@platform/shared/contracts';

/**
 * A certificate's public id: 128 random bits as 32 lowercase hex digits. Its verification page is
 * `/check/{id}`; a ticket's sequential id there answers its owner only (certificates are not enumerable).
 */
export const CERTIFICATE_ID_PATTERN = /^[0-9a-f]{32}$/;
/** What `/check/{…}` and `GET /certificate/check?id=` take: a certificate id, or (its owner only) a ticket id. */
export const certificateCheckQuery = z.object({
  id: z.string().check(z.regex(/^(?:[0-9a-f]{32}|[1-9][0-9]{0,9})$/)),
});

/** A certificate issued for a ticket: where to download it, and its public id (`/check/{certificate_id}`). */
export const certificationResponse = z.object({ download_url: z.string(), certificate_id: z.string() });
/**
 * Public verification of a certificate. Name, score and date are the ones frozen at issue; the ticket
 * id only for its owner.
 */
export const certificateCheckSchema = z.object({
  id: z.string(),
  ticket_id: z.nullable(z.int()),
  valid: z.boolean(),
  full_name: z.string(),
  subject_name: z.string(),
  lesson_name: z.string(),
  correct: z.int(),
  total: z.int(),
  percent: z.int(),
  finished_at: z.int(),
  issued_at: z.int(),
  /** whether the viewer owns the ticket (may review every question) */
  is_owner: z.boolean(),
});
export type CertificateCheck = z.infer<typeof certificateCheckSchema>;
export const certificateCheckResponse = dataOf(certificateCheckSchema);
