// Certificates of finished topic-test tickets (SPEC §2 results page and /check/{ticketId}, §5
// "certificate button only when can_generate_certificate", §6 visitors cannot obtain certificates,
// §7 POST /certification?ticket_id → download_url): issue, PDF download, public verification.
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '@platform/shared/contracts';
import { CONTENT_LANGUAGES, certificateCheckResponse, certificationResponse, ticketIdQuery } from '@platform/shared/topic-tests';
import * as z from 'zod/mini';
import { appUser, certificate, subject, themedTest, ticket } from '../../db/schema';
import { HttpError } from '../../errors';
import { requireUserId } from '../../plugins/session';
import { certificateCheckUrl, percentOf, renderCertificatePdf } from '../../services/certificate-pdf';

const tags = ['certificates'];
const MAX_ID = 2_147_483_647;

export interface CertificateRouteOptions {
  /** Public address of the site: the QR code and the printed link point at `<publicUrl>/check/<id>`. */
  publicUrl: string;
}

const downloadUrl = (ticketId: number) => `/api/certificate/${ticketId}.pdf`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const fullNameOf = (row: { first_name: string | null; last_name: string | null }) =>
  `${row.first_name?.trim() ?? ''} ${row.last_name?.trim() ?? ''}`.trim();

const notFound = () => new HttpError(404, 'CERTIFICATE_NOT_FOUND', 'certificate.not_found');

// the same lesson in each content language (uz and ru versions share subject and lesson_key)
const lessonUz = alias(themedTest, 'lesson_uz');
const lessonRu = alias(themedTest, 'lesson_ru');

export const certificateRoutes: FastifyPluginAsyncZod<CertificateRouteOptions> = async (app, { publicUrl }) => {
  const { db } = app;

  /** A ticket with its owner, test names and certificate (if issued), or undefined. */
  async function loadTicket(id: number) {
    const [row] = await db
      .select({
        id: ticket.id,
        user_id: ticket.user_id,
        status: ticket.status,
        question_count: ticket.question_count,
        correct_count: ticket.correct_count,
        finished_at: ticket.finished_at,
        first_name: appUser.first_name,
        last_name: appUser.last_name,
        lesson: themedTest.name,
        lesson_uz: lessonUz.name,
        lesson_ru: lessonRu.name,
        subject_uz: subject.name_uz,
        subject_ru: subject.name_ru,
        locale: certificate.locale,
        issued_at: certificate.issued_at,
      })
      .from(ticket)
      .innerJoin(themedTest, eq(themedTest.id, ticket.test_id))
      .innerJoin(subject, eq(subject.id, themedTest.subject_id))
      .leftJoin(
        lessonUz,
        and(
          eq(lessonUz.subject_id, themedTest.subject_id),
          eq(lessonUz.lesson_key, themedTest.lesson_key),
          eq(lessonUz.language_id, CONTENT_LANGUAGES.uz),
        ),
      )
      .leftJoin(
        lessonRu,
        and(
          eq(lessonRu.subject_id, themedTest.subject_id),
          eq(lessonRu.lesson_key, themedTest.lesson_key),
          eq(lessonRu.language_id, CONTENT_LANGUAGES.ru),
        ),
      )
      .leftJoin(appUser, eq(appUser.id, ticket.user_id))
      .leftJoin(certificate, eq(certificate.ticket_id, ticket.id))
      .where(eq(ticket.id, id));
    return row;
  }
  type TicketRow = NonNullable<Awaited<ReturnType<typeof loadTicket>>>;

  const names = (row: TicketRow, locale: Locale) => ({
    subject: locale === 'ru' ? row.subject_ru : row.subject_uz,
    lesson: (locale === 'ru' ? row.lesson_ru : row.lesson_uz) ?? row.lesson,
  });

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
      const id = request.query.ticket_id;
      const row = await loadTicket(id);
      if (!row || row.user_id !== me) throw new HttpError(404, 'TICKET_NOT_FOUND', 'certificate.ticket_not_found');
      if (row.status !== 'finished' || !row.finished_at) throw new HttpError(403, 'CERTIFICATE_NOT_ALLOWED', 'certificate.not_finished');
      if (!row.first_name?.trim() || !row.last_name?.trim()) throw new HttpError(403, 'CERTIFICATE_NOT_ALLOWED', 'certificate.no_name');
      await db.insert(certificate).values({ ticket_id: id, locale: request.locale }).onConflictDoNothing();
      return { download_url: downloadUrl(id) };
    },
  );

  app.get(
    '/certificate/check',
    {
      schema: {
        tags,
        summary: 'Public verification of an issued certificate (/check/{ticketId}); never the phone',
        description: '404 CERTIFICATE_NOT_FOUND when no certificate was issued for the ticket, whether or not the ticket exists.',
        querystring: ticketIdQuery,
        response: { 200: certificateCheckResponse },
      },
    },
    async (request) => {
      const row = await loadTicket(request.query.ticket_id);
      if (!row?.issued_at) throw notFound();
      const session = await request.session();
      const { subject: subjectName, lesson } = names(row, request.locale);
      return {
        data: {
          ticket_id: row.id,
          valid: true,
          full_name: fullNameOf(row),
          subject_name: subjectName,
          lesson_name: lesson,
          correct: row.correct_count,
          total: row.question_count,
          percent: percentOf(row.correct_count, row.question_count),
          finished_at: seconds(row.finished_at ?? row.issued_at),
          issued_at: seconds(row.issued_at),
          is_owner: session !== null && session.userId === row.user_id,
        },
      };
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
      },
    },
    async (request, reply) => {
      const me = await requireUserId(request);
      const digits = request.params.file.slice(0, -'.pdf'.length);
      const id = Number(digits);
      // one name per certificate: no leading zeros, and nothing beyond int4 (it names no ticket)
      if (digits.length > 10 || String(id) !== digits || id < 1 || id > MAX_ID) throw notFound();
      const row = await loadTicket(id);
      if (!row?.issued_at || !row.locale || row.user_id !== me) throw notFound();
      const { subject: subjectName, lesson } = names(row, row.locale);
      const pdf = await renderCertificatePdf({
        ticketId: id,
        locale: row.locale,
        fullName: fullNameOf(row),
        subjectName,
        lessonName: lesson,
        correct: row.correct_count,
        total: row.question_count,
        finishedAt: row.finished_at ?? row.issued_at,
        issuedAt: row.issued_at,
        checkUrl: certificateCheckUrl(publicUrl, id),
      });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="certificate-${id}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};
