// The learners' reports inbox (issue 35 item 4): the "found an error" reports of topic-test questions
// grouped by question with counts per kind, beside the low ratings of the question's test; a question's
// reports dismissed with a reason leave the open inbox (a later report opens it again).
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { unixSeconds } from '@platform/shared/dates';
import type { Locale } from '@platform/shared/contracts';
import { LOW_RATING, type ReportGroup } from '@platform/shared/studio';
import type { Db } from '../../db/client';
import { errorReport, errorType, question, reportDismissal, testRating, themedTest } from '../../db/schema';
import { HttpError } from '../../errors';
import { pick } from '../../i18n';
import { audit, type Actor } from './service-audit';

const LATEST = 3;

export interface ReportsFilter {
  page: number;
  size: number;
  subject_id?: number;
  status: 'open' | 'dismissed';
}

type Group = { question_id: number; n: number; first_at: Date | string; last_at: Date | string; dismissed_at: Date | string | null };
const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** A dynamic query's first LATEST rows, newest first (the later id first at one instant). */
function latestOf<T extends PgSelect>(query: T, table: { created_at: PgColumn; id: PgColumn }) {
  return query.orderBy(desc(table.created_at), desc(table.id)).limit(LATEST);
}

/** The reports of the inbox, one group per question: most reports first, then the latest. */
export async function reportsInbox(db: Db, locale: Locale, q: ReportsFilter) {
  const subject = q.subject_id ? sql`and t.subject_id = ${q.subject_id}` : sql``;
  // open: the reports made after the question's last dismissal; dismissed: questions whose every report was dismissed
  const inScope =
    q.status === 'open'
      ? sql`(d.at is null or r.created_at > d.at)`
      : sql`d.at is not null and not exists (select 1 from ${errorReport} o where o.question_id = r.question_id and o.created_at > d.at)`;
  const base = sql`from ${errorReport} r
      join ${question} qn on qn.id = r.question_id
      join ${themedTest} t on t.id = qn.test_id
      left join (select question_id, max(created_at) as at from ${reportDismissal} group by question_id) d on d.question_id = r.question_id
      where ${inScope} ${subject}`;
  const totals = (await db.execute(sql`select count(distinct r.question_id)::int as n ${base}`)) as unknown as { rows: { n: number }[] };
  const total = Number(totals.rows[0]?.n ?? 0);
  const grouped = (await db.execute(
    sql`select r.question_id, count(*)::int as n, min(r.created_at) as first_at, max(r.created_at) as last_at, max(d.at) as dismissed_at
        ${base} group by r.question_id order by n desc, last_at desc, r.question_id
        limit ${q.size} offset ${(q.page - 1) * q.size}`,
  )) as unknown as { rows: Group[] };
  const groups = grouped.rows.map((g) => ({ ...g, question_id: Number(g.question_id), n: Number(g.n) }));
  const data: ReportGroup[] = [];
  for (const g of groups) data.push(await groupDetails(db, locale, g, q.status));
  return { data, meta: { page: q.page, size: q.size, total, page_count: Math.ceil(total / q.size) } };
}

async function groupDetails(db: Db, locale: Locale, g: Group & { n: number }, status: 'open' | 'dismissed'): Promise<ReportGroup> {
  const [item] = await db
    .select({
      key: question.key,
      text: question.text,
      text_cyrl: question.text_cyrl,
      test_id: themedTest.id,
      name: themedTest.name,
      name_cyrl: themedTest.name_cyrl,
      subject_id: themedTest.subject_id,
      language_id: themedTest.language_id,
    })
    .from(question)
    .innerJoin(themedTest, eq(themedTest.id, question.test_id))
    .where(eq(question.id, g.question_id));
  const dismissedAt = g.dismissed_at === null ? null : asDate(g.dismissed_at);
  const inScope =
    status === 'open' && dismissedAt
      ? and(eq(errorReport.question_id, g.question_id), sql`${errorReport.created_at} > ${dismissedAt.toISOString()}`)
      : and(eq(errorReport.question_id, g.question_id), dismissedAt ? lte(errorReport.created_at, dismissedAt) : undefined);
  const kinds = await db
    .select({ error_id: errorReport.error_id, name_uz: errorType.name_uz, name_ru: errorType.name_ru, n: sql<number>`count(*)::int` })
    .from(errorReport)
    .innerJoin(errorType, eq(errorType.id, errorReport.error_id))
    .where(inScope)
    .groupBy(errorReport.error_id, errorType.name_uz, errorType.name_ru)
    .orderBy(desc(sql`count(*)`), asc(errorReport.error_id));
  const reportFields = { error_id: errorReport.error_id, message: errorReport.message, created_at: errorReport.created_at };
  const latest = await latestOf(db.select(reportFields).from(errorReport).where(inScope).$dynamic(), errorReport);
  const low = and(eq(testRating.test_id, item.test_id), lte(testRating.rating, LOW_RATING));
  const [{ lowCount }] = await db
    .select({ lowCount: sql<number>`count(*)::int` })
    .from(testRating)
    .where(low);
  const ratingFields = { rating: testRating.rating, comment: testRating.comment, created_at: testRating.created_at };
  const comments = await latestOf(db.select(ratingFields).from(testRating).where(low).$dynamic(), testRating);
  const [dismissal] =
    status === 'dismissed'
      ? await db
          .select()
          .from(reportDismissal)
          .where(eq(reportDismissal.question_id, g.question_id))
          .orderBy(desc(reportDismissal.created_at), desc(reportDismissal.id))
          .limit(1)
      : [];
  return {
    question_id: g.question_id,
    question_key: item.key,
    text: pick(item, 'text', locale),
    test_id: item.test_id,
    test_name: pick(item, 'name', locale),
    subject_id: item.subject_id,
    language: item.language_id === 2 ? 'ru' : 'uz',
    count: g.n,
    kinds: kinds.map((k) => ({ error_id: k.error_id, name: pick(k, 'name', locale), count: Number(k.n) })),
    latest: latest.map((r) => ({ error_id: r.error_id, message: r.message, created_at: unixSeconds(r.created_at) })),
    first_at: unixSeconds(asDate(g.first_at)),
    last_at: unixSeconds(asDate(g.last_at)),
    low_ratings: Number(lowCount),
    low_comments: comments.map((c) => ({ rating: c.rating, comment: c.comment, created_at: unixSeconds(c.created_at) })),
    dismissed: dismissal ? { reason: dismissal.reason, actor_id: dismissal.actor_id, created_at: unixSeconds(dismissal.created_at) } : null,
  };
}

/**
 * Dismisses the open reports of a question with a reason (stored and audited); 404 for an unknown
 * question. Idempotent: with no open report it stores nothing and answers `dismissed: 0`.
 */
export async function dismissReports(db: Db, actor: Actor, questionId: number, reason: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ id: question.id }).from(question).where(eq(question.id, questionId));
    if (!found) throw new HttpError(404, 'QUESTION_NOT_FOUND', 'tests.question_not_found', {}, {}, 'questionId');
    const [last] = await tx
      .select({ at: sql<Date | string | null>`max(${reportDismissal.created_at})` })
      .from(reportDismissal)
      .where(eq(reportDismissal.question_id, questionId));
    const since = last?.at ? asDate(last.at) : null;
    const open = await tx
      .select({ id: errorReport.id })
      .from(errorReport)
      .where(and(eq(errorReport.question_id, questionId), since ? sql`${errorReport.created_at} > ${since.toISOString()}` : undefined));
    // nothing open (dismissed already, or never reported): nothing to store, and a retry answers the same
    if (!open.length) return { question_id: questionId, dismissed: 0 };
    const [row] = await tx
      .insert(reportDismissal)
      .values({ question_id: questionId, reason, actor_id: actor.userId, created_at: now })
      .returning();
    await audit(
      tx,
      actor,
      {
        action: 'reports.dismiss',
        entity: 'question',
        entityId: questionId,
        before: { open_reports: open.map((r) => r.id) },
        after: { dismissal_id: row.id, reason, open_reports: [] },
      },
      now,
    );
    return { question_id: questionId, dismissed: open.length };
  });
}
