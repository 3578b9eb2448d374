// Certificates of finished topic tests: issuing one for a ticket and the public check page.
// check page. Served as `@platform/shared/certificates`, so only the apps that show certificates download it.
import * as z from 'zod/mini';
import { dataOf } from '@platform/shared/contracts';

/** A certificate issued for a ticket: where to download it. */
export const certificationResponse = z.object({ download_url: z.string() });
/** Public verification of a certificate (`/check/{ticketId}`). */
export const certificateCheckSchema = z.object({
  ticket_id: z.int(),
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
