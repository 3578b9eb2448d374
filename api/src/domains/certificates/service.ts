// Certificates of finished topic-test tickets (SPEC §2 results page and /check/{ticketId}, §5
// "certificate button only when can_generate_certificate", §6 visitors cannot obtain certificates).
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '@platform/shared/contracts';
import { unixSeconds } from '@platform/shared/dates';
import { CONTENT_LANGUAGES } from '@platform/shared/topic-tests';
import type { Db } from '../../db/client';
import { appUser, certificate, subject, themedTest, ticket } from '../../db/schema';
import { HttpError } from '../../errors';
import { certificateCheckUrl, percentOf, renderCertificatePdf } from './service-pdf';

const MAX_ID = 2_147_483_647;

const downloadUrl = (ticketId: number) => `/api/certificate/${ticketId}.pdf`;
const fullNameOf = (row: { first_name: string | null; last_name: string | null }) =>
  `${row.first_name?.trim() ?? ''} ${row.last_name?.trim() ?? ''}`.trim();

const notFound = () => new HttpError(404, 'CERTIFICATE_NOT_FOUND', 'certificate.not_found');

// the same lesson in each content language (uz and ru versions share subject and lesson_key)
const lessonUz = alias(themedTest, 'lesson_uz');
const lessonRu = alias(themedTest, 'lesson_ru');
const sameLessonIn = (lesson: typeof lessonUz | typeof lessonRu, languageId: number) =>
  and(eq(lesson.subject_id, themedTest.subject_id), eq(lesson.lesson_key, themedTest.lesson_key), eq(lesson.language_id, languageId));

/** A ticket with its owner, test names and certificate (if issued), or undefined. */
async function loadTicket(db: Db, id: number) {
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
    .leftJoin(lessonUz, sameLessonIn(lessonUz, CONTENT_LANGUAGES.uz))
    .leftJoin(lessonRu, sameLessonIn(lessonRu, CONTENT_LANGUAGES.ru))
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

/**
 * Issues the certificate of a finished ticket of the user's, once (its language is the one of the
 * first issue); returns its download address. 404 for another's or an unknown ticket, 403 while the
 * ticket is active or the profile has no first and last name.
 */
export async function issueCertificate(db: Db, userId: number, ticketId: number, locale: Locale): Promise<string> {
  const row = await loadTicket(db, ticketId);
  if (!row || row.user_id !== userId) throw new HttpError(404, 'TICKET_NOT_FOUND', 'certificate.ticket_not_found');
  if (row.status !== 'finished' || !row.finished_at) throw new HttpError(403, 'CERTIFICATE_NOT_ALLOWED', 'certificate.not_finished');
  if (!row.first_name?.trim() || !row.last_name?.trim()) throw new HttpError(403, 'CERTIFICATE_NOT_ALLOWED', 'certificate.no_name');
  await db.insert(certificate).values({ ticket_id: ticketId, locale }).onConflictDoNothing();
  return downloadUrl(ticketId);
}

/** The public verification of an issued certificate (never the phone); 404 when none was issued. */
export async function checkCertificate(db: Db, userId: number | null, ticketId: number, locale: Locale) {
  const row = await loadTicket(db, ticketId);
  if (!row?.issued_at) throw notFound();
  const { subject: subjectName, lesson } = names(row, locale);
  return {
    ticket_id: row.id,
    valid: true,
    full_name: fullNameOf(row),
    subject_name: subjectName,
    lesson_name: lesson,
    correct: row.correct_count,
    total: row.question_count,
    percent: percentOf(row.correct_count, row.question_count),
    finished_at: unixSeconds(row.finished_at ?? row.issued_at),
    issued_at: unixSeconds(row.issued_at),
    is_owner: userId !== null && userId === row.user_id,
  };
}

/**
 * The PDF of an issued certificate of the user's, by its file name digits; 404 for a certificate that
 * was not issued or is not theirs, and for any other spelling of the number.
 */
export async function certificatePdf(db: Db, userId: number, digits: string, publicUrl: string): Promise<{ id: number; pdf: Buffer }> {
  const id = Number(digits);
  // one name per certificate: no leading zeros, and nothing beyond int4 (it names no ticket)
  if (digits.length > 10 || String(id) !== digits || id < 1 || id > MAX_ID) throw notFound();
  const row = await loadTicket(db, id);
  if (!row?.issued_at || !row.locale || row.user_id !== userId) throw notFound();
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
  return { id, pdf };
}
