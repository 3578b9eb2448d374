// Saved tests and unfinished tests (SPEC §2 "saved tests", "unfinished-test cards"; §3 Unfinished
// item; §7 POST /subject, GET /savedtest, GET /progress).
import { and, count, desc, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import type { Locale } from '@platform/shared/contracts';
import { unixSeconds } from '@platform/shared/dates';
import { pageCount } from '@platform/shared/format';
import type { UnfinishedItem } from '@platform/shared/topic-tests';
import type { Caller } from '../../caller';
import type { Db } from '../../db/client';
import { savedTest, subject, themedTest, ticket } from '../../db/schema';
import { HttpError } from '../../errors';
import { inScript, pick } from '../../i18n';
import { cardColumns, namedTickets, testUrlOf, toCard } from './service-cards';

/** Active tickets listed at most (one per test and owner, so this is plenty). */
const PROGRESS_MAX = 100;

/** Saves (true) or unsaves (false) a test for the user; repeating is harmless; 404 for an unknown test. */
export async function setSaved(db: Db, userId: number, testId: number, saved: boolean): Promise<{ id: number; is_saved: boolean }> {
  const [test] = await db.select({ id: themedTest.id }).from(themedTest).where(eq(themedTest.id, testId));
  if (!test) throw new HttpError(404, 'TEST_NOT_FOUND', 'tests.test_not_found');
  if (saved) await db.insert(savedTest).values({ user_id: userId, test_id: testId }).onConflictDoNothing();
  else await db.delete(savedTest).where(and(eq(savedTest.user_id, userId), eq(savedTest.test_id, testId)));
  return { id: testId, is_saved: saved };
}

/** The user's saved tests as test cards, newest first, paged. */
export async function savedTests(db: Db, userId: number, locale: Locale, { page, size }: { page: number; size: number }, now: Date) {
  const [{ total }] = await db.select({ total: count() }).from(savedTest).where(eq(savedTest.user_id, userId));
  const rows = total
    ? await db
        .select(cardColumns({ userId, guestHash: null }))
        .from(savedTest)
        .innerJoin(themedTest, eq(themedTest.id, savedTest.test_id))
        .innerJoin(subject, eq(subject.id, themedTest.subject_id))
        .where(eq(savedTest.user_id, userId))
        .orderBy(desc(savedTest.created_at), desc(savedTest.test_id))
        .limit(size)
        .offset((page - 1) * size)
    : [];
  return {
    data: rows.map((r) => toCard(r, locale, now)),
    meta: { page, size, total, page_count: pageCount(total, size) },
  };
}

/** Unfinished tests: the caller's active, unexpired tickets (a guest's by its cookie), newest first. */
export async function unfinishedTests(db: Db, caller: Caller, now: Date): Promise<UnfinishedItem[]> {
  const { userId, guestHash } = caller;
  const owners: SQL[] = [];
  if (userId !== null) owners.push(eq(ticket.user_id, userId));
  // this browser's guest tickets too (a signed-in learner takes them over on opening one)
  if (guestHash !== null) owners.push(and(isNull(ticket.user_id), eq(ticket.guest_hash, guestHash))!);
  if (!owners.length) return [];
  const rows = await namedTickets(db, { slug: themedTest.slug, subject_slug: subject.slug })
    .where(and(or(...owners), eq(ticket.status, 'active'), gt(ticket.expires_at, now)))
    .orderBy(desc(ticket.started_at), desc(ticket.id))
    .limit(PROGRESS_MAX);
  return rows.map((r) => ({
    id: r.t.id,
    type: 'Mavzuli',
    time: Math.max(0, Math.floor((r.t.expires_at.getTime() - now.getTime()) / 1000)),
    progress: r.t.question_count ? Math.round((r.t.answered_count * 100) / r.t.question_count) : 0,
    answered: r.t.answered_count,
    total: r.t.question_count,
    lessonName: inScript(caller.locale, r.lesson_name, r.lesson_cyrl),
    subjectName: pick(r, 'name', caller.locale),
    testUrl: testUrlOf(r.subject_slug, r.t.test_id, r.slug),
    started_at: unixSeconds(r.t.started_at),
  }));
}
