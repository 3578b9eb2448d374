// The ranking of an olympiad (issue 17 items 4–5; SPEC §3 ranking row, §9 sticky bar beyond 10th;
// ADR 019): finished participations ordered by total score, then time used, then finish time (then
// id, so a full tie still pages stably). A page is one range scan of olympiad_participation_rank_idx
// (its `score desc nulls last` must be spelt the same in the ORDER BY, or PostgreSQL sorts the whole
// olympiad instead). The caller's own position is 1 + the finished rows of higher score, summed from
// the histogram olympiad_score_count, + the ties ahead inside the own score, one range of the index
// under a row comparison. The total is the histogram's sum.
import { inArray, sql } from 'drizzle-orm';
import { maskPhone } from '@platform/shared/accounts';
import { unixSeconds } from '@platform/shared/dates';
import { RANKING_PAGE_SIZE, olympiadStatus, type Ranking, type RankingRow } from '@platform/shared/olympiads';
import type { Locale } from '@platform/shared/contracts';
import type { Db } from '../../db/client';
import { olympiadParticipation, olympiadScoreCount, subject } from '../../db/schema';
import { preparedRows, type Prepared } from '../../db/prepared';
import { rowsOf } from '../../db/sql';
import { pick, t } from '../../i18n';
import type { SectionStat } from './schema';
import { settleOverdue } from './service-attempt';
import { olympiadRow } from './service-take';

interface RankRow {
  id: number;
  /** null: the participant deleted the account (ADR 033); the row keeps its score, its person is gone */
  user_id: number | null;
  score: number;
  max_score: number;
  correct_count: number;
  question_count: number;
  time_used_ms: number;
  finished_at: Date | string;
  section_stats: SectionStat[];
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
}

const COLUMNS = `p.id, p.user_id, p.score, p.max_score, p.correct_count, p.question_count, p.time_used_ms, p.finished_at, p.section_stats,
  u.first_name, u.last_name, u.phone`;

/**
 * A page of the ranking: the page's rows first (a range of olympiad_participation_rank_idx, its
 * `nulls last` spelt as the index has it), then their users. Planned once per connection (ADR 019:
 * planning cost as much as running it).
 */
const PAGE: Prepared = {
  name: 'olympiad_ranking_page',
  types: ['int', 'int', 'int'],
  text: `select ${COLUMNS} from (
           select * from olympiad_participation
           where olympiad_id = $1 and finished_at is not null
           order by score desc nulls last, time_used_ms, finished_at, id
           limit $2 offset $3) p
         left join app_user u on u.id = p.user_id
         order by p.score desc nulls last, p.time_used_ms, p.finished_at, p.id`,
};

/**
 * The own row and the finished rows before it: the histogram's buckets above the own score, then the
 * ties ahead inside it (one range of the rank index under a row comparison).
 */
const OWN: Prepared = {
  name: 'olympiad_own_rank',
  types: ['int', 'int'],
  text: `select ${COLUMNS},
           (select coalesce(sum(c.n), 0) from olympiad_score_count c where c.olympiad_id = p.olympiad_id and c.score > p.score)
         + (select count(*) from olympiad_participation x
              where x.olympiad_id = p.olympiad_id and x.finished_at is not null and x.score = p.score
                and (x.time_used_ms, x.finished_at, x.id) < (p.time_used_ms, p.finished_at, p.id)) as before
         from olympiad_participation p join app_user u on u.id = p.user_id
         where p.olympiad_id = $1 and p.user_id = $2 and p.finished_at is not null`,
};

/** One page of the ranking (rows `offset`..`offset + size`), in ranking order. */
export async function rankingPage(db: Db, olympiadId: number, offset: number, size = RANKING_PAGE_SIZE): Promise<RankRow[]> {
  return preparedRows<RankRow>(db, PAGE, [olympiadId, size, offset]);
}

/** The user's finished row and its 1-based position, or null (not taking part, or not finished). */
export async function ownRank(db: Db, olympiadId: number, userId: number): Promise<{ row: RankRow; position: number } | null> {
  const [row] = await preparedRows<RankRow & { before: number }>(db, OWN, [olympiadId, userId]);
  return row ? { row, position: Number(row.before) + 1 } : null;
}

/** Finished participations of the olympiad (the histogram's sum: a few hundred rows, not a count of all). */
export async function finishedCount(db: Db, olympiadId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select coalesce(sum(n), 0) as n from ${olympiadScoreCount} where olympiad_id = ${olympiadId}`,
  );
  return Number(row.n);
}

/**
 * What a ranking response depends on besides page, user and locale, read after the overdue attempts
 * are settled: the olympiad, its status and the finished count. A finish is the only write that moves
 * positions and it always moves the count, so these make the ETag of the live results page.
 */
export async function rankingHead(db: Db, olympiadId: number, now: Date) {
  const o = await olympiadRow(db, olympiadId);
  await settleOverdue(db, now, olympiadId, 200);
  const status = olympiadStatus(o.starts_at.getTime(), o.ends_at.getTime(), now.getTime());
  return { o, status, total: await finishedCount(db, olympiadId) };
}

export type RankingHead = Awaited<ReturnType<typeof rankingHead>>;

/** The weak ETag of one ranking response (olympiad, page, caller, locale, status, finished count). */
export const rankingTag = (head: RankingHead, page: number, userId: number | null, locale: Locale) =>
  `W/"rank-${head.o.id}-${page}-${userId ?? 0}-${locale}-${head.status}-${head.total}"`;

async function subjectNames(db: Db, rows: RankRow[], locale: Locale): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((r) => (r.section_stats ?? []).map((s) => s.subject_id)))];
  const subjects = ids.length ? await db.select().from(subject).where(inArray(subject.id, ids)) : [];
  return new Map(subjects.map((s) => [s.id, pick(s, 'name', locale)]));
}

function toRow(r: RankRow, position: number, userId: number | null, names: Map<number, string>, locale: Locale): RankingRow {
  const stats = (r.section_stats ?? []).map((s) => ({
    subject_id: s.subject_id,
    subject_name: names.get(s.subject_id) ?? '',
    obtained_ball: s.obtained,
    max_ball: s.max,
    required: s.required,
  }));
  const plain = ({ required: _required, ...s }: (typeof stats)[number]) => s;
  const name = `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim();
  return {
    id: Number(r.id),
    type: r.user_id !== null && Number(r.user_id) === userId ? 'self' : 'other',
    position,
    profile_name: r.phone === null ? t(locale, 'olympiads.deleted_participant') : name || maskPhone(r.phone),
    phone: r.phone === null ? '' : maskPhone(r.phone),
    subject_stats: stats.filter((s) => !s.required).map(plain),
    required_subject_stats: stats.filter((s) => s.required).map(plain),
    total_score: Number(r.score),
    accuracy_percentage: r.question_count ? Math.round((Number(r.correct_count) * 1000) / Number(r.question_count)) / 10 : 0,
    seconds_used: Math.round(Number(r.time_used_ms) / 1000),
    finished_at: unixSeconds(new Date(r.finished_at)),
  };
}

/** GET /olympic/olympic-stats: a page of the ranking and the caller's own row (marked `self`). */
export async function ranking(
  db: Db,
  olympiadId: number,
  page: number,
  userId: number | null,
  locale: Locale,
  now: Date,
  known?: RankingHead,
): Promise<Ranking> {
  const { o, status, total } = known ?? (await rankingHead(db, olympiadId, now));
  const offset = (page - 1) * RANKING_PAGE_SIZE;
  const [rows, own] = [await rankingPage(db, olympiadId, offset), userId === null ? null : await ownRank(db, olympiadId, userId)];
  const names = await subjectNames(db, own ? [...rows, own.row] : rows, locale);
  return {
    olympic_id: o.id,
    status,
    total,
    page,
    size: RANKING_PAGE_SIZE,
    rows: rows.map((r, i) => toRow(r, offset + i + 1, userId, names, locale)),
    self: own ? toRow(own.row, own.position, userId, names, locale) : null,
    server_now: now.getTime(),
  };
}

/** Participants, average and best percent of an olympiad's finished participations. */
export async function olympiadStats(db: Db, olympiadIds: number[]) {
  if (!olympiadIds.length) return new Map<number, { total: number; average: number | null; best: number | null }>();
  const rows = await rowsOf<{ olympiad_id: number; total: number; average: number | null; best: number | null }>(
    db,
    sql`select olympiad_id, count(*) as total,
          round(avg(score * 100 / nullif(max_score, 0))::numeric, 1) as average,
          round(max(score * 100 / nullif(max_score, 0))::numeric, 1) as best
        from ${olympiadParticipation}
        where olympiad_id in (${sql.join(
          olympiadIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and finished_at is not null
        group by olympiad_id`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.olympiad_id),
      { total: Number(r.total), average: r.average === null ? null : Number(r.average), best: r.best === null ? null : Number(r.best) },
    ]),
  );
}
