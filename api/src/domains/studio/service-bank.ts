// The studio's question bank list (issue 35 item 2, ADR 056): every item of the topic tests — the live
// version of a key in a topic's uz and ru tests, one row — and the open drafts beside them, filtered by
// subject, topic, difficulty, status, a language gap (no question or no explanation in uz or ru) and
// open learners' reports; and one item with its published version and open draft.
import { sql, type SQL } from 'drizzle-orm';
import type { BankFilter, BankRow, DraftStatus } from '@platform/shared/studio';
import type { Db } from '../../db/client';
import { errorReport, question, questionDraft, reportDismissal, themedTest } from '../../db/schema';
import { HttpError } from '../../errors';
import { openDraft } from './service-bank-drafts';
import { publishedItem, topicOf } from './service-bank-publish';

interface Raw extends Record<string, unknown> {
  subject_id: number;
  topic: string;
  key: string;
  status: DraftStatus;
  version: number;
  difficulty: number;
  text_uz: string | null;
  text_ru: string | null;
  missing_uz: boolean;
  missing_ru: boolean;
  open_reports: number;
  draft_id: number | null;
  updated_at: Date | string | null;
  total: number;
}

/** One page of the bank, by subject, topic and key (a published item before its open draft). */
export async function bankPage(db: Db, q: BankFilter) {
  const where: SQL[] = [sql`true`];
  if (q.subject_id) where.push(sql`subject_id = ${q.subject_id}`);
  if (q.topic) where.push(sql`topic = ${q.topic}`);
  if (q.difficulty) where.push(sql`difficulty = ${q.difficulty}`);
  if (q.status) where.push(sql`status = ${q.status}`);
  if (q.missing === 'uz') where.push(sql`missing_uz`);
  if (q.missing === 'ru') where.push(sql`missing_ru`);
  if (q.reports === 'open') where.push(sql`open_reports > 0`);
  const result = await db.execute<Raw>(sql`
    with live as (
      select t.subject_id, t.lesson_key as topic, q.key,
             max(q.version)::int as version, max(q.difficulty)::int as difficulty,
             max(case when t.language_id = 1 then q.text end) as text_uz,
             max(case when t.language_id = 2 then q.text end) as text_ru,
             not coalesce(bool_or(t.language_id = 1 and q.explanation is not null), false) as missing_uz,
             not coalesce(bool_or(t.language_id = 2 and q.explanation is not null), false) as missing_ru,
             coalesce(sum((
               select count(*) from ${errorReport} r
                where r.question_id = q.id
                  and r.created_at > coalesce((select max(d.created_at) from ${reportDismissal} d where d.question_id = q.id), '-infinity')
             )), 0)::int as open_reports
        from ${question} q join ${themedTest} t on t.id = q.test_id
       where q.retired_at is null and t.language_id in (1, 2)
       group by t.subject_id, t.lesson_key, q.key
    ), items as (
      select subject_id, topic, key, 'published' as status, version, difficulty, text_uz, text_ru, missing_uz, missing_ru,
             open_reports, null::int as draft_id, null::timestamptz as updated_at
        from live
      union all
      select d.subject_id, d.topic, d.item_key, d.status, d.version, (d.item ->> 'difficulty')::int,
             d.item -> 'uz' ->> 'text', d.item -> 'ru' ->> 'text', false, false,
             coalesce(l.open_reports, 0), d.id, d.updated_at
        from ${questionDraft} d
        left join live l on l.subject_id = d.subject_id and l.topic = d.topic and l.key = d.item_key
       where d.status in ('draft', 'in_review')
    )
    select *, (count(*) over ())::int as total from items
     where ${sql.join(where, sql` and `)}
     order by subject_id, topic, key, status = 'published' desc
     limit ${q.size} offset ${(q.page - 1) * q.size}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: Raw[] }).rows) as Raw[];
  const total = rows.length ? Number(rows[0].total) : 0;
  const data: BankRow[] = rows.map((r) => ({
    subject_id: Number(r.subject_id),
    topic: r.topic,
    key: r.key,
    status: r.status,
    version: Number(r.version),
    difficulty: Number(r.difficulty),
    text_uz: r.text_uz ?? '',
    text_ru: r.text_ru ?? '',
    missing: [...(r.missing_uz ? ['uz' as const] : []), ...(r.missing_ru ? ['ru' as const] : [])],
    open_reports: Number(r.open_reports),
    draft_id: r.draft_id === null ? null : Number(r.draft_id),
    updated_at: r.updated_at === null ? null : Math.floor(new Date(r.updated_at).getTime() / 1000),
  }));
  return { data, meta: { page: q.page, size: q.size, total, page_count: Math.ceil(total / q.size) } };
}

/** An item: its live version as a bank item (null before its first approval) and its open draft. */
export async function bankItem(db: Db, subjectId: number, topicKey: string, key: string) {
  const topic = await topicOf(db, subjectId, topicKey);
  const [published, draft] = await Promise.all([publishedItem(db, topic, key), openDraft(db, subjectId, topicKey, key)]);
  if (!published && !draft) throw new HttpError(404, 'ITEM_NOT_FOUND', 'errors.studio_item_not_found');
  return { subject_id: subjectId, topic: topicKey, key, published, draft };
}
