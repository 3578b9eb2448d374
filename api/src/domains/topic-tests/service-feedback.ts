// Feedback on topic tests: kinds of errors, "found an error" reports and ratings of finished tickets
// (SPEC §2 "test-error report, test rating", §5 limits, §7 GET /errortype).
import { asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@platform/shared/contracts';
import type { Caller } from '../../caller';
import type { Db } from '../../db/client';
import { errorReport, errorType, question, testRating } from '../../db/schema';
import { HttpError } from '../../errors';
import { pick } from '../../i18n';
import { ownedTicket, type ClaimRules } from './service-claim';

const MAX_INT = 2_147_483_647;

/** Kinds of mistakes a learner can report in a question. */
export async function errorTypes(db: Db, locale: Locale) {
  const rows = await db.select().from(errorType).orderBy(asc(errorType.id));
  return rows.map((r) => ({ id: r.id, name: pick(r, 'name', locale) }));
}

/** Stores a report of a mistake in a question (anyone, guests too). */
export async function reportError(db: Db, caller: Caller, body: { error_id: number; message: string; question_id: number }): Promise<void> {
  // the contract bounds error_id below only: a number beyond int4 names no type (and must not reach the query)
  const [[kind], [found]] = await Promise.all([
    body.error_id > MAX_INT ? Promise.resolve([]) : db.select({ id: errorType.id }).from(errorType).where(eq(errorType.id, body.error_id)),
    db.select({ id: question.id }).from(question).where(eq(question.id, body.question_id)),
  ]);
  // error_id is a choice from GET /errortype: an unknown one is bad input, named like the form names it
  if (!kind) throw new HttpError(400, 'VALIDATION_ERROR', 'validation.error_type_required', {}, {}, 'error_id');
  if (!found) throw new HttpError(404, 'QUESTION_NOT_FOUND', 'tests.question_not_found');
  await db.insert(errorReport).values({ question_id: found.id, error_id: kind.id, message: body.message, user_id: caller.userId });
}

/**
 * Rates the test of a finished ticket of the caller's: one rating per user and test, so a rating from
 * another ticket replaces the earlier one (an upsert on the unique index); the same ticket twice is 409.
 */
export async function rateTest(
  db: Db,
  caller: Caller,
  body: { rating: number; comment: string; ticket_id: number },
  now: Date,
  rules: ClaimRules,
): Promise<void> {
  const row = await ownedTicket(db, caller, body.ticket_id, now, rules);
  if (row.status !== 'finished') throw new HttpError(403, 'TICKET_ACTIVE', 'tests.rate_not_finished');
  const [stored] = await db
    .insert(testRating)
    .values({ ticket_id: row.id, test_id: row.test_id, user_id: row.user_id!, rating: body.rating, comment: body.comment, created_at: now })
    .onConflictDoUpdate({
      target: [testRating.user_id, testRating.test_id],
      set: { ticket_id: row.id, rating: body.rating, comment: body.comment, created_at: now },
      setWhere: sql`${testRating.ticket_id} <> excluded.ticket_id`,
    })
    .returning({ id: testRating.id });
  if (!stored) throw new HttpError(409, 'ALREADY_RATED', 'tests.already_rated');
}
