// Taking an autotest ticket (SPEC §4 "Auto test", §6, §9): read it again, finish, the result (made or
// resumed in service-create.ts). The server owns the clock: `now` is passed in (tests inject it), the
// deadline is stored and a ticket whose deadline has passed counts as finished at the deadline,
// whoever asks first.
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  AUTOTEST_MAX_MISTAKES,
  AUTOTEST_PASS_SCORE,
  isTimedMode,
  type AutotestResult,
  type AutotestTicket,
} from '@platform/shared/autotest';
import type { Locale } from '@platform/shared/contracts';
import type { Caller } from '../../caller';
import type { Db } from '../../db/client';
import { autotestAnswer, autotestAttempt, autotestCategory, autotestQuestion, autotestTest } from '../../db/schema';
import { HttpError } from '../../errors';
import { inScript, pick, t } from '../../i18n';
import { contentImageUrl } from '../content/import';

export type Attempt = typeof autotestAttempt.$inferSelect;

export const ticketNotFound = () => new HttpError(404, 'TICKET_NOT_FOUND', 'autotest.ticket_not_found');

/** The caller's user id, or 401 (tickets, saving and the mistakes list are for signed-in users). */
export function userOf(caller: Pick<Caller, 'userId'>): number {
  if (caller.userId === null) throw new HttpError(401, 'UNAUTHORIZED', 'auth.unauthorized');
  return caller.userId;
}

/** Finishes an active ticket whose deadline has passed, at the deadline (stop reason "time"). */
export async function settle(db: Db, attempt: Attempt, now: Date): Promise<Attempt> {
  if (attempt.status !== 'active' || !attempt.deadline || attempt.deadline.getTime() > now.getTime()) return attempt;
  const [row] = await db
    .update(autotestAttempt)
    .set({ status: 'finished', stop_reason: 'time', finished_at: attempt.deadline })
    .where(and(eq(autotestAttempt.id, attempt.id), eq(autotestAttempt.status, 'active')))
    .returning();
  return row ?? (await db.select().from(autotestAttempt).where(eq(autotestAttempt.id, attempt.id)))[0];
}

/** The caller's ticket by id (settled), or 404 for anyone else's. */
export async function ownAttempt(db: Db, caller: Caller, ticketId: number, now: Date): Promise<Attempt> {
  const userId = userOf(caller);
  const [row] = await db.select().from(autotestAttempt).where(eq(autotestAttempt.id, ticketId));
  if (!row || row.user_id !== userId) throw ticketNotFound();
  return settle(db, row, now);
}

/** A ticket's title in the caller's language: "5-bilet", "Imtihon", "Mavzu: …". */
export async function titleOf(db: Db, attempt: Pick<Attempt, 'mode' | 'test_id' | 'category_id'>, locale: Locale): Promise<string> {
  if (attempt.mode === 'ticket' && attempt.test_id) {
    const [test] = await db.select({ number: autotestTest.number }).from(autotestTest).where(eq(autotestTest.id, attempt.test_id));
    return t(locale, 'autotest.title.ticket', { number: test?.number ?? '' });
  }
  if (attempt.mode === 'topic' && attempt.category_id) {
    const [category] = await db.select().from(autotestCategory).where(eq(autotestCategory.id, attempt.category_id));
    return t(locale, 'autotest.title.topic', { name: category ? pick(category, 'name', locale) : '' });
  }
  return t(locale, `autotest.title.${attempt.mode === 'ticket' ? 'exam' : attempt.mode}`);
}

const imageOf = (sha: string | null) => (sha ? contentImageUrl(sha) : null);
/** A question's options in the locale (uz-Cyrl: the Cyrillic the import wrote, docs/decisions/043). */
const optionsOf = (q: { options_uz: string[]; options_ru: string[]; options_cyrl: string[] | null }, locale: Locale) =>
  locale === 'ru' ? q.options_ru : inScript(locale, q.options_uz, q.options_cyrl);

/** The ticket as the test screen shows it: questions in order, answered ones with their verdict. */
export async function ticketOf(db: Db, attempt: Attempt, locale: Locale, now: Date): Promise<AutotestTicket> {
  const rows = await db
    .select({ a: autotestAnswer, q: autotestQuestion })
    .from(autotestAnswer)
    .innerJoin(autotestQuestion, eq(autotestQuestion.id, autotestAnswer.question_id))
    .where(eq(autotestAnswer.attempt_id, attempt.id))
    .orderBy(asc(autotestAnswer.position));
  const training = !isTimedMode(attempt.mode);
  return {
    ticket_id: attempt.id,
    mode: attempt.mode,
    test_id: attempt.test_id,
    title: await titleOf(db, attempt, locale),
    status: attempt.status,
    deadline: attempt.deadline?.toISOString() ?? null,
    server_time: now.toISOString(),
    mistakes: attempt.wrong_count,
    max_mistakes: isTimedMode(attempt.mode) ? AUTOTEST_MAX_MISTAKES : null,
    tests: [
      {
        questions: rows.map(({ a, q }) => {
          const answered = a.chosen !== null;
          return {
            id: a.id,
            text: pick(q, 'text', locale),
            image: imageOf(q.image),
            options: optionsOf(q, locale).map((text, i) => ({ id: i + 1, text })),
            is_checked: answered,
            checked: a.chosen,
            is_right: a.is_right,
            is_true: answered ? q.answer : null,
            explanation: answered && training ? pick(q, 'explanation', locale) : null,
            rule: answered && training ? q.rule : null,
          };
        }),
      },
    ],
  };
}

/** `POST /check-test/finish?ticket_id`: ends the ticket now (again: the same result). */
export async function finishTicket(db: Db, caller: Caller, ticketId: number, now: Date): Promise<AutotestResult> {
  let attempt = await ownAttempt(db, caller, ticketId, now);
  if (attempt.status === 'active') {
    const [row] = await db
      .update(autotestAttempt)
      .set({ status: 'finished', finished_at: now })
      .where(and(eq(autotestAttempt.id, attempt.id), eq(autotestAttempt.status, 'active')))
      .returning();
    attempt = row ?? (await ownAttempt(db, caller, ticketId, now));
  }
  return resultOf(db, attempt, caller.locale);
}

/** Seconds from the start to the finish (a timed ticket: at most its deadline). */
export const timeUsed = (a: Pick<Attempt, 'started_at' | 'finished_at' | 'deadline'>) => {
  const end = Math.min(a.finished_at!.getTime(), a.deadline?.getTime() ?? Infinity);
  return Math.max(0, Math.floor((end - a.started_at.getTime()) / 1000));
};

/** A finished ticket's verdict: a timed one passes with 18 right and at most 2 mistakes, a training round with every answer right. */
export const passedOf = (a: Pick<Attempt, 'mode' | 'correct_count' | 'wrong_count' | 'question_count'>) =>
  isTimedMode(a.mode)
    ? a.correct_count >= AUTOTEST_PASS_SCORE && a.wrong_count <= AUTOTEST_MAX_MISTAKES
    : a.wrong_count === 0 && a.correct_count === a.question_count;

/** `GET /auto-test/result?ticket_id`: a finished ticket's verdict and its wrong answers with explanations. */
export async function resultOf(db: Db, attempt: Attempt, locale: Locale): Promise<AutotestResult> {
  if (attempt.status !== 'finished' || !attempt.finished_at) throw new HttpError(409, 'NOT_FINISHED', 'autotest.not_finished');
  const wrong = await db
    .select({ a: autotestAnswer, q: autotestQuestion })
    .from(autotestAnswer)
    .innerJoin(autotestQuestion, eq(autotestQuestion.id, autotestAnswer.question_id))
    .where(and(eq(autotestAnswer.attempt_id, attempt.id), eq(autotestAnswer.is_right, false)))
    .orderBy(asc(autotestAnswer.position));
  return {
    ticket_id: attempt.id,
    mode: attempt.mode,
    test_id: attempt.test_id,
    title: await titleOf(db, attempt, locale),
    passed: passedOf(attempt),
    correct: attempt.correct_count,
    mistakes: attempt.wrong_count,
    answered: attempt.correct_count + attempt.wrong_count,
    question_count: attempt.question_count,
    stop_reason: attempt.stop_reason,
    time_used: timeUsed(attempt),
    started_at: attempt.started_at.toISOString(),
    finished_at: attempt.finished_at.toISOString(),
    wrong: wrong.map(({ a, q }) => {
      const options = optionsOf(q, locale);
      return {
        position: a.position,
        text: pick(q, 'text', locale),
        image: imageOf(q.image),
        chosen: options[(a.chosen ?? 1) - 1] ?? '',
        correct: options[q.answer - 1] ?? '',
        explanation: pick(q, 'explanation', locale),
        rule: q.rule,
      };
    }),
  };
}

/** Ids of tests that exist, of a list (saving checks the id). */
export async function existingTests(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  return new Set((await db.select({ id: autotestTest.id }).from(autotestTest).where(inArray(autotestTest.id, ids))).map((r) => r.id));
}
