// Results of topic tests: one ticket's result, the learner's result list, and the review of a finished
// ticket (SPEC §3 Result / My-result item, §7 GET /myresult, /myresult/review).
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@platform/shared/contracts';
import { unixSeconds } from '@platform/shared/dates';
import { pageCount } from '@platform/shared/format';
import { xpForBall, type Question, type Result } from '@platform/shared/topic-tests';
import type { Caller } from '../../caller';
import type { Db } from '../../db/client';
import { appUser, certificate, question, subject, themedTest, ticket, ticketQuestion, xpEvent } from '../../db/schema';
import { HttpError } from '../../errors';
import { inScript, pick } from '../../i18n';
import { namedTickets, testUrlOf } from './service-cards';
import { ownedTicket, type ClaimRules, type TicketRow } from './service-claim';
import { questionsOf } from './service-quiz';

async function resultOf(db: Db, row: TicketRow, locale: Locale): Promise<Result> {
  const [[test], items, [owner], [issued], [granted]] = await Promise.all([
    db
      .select({
        slug: themedTest.slug,
        lesson: themedTest.name,
        lesson_cyrl: themedTest.name_cyrl,
        subject_slug: subject.slug,
        name_uz: subject.name_uz,
        name_ru: subject.name_ru,
        name_cyrl: subject.name_cyrl,
      })
      .from(themedTest)
      .innerJoin(subject, eq(subject.id, themedTest.subject_id))
      .where(eq(themedTest.id, row.test_id)),
    db
      .select({
        question_id: ticketQuestion.question_id,
        option_id: ticketQuestion.option_id,
        is_correct: ticketQuestion.is_correct,
        ball: question.ball,
      })
      .from(ticketQuestion)
      .innerJoin(question, eq(question.id, ticketQuestion.question_id))
      .where(eq(ticketQuestion.ticket_id, row.id))
      .orderBy(asc(ticketQuestion.position), asc(ticketQuestion.id)),
    row.user_id === null
      ? Promise.resolve([])
      : db
          .select({ id: appUser.id, first_name: appUser.first_name, last_name: appUser.last_name, image: appUser.image })
          .from(appUser)
          .where(eq(appUser.id, row.user_id)),
    db.select({ public_id: certificate.public_id }).from(certificate).where(eq(certificate.ticket_id, row.id)),
    // what the ticket earned its user: a question's XP only the first time (ADR 006)
    db
      .select({ xp: sql<number>`coalesce(sum(${xpEvent.amount}), 0)`.mapWith(Number) })
      .from(xpEvent)
      .where(and(eq(xpEvent.ticket_id, row.id), eq(xpEvent.source, 'topic'), eq(xpEvent.user_id, row.user_id ?? 0))),
  ]);
  const finished = row.status === 'finished';
  const profileComplete = !!owner && owner.first_name.trim() !== '' && owner.last_name.trim() !== '';
  return {
    ticket_id: row.id,
    type: 'topic',
    status: row.status,
    ball: row.correct_count,
    total: row.question_count,
    correct: row.correct_count,
    wrong: row.answered_count - row.correct_count,
    // a user's ticket: the XP its answers earned; a guest's: what its correct answers would bring at
    // sign-in (within the day's limit, questions not earned before); the bonus apart
    xp: row.user_id === null ? items.reduce((sum, i) => sum + (i.is_correct ? xpForBall(i.ball) : 0), 0) : granted.xp,
    bonus_xp: row.bonus_xp,
    user: owner ? { id: owner.id, full_name: `${owner.first_name} ${owner.last_name}`.trim(), image: owner.image } : null,
    direction: null,
    can_generate_certificate: finished && profileComplete,
    has_certificate: !!issued,
    certificate_id: issued?.public_id ?? null,
    application: null,
    test: { test_id: row.test_id, subject_slug: test.subject_slug, test_url: testUrlOf(test.subject_slug, row.test_id, test.slug) },
    finished_at: row.finished_at ? unixSeconds(row.finished_at) : null,
    result: [
      {
        name: pick(test, 'name', locale),
        lesson_name: inScript(locale, test.lesson, test.lesson_cyrl),
        // checked 0 = unanswered; `correct` says whether the chosen option was right (never which one is)
        questions: items.map((i) => ({ question_id: i.question_id, checked: i.option_id ?? 0, correct: i.is_correct === true })),
      },
    ],
  };
}

/** The result of one ticket of the caller's (its owner, also a guest by cookie). */
export async function ticketResult(db: Db, caller: Caller, ticketId: number, now: Date, rules: ClaimRules): Promise<Result> {
  return resultOf(db, await ownedTicket(db, caller, ticketId, now, rules), caller.locale);
}

/** The signed-in learner's finished tickets, newest first, paged. */
export async function myResults(db: Db, userId: number, locale: Locale, { page, size }: { page: number; size: number }) {
  const mine = and(eq(ticket.user_id, userId), eq(ticket.status, 'finished'));
  const [{ total }] = await db.select({ total: count() }).from(ticket).where(mine);
  const rows = total
    ? await namedTickets(db, {})
        .where(mine)
        .orderBy(desc(ticket.finished_at), desc(ticket.id))
        .limit(size)
        .offset((page - 1) * size)
    : [];
  return {
    data: rows.map((r) => ({
      id: r.t.id,
      type: 'topic' as const,
      ball: r.t.correct_count,
      total: r.t.question_count,
      created_at: unixSeconds(r.t.finished_at ?? r.t.started_at),
      passing_ball: null,
      subject_name: pick(r, 'name', locale),
      lesson_name: inScript(locale, r.lesson_name, r.lesson_cyrl),
    })),
    meta: { page, size, total, page_count: pageCount(total, size) },
  };
}

/** Every question of a finished ticket of the caller's with the chosen and the correct option. */
export async function reviewOf(
  db: Db,
  caller: Caller,
  ticketId: number,
  now: Date,
  rules: ClaimRules,
): Promise<{ ticket_id: number; questions: Question[] }> {
  const row = await ownedTicket(db, caller, ticketId, now, rules);
  if (row.status !== 'finished') throw new HttpError(403, 'TICKET_ACTIVE', 'tests.review_not_finished');
  return { ticket_id: row.id, questions: await questionsOf(db, row, 'all', caller.locale) };
}
