// Test cards (SPEC §3) of the list, the saved tests and the unfinished tests: one select, one mapping.
import { eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Locale } from '@platform/shared/contracts';
import type { TestCard } from '@platform/shared/topic-tests';
import type { Caller } from '../../caller';
import type { Db } from '../../db/client';
import { question, savedTest, subject, testRating, themedTest, ticket } from '../../db/schema';
import { inScript, pick } from '../../i18n';

/** A test is "new" for this long after it was added. */
const NEW_FOR_MS = 14 * 86_400_000;

/** `/mavzuli-test/{subject}/{testId-lessonSlug}` (SPEC §2). */
export const testUrlOf = (subjectSlug: string, testId: number, slug: string) => `/mavzuli-test/${subjectSlug}/${testId}-${slug}`;

/** Average rating of a test, one decimal, 0 without ratings. */
export const ratingOf =
  sql<number>`(select coalesce(round(avg(${testRating.rating})::numeric, 1), 0) from ${testRating} where ${testRating.test_id} = ${themedTest.id})`.mapWith(
    Number,
  );
/** Number of questions of a test. */
export const questionCountOf =
  sql<number>`(select count(*) from ${question} where ${question.test_id} = ${themedTest.id} and ${question.retired_at} is null)`.mapWith(
    Number,
  );
/**
 * A ticket with the names of its test (uz, uz-Cyrl) and of its subject (uz, ru, uz-Cyrl), and `more`
 * columns: the select of the result and unfinished-test lists, to be filtered, ordered and paged.
 */
export const namedTickets = <More extends SelectedFields>(db: Db, more: More) =>
  db
    .select({
      t: ticket,
      lesson_name: themedTest.name,
      lesson_cyrl: themedTest.name_cyrl,
      name_uz: subject.name_uz,
      name_ru: subject.name_ru,
      name_cyrl: subject.name_cyrl,
      ...more,
    })
    .from(ticket)
    .innerJoin(themedTest, eq(themedTest.id, ticket.test_id))
    .innerJoin(subject, eq(subject.id, themedTest.subject_id));
/** Only tests that can be taken (the import never makes an empty one, but a list must not offer one). */
export const hasQuestions = sql`exists (select 1 from ${question} where ${question.test_id} = ${themedTest.id} and ${question.retired_at} is null)`;

/** Whether the caller (signed in, or this browser as a guest) has finished a ticket of the test. */
function finishedBy({ userId, guestHash }: Pick<Caller, 'userId' | 'guestHash'>) {
  const owner =
    userId !== null
      ? sql`${ticket.user_id} = ${userId}`
      : guestHash !== null
        ? sql`${ticket.user_id} is null and ${ticket.guest_hash} = ${guestHash}`
        : null;
  if (owner === null) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${ticket} where ${ticket.test_id} = ${themedTest.id} and ${ticket.status} = 'finished' and ${owner})`;
}

/** Columns of a card; select from themed_test joined with subject. */
export function cardColumns(caller: Pick<Caller, 'userId' | 'guestHash'>) {
  const { userId } = caller;
  return {
    id: themedTest.id,
    slug: themedTest.slug,
    name: themedTest.name,
    name_cyrl: themedTest.name_cyrl,
    view_count: themedTest.view_count,
    created_at: themedTest.created_at,
    opens_at: themedTest.opens_at,
    subject_slug: subject.slug,
    subject_name_uz: subject.name_uz,
    subject_name_ru: subject.name_ru,
    subject_name_cyrl: subject.name_cyrl,
    subject_color: subject.color,
    test_count: questionCountOf,
    rating: ratingOf,
    is_saved:
      userId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${savedTest} where ${savedTest.test_id} = ${themedTest.id} and ${savedTest.user_id} = ${userId})`,
    finished: finishedBy(caller),
  };
}

export type CardRow = {
  id: number;
  slug: string;
  name: string;
  name_cyrl: string | null;
  view_count: number;
  created_at: Date;
  opens_at: Date | null;
  subject_slug: string;
  subject_name_uz: string;
  subject_name_ru: string;
  subject_name_cyrl: string | null;
  subject_color: string;
  test_count: number;
  rating: number;
  is_saved: boolean;
  finished: boolean;
};

/** Unix seconds of a time gate still ahead, else null. */
export const opensAtOf = (opensAt: Date | null, now: Date) =>
  opensAt && opensAt.getTime() > now.getTime() ? Math.ceil(opensAt.getTime() / 1000) : null;

export function toCard(row: CardRow, locale: Locale, now: Date): TestCard {
  return {
    testId: row.id,
    subjectName: pick(row, 'subject_name', locale),
    subjectSlug: row.subject_slug,
    subjectColor: row.subject_color,
    lessonName: inScript(locale, row.name, row.name_cyrl),
    testCount: row.test_count,
    testRating: row.rating,
    viewCount: row.view_count,
    isSaved: row.is_saved === true,
    testUrl: testUrlOf(row.subject_slug, row.id, row.slug),
    // "new" is for tests the learner has not taken yet
    isNew: row.finished !== true && now.getTime() - row.created_at.getTime() < NEW_FOR_MS,
    opensAt: opensAtOf(row.opens_at, now),
  };
}
