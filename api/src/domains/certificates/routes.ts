// Certificates of finished topic-test tickets (SPEC §7 POST /certification?ticket_id → download_url):
// issue, PDF download, public verification.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { certificateCheckQuery, certificateCheckResponse, certificationResponse } from '@platform/shared/certificates';
import { ticketIdQuery } from '@platform/shared/topic-tests';
import * as z from 'zod/mini';
import { requireUserId } from '../../plugins/session';
import { certificatePdf, checkCertificate, issueCertificate } from './service';
import { fileResponse } from '../../openapi';

const tags = ['certificates'];

export interface CertificateRouteOptions {
  /** Public address of the site: the QR code and the printed link point at `<publicUrl>/check/<certificate id>`. */
  publicUrl: string;
}

export const certificateRoutes: FastifyPluginAsyncZod<CertificateRouteOptions> = async (app, { publicUrl }) => {
  const { db } = app;

  app.post(
    '/certification',
    {
      schema: {
        tags,
        summary: 'Issues the certificate of a finished ticket of yours (once; again: the same link)',
        description:
          'Needs a session, a finished ticket of the caller and a first and last name in the profile (403 CERTIFICATE_NOT_ALLOWED otherwise); ' +
          "another's or an unknown ticket is 404 TICKET_NOT_FOUND. The certificate's language is the request's at first issue.",
        querystring: ticketIdQuery,
        response: { 200: certificationResponse },
      },
    },
    async (request) => {
      const me = await requireUserId(request);
      return issueCertificate(db, me, request.query.ticket_id, request.locale);
    },
  );

  app.get(
    '/certificate/check',
    {
      schema: {
        tags,
        summary: 'Verification of an issued certificate (/check/{id}) with the name, score and date frozen at issue; never the phone',
        description:
          '`id`: the certificate id (32 hex digits, anyone) or the ticket id (its owner only). 404 CERTIFICATE_NOT_FOUND alike for no ' +
          'certificate, an unknown id and another person’s ticket id, so certificates cannot be listed by counting.',
        querystring: certificateCheckQuery,
        response: { 200: certificateCheckResponse },
      },
    },
    async (request) => {
      const { userId } = await request.caller();
      return { data: await checkCertificate(db, userId, request.query.id, request.locale) };
    },
  );

  app.get(
    '/certificate/:file',
    {
      schema: {
        tags,
        summary: 'The certificate as a PDF (`{ticketId}.pdf`, A4 landscape, in its language); the owner only',
        description: '404 CERTIFICATE_NOT_FOUND for a certificate that was not issued or is not yours.',
        params: z.object({ file: z.string().check(z.regex(/^\d+\.pdf$/)) }),
        response: fileResponse('application/pdf', 'The certificate (PDF)'),
      },
    },
    async (request, reply) => {
      const me = await requireUserId(request);
      const { id, pdf } = await certificatePdf(db, me, request.params.file.slice(0, -'.pdf'.length), publicUrl);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="certificate-${id}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};
