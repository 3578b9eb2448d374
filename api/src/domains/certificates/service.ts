// Certificates of finished topic-test tickets (SPEC §2 results page and /check/{id}, §5
// "certificate button only when can_generate_certificate", §6 visitors cannot obtain certificates).
// A certificate freezes its holder's name, the score and the date when it is issued, and is verified
// publicly by its unguessable id; by the sequential ticket id only its owner finds it (issue 12).
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { contentLanguageOf, type Locale } from '@platform/shared/contracts';
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

/** A ticket (by its id, or by its certificate's public id) with its owner, test names and certificate (if issued), or undefined. */
async function loadTicket(db: Db, by: { ticketId: number } | { publicId: string }) {
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
      public_id: certificate.public_id,
      frozen_name: certificate.full_name,
      frozen_correct: certificate.correct,
      frozen_total: certificate.total,
      frozen_finished_at: certificate.finished_at,
    })
    .from(ticket)
    .innerJoin(themedTest, eq(themedTest.id, ticket.test_id))
    .innerJoin(subject, eq(subject.id, themedTest.subject_id))
    .leftJoin(lessonUz, sameLessonIn(lessonUz, CONTENT_LANGUAGES.uz))
    .leftJoin(lessonRu, sameLessonIn(lessonRu, CONTENT_LANGUAGES.ru))
    .leftJoin(appUser, eq(appUser.id, ticket.user_id))
    .leftJoin(certificate, eq(certificate.ticket_id, ticket.id))
    .where('ticketId' in by ? eq(ticket.id, by.ticketId) : eq(certificate.public_id, by.publicId));
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
export async function issueCertificate(
  db: Db,
  userId: number,
  ticketId: number,
  locale: Locale,
): Promise<{ download_url: string; certificate_id: string }> {
  const row = await loadTicket(db, { ticketId });
  if (!row || row.user_id !== userId) throw new HttpError(404, 'TICKET_NOT_FOUND', 'certificate.ticket_not_found');
  if (row.status !== 'finished' || !row.finished_at) throw new HttpError(403, 'CERTIFICATE_NOT_ALLOWED', 'certificate.not_finished');
  if (!row.first_name?.trim() || !row.last_name?.trim()) throw new HttpError(403, 'CERTIFICATE_NOT_ALLOWED', 'certificate.no_name');
  // the first issue freezes what the certificate says; a second one changes nothing. A certificate
  // asked for in uz-Cyrl is an Uzbek one in the official Latin script (docs/decisions/043).
  await db
    .insert(certificate)
    .values({
      ticket_id: ticketId,
      locale: contentLanguageOf(locale),
      full_name: fullNameOf(row),
      correct: row.correct_count,
      total: row.question_count,
      finished_at: row.finished_at,
    })
    .onConflictDoNothing();
  const [issued] = await db.select({ public_id: certificate.public_id }).from(certificate).where(eq(certificate.ticket_id, ticketId));
  return { download_url: downloadUrl(ticketId), certificate_id: issued.public_id };
}

/** A certificate by its public id (anyone) or by its ticket's id (its owner only), or 404. */
async function findCertificate(db: Db, userId: number | null, id: string) {
  const byTicket = /^\d+$/.test(id);
  if (byTicket && Number(id) > MAX_ID) throw notFound();
  const row = await loadTicket(db, byTicket ? { ticketId: Number(id) } : { publicId: id });
  if (!row?.issued_at || !row.locale || !row.public_id || row.frozen_name === null || !row.frozen_finished_at) throw notFound();
  // a sequential id must not list other people's certificates
  if (byTicket && (userId === null || row.user_id !== userId)) throw notFound();
  const frozen = {
    full_name: row.frozen_name,
    correct: row.frozen_correct ?? 0,
    total: row.frozen_total ?? 0,
    finished_at: row.frozen_finished_at,
  };
  return { ...row, locale: row.locale, public_id: row.public_id, issued_at: row.issued_at, frozen };
}

/** The public verification of an issued certificate, with what it froze (never the phone; the ticket for its owner only). */
export async function checkCertificate(db: Db, userId: number | null, id: string, locale: Locale) {
  const row = await findCertificate(db, userId, id);
  const { subject: subjectName, lesson } = names(row, locale);
  const owner = userId !== null && userId === row.user_id;
  const { full_name, correct, total, finished_at } = row.frozen;
  return {
    id: row.public_id,
    ticket_id: owner ? row.id : null,
    valid: true,
    full_name,
    subject_name: subjectName,
    lesson_name: lesson,
    correct,
    total,
    percent: percentOf(correct, total),
    finished_at: unixSeconds(finished_at),
    issued_at: unixSeconds(row.issued_at),
    is_owner: owner,
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
  const row = await findCertificate(db, userId, digits);
  const { subject: subjectName, lesson } = names(row, row.locale);
  const pdf = await renderCertificatePdf({
    certificateId: row.public_id,
    locale: row.locale,
    fullName: row.frozen.full_name,
    subjectName,
    lessonName: lesson,
    correct: row.frozen.correct,
    total: row.frozen.total,
    finishedAt: row.frozen.finished_at,
    issuedAt: row.issued_at,
    checkUrl: certificateCheckUrl(publicUrl, row.public_id),
  });
  return { id, pdf };
}
