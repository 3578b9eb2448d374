// The topic-test catalogue: the list of test cards, a subject, and one test's info (SPEC §2 "Topic
// tests", §3 test card / test info, §7 GET /themed-test/view, /subject, /test-info).
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import { contentLanguageOf, type Locale } from '@platform/shared/contracts';
import { unixSeconds } from '@platform/shared/dates';
import { pageCount } from '@platform/shared/format';
import { CONTENT_LANGUAGES, xpForBall, type themedTestListQuery } from '@platform/shared/topic-tests';
import type * as z from 'zod/mini';
import type { Caller } from '../../caller';
import type { Db } from '../../db/client';
import { appUser, question, subject, testRating, themedTest, ticket } from '../../db/schema';
import { likePattern } from '../../db/sql';
import { HttpError } from '../../errors';
import { inScript, pick } from '../../i18n';
import { cardColumns, hasQuestions, opensAtOf, testUrlOf, toCard } from './service-cards';

/** Test cards, paged: by content language, subject slug (name) and search in lesson and subject names. */
export async function listTests(db: Db, caller: Caller, q: z.infer<typeof themedTestListQuery>, now: Date) {
  const where: SQL[] = [eq(themedTest.language_id, q.language_id ?? CONTENT_LANGUAGES[contentLanguageOf(caller.locale)]), hasQuestions];
  if (q.name) where.push(eq(subject.slug, q.name));
  if (q.search) {
    const pattern = likePattern(q.search);
    // a uz-Cyrl learner may search in Cyrillic: the Cyrillic names are searched too
    where.push(
      or(
        ilike(themedTest.name, pattern),
        ilike(themedTest.name_cyrl, pattern),
        ilike(subject.name_uz, pattern),
        ilike(subject.name_ru, pattern),
        ilike(subject.name_cyrl, pattern),
      )!,
    );
  }
  const condition = and(...where);
  const [{ total }] = await db
    .select({ total: count() })
    .from(themedTest)
    .innerJoin(subject, eq(subject.id, themedTest.subject_id))
    .where(condition);
  const rows = total
    ? await db
        .select(cardColumns(caller))
        .from(themedTest)
        .innerJoin(subject, eq(subject.id, themedTest.subject_id))
        .where(condition)
        // subjects have no sort column: their id is the order they were added in
        .orderBy(asc(subject.id), asc(themedTest.sort), asc(themedTest.id))
        .limit(q.size)
        .offset((q.page - 1) * q.size)
    : [];
  return {
    data: rows.map((r) => toCard(r, caller.locale, now)),
    meta: { page: q.page, size: q.size, total, page_count: pageCount(total, q.size) },
  };
}

/** A subject by id or slug, with the number of its tests in the content language of the locale; 404 otherwise. */
export async function subjectWithTestCount(db: Db, locale: Locale, id: number | string) {
  const [row] = await db
    .select()
    .from(subject)
    .where(typeof id === 'number' ? eq(subject.id, id) : eq(subject.slug, id));
  if (!row) throw new HttpError(404, 'SUBJECT_NOT_FOUND', 'tests.subject_not_found');
  const [{ n }] = await db
    .select({ n: count() })
    .from(themedTest)
    .where(and(eq(themedTest.subject_id, row.id), eq(themedTest.language_id, CONTENT_LANGUAGES[contentLanguageOf(locale)]), hasQuestions));
  return { id: row.id, slug: row.slug, name: pick(row, 'name', locale), color: row.color, image: row.image, test_count: n };
}

/** The subjects with at least one test (with questions) in the content language, by the subject list's order. */
export async function subjectsWithTests(db: Db, locale: Locale, languageId: number = CONTENT_LANGUAGES[contentLanguageOf(locale)]) {
  const rows = await db
    .select({ subject, n: count() })
    .from(themedTest)
    .innerJoin(subject, eq(subject.id, themedTest.subject_id))
    .where(and(eq(themedTest.language_id, languageId), hasQuestions))
    .groupBy(subject.id)
    .orderBy(desc(subject.mandatory), asc(subject.id));
  return rows.map(({ subject: s, n }) => ({
    id: s.id,
    slug: s.slug,
    name: pick(s, 'name', locale),
    color: s.color,
    image: s.image,
    test_count: n,
  }));
}

const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim();

/** One test: names, rating, counts, its top 10 learners and the latest 20 opinions; 404 otherwise. */
export async function testInfo(db: Db, caller: Caller, testId: number, now: Date) {
  const [row] = await db
    .select({ ...cardColumns(caller), subject_id: subject.id, language_id: themedTest.language_id })
    .from(themedTest)
    .innerJoin(subject, eq(subject.id, themedTest.subject_id))
    .where(eq(themedTest.id, testId));
  if (!row) throw new HttpError(404, 'TEST_NOT_FOUND', 'tests.test_not_found');
  const best = max(ticket.correct_count);
  const [balls, top, ratings] = await Promise.all([
    db
      .select({ ball: question.ball, n: count() })
      .from(question)
      .where(and(eq(question.test_id, testId), isNull(question.retired_at)))
      .groupBy(question.ball)
      .orderBy(desc(count()), asc(question.ball)),
    // signed-in learners by their best finished ticket of this test (ball = correct answers)
    db
      .select({
        id: appUser.id,
        first_name: appUser.first_name,
        last_name: appUser.last_name,
        image: appUser.image,
        ball: sql<number>`${best}`.mapWith(Number),
      })
      .from(ticket)
      .innerJoin(appUser, eq(appUser.id, ticket.user_id))
      .where(and(eq(ticket.test_id, testId), eq(ticket.status, 'finished'), isNotNull(ticket.user_id)))
      .groupBy(appUser.id)
      .orderBy(desc(best), asc(sql`min(${ticket.finished_at})`), asc(appUser.id))
      .limit(10),
    db
      .select({ r: testRating, first_name: appUser.first_name, last_name: appUser.last_name, image: appUser.image })
      .from(testRating)
      .innerJoin(appUser, eq(appUser.id, testRating.user_id))
      .where(eq(testRating.test_id, testId))
      .orderBy(desc(testRating.created_at), desc(testRating.id))
      .limit(20),
  ]);
  return {
    test_id: row.id,
    subject_id: row.subject_id,
    subject_slug: row.subject_slug,
    subject_name: pick(row, 'subject_name', caller.locale),
    lesson_name: inScript(caller.locale, row.name, row.name_cyrl),
    test_url: testUrlOf(row.subject_slug, row.id, row.slug),
    language_id: row.language_id,
    test_rating: row.rating,
    test_count: row.test_count,
    view_count: row.view_count,
    themed_ball: balls.length ? xpForBall(balls[0].ball) : xpForBall(0),
    is_saved: row.is_saved === true,
    opens_at: opensAtOf(row.opens_at, now),
    details: {
      top_user: top.map((u) => ({ id: u.id, name: fullName(u), image: u.image, ball: u.ball })),
      test_rating: ratings.map(({ r, ...u }) => ({
        id: r.id,
        profile_id: r.user_id,
        name: fullName(u),
        image: u.image,
        rating: r.rating,
        comment: r.comment,
        created_at: unixSeconds(r.created_at),
      })),
    },
  };
}
