// Where a DTM or virtual result stands (issue 31 item 3, ADR 045). One function for the exam result
// and the recommendation page (/univer-tavsiya), so both show the same numbers:
//   - the percentile among the other people who finished that exam kind (same year's weights) in the
//     last STANDING_WINDOW_DAYS days, each counted once with their best score there — computed by
//     PostgreSQL's hypothetical-set `percent_rank(score) within group (order by best)`, not in JS;
//   - for the directions the learner follows (the directions of their applications: the platform has
//     no other "follow" of a direction), last year's grant and contract scores at that university and
//     the points between the score and each, placed by the recommendation's own `placeScore`.
import { sql } from 'drizzle-orm';
import type { AdviceChance } from '@platform/shared/advice';
import { roundBall, STANDING_WINDOW_DAYS, type Standing, type StandingDirection } from '@platform/shared/exams';
import type { Locale } from '@platform/shared/contracts';
import type { Db } from '../../db/client';
import { admission, direction, examTicket, programApplication, university, universityProgram } from '../../db/schema';
import { at, rowsOf } from '../../db/sql';
import { pick } from '../../i18n';

/**
 * Where a score stands against a row's last grant and contract scores, and the points to the
 * threshold of that group: above the grant score (grant), above the contract score (contract), or
 * short of the contract score (below; of the grant score when the row has no contract score).
 * Null when the row has neither score. The recommendation ranks its list by it.
 */
export function placeScore(ball: number, grant: number | null, contract: number | null): { chance: AdviceChance; gap: number } | null {
  if (grant !== null && ball >= grant) return { chance: 'grant', gap: roundBall(ball - grant) };
  if (contract !== null && ball >= contract) return { chance: 'contract', gap: roundBall(ball - contract) };
  const threshold = contract ?? grant;
  return threshold === null ? null : { chance: 'below', gap: roundBall(threshold - ball) };
}

/** What `examStanding` needs of a ticket. */
export interface StandingTicket {
  id: number;
  user_id: number;
  kind: string;
  year: number;
  language_id: number;
  status: string;
  ball: number | null;
  max_ball: number;
  block1_id: number | null;
  block2_id: number | null;
}

/**
 * The share (0–100, rounded down) of the other takers of `kind` (weights of `year`) in the window whose
 * best score is below `ball`, and how many they are. `percent_rank` of a hypothetical value counts the
 * rows strictly below it over the rows there are, so ties neither help nor hurt.
 */
export async function percentileOf(db: Db, ticket: Pick<StandingTicket, 'user_id' | 'kind' | 'year'>, ball: number, now: Date) {
  const since = new Date(now.getTime() - STANDING_WINDOW_DAYS * 86_400_000);
  const [row] = await rowsOf<{ takers: number | string; percentile: number | string | null }>(
    db,
    sql`with best as (
          select t.user_id, max(t.ball) as ball from ${examTicket} t
          where t.kind = ${ticket.kind} and t.year = ${ticket.year} and t.status = 'finished' and t.ball is not null
            and t.finished_at > ${at(since)} and t.finished_at <= ${at(now)} and t.user_id <> ${ticket.user_id}
          group by t.user_id
        )
        select count(*)::int as takers,
          -- + 1e-6: 29 of 100 is 28.999… in double precision
          floor(percent_rank(${ball}::real) within group (order by best.ball) * 100 + 0.000001)::int as percentile
        from best`,
  );
  const takers = Number(row?.takers ?? 0);
  return { takers, percentile: takers > 0 && row?.percentile != null ? Number(row.percentile) : null };
}

/** The directions of the learner's applications with last year's scores at their university (the ticket's language first). */
async function followedDirections(db: Db, ticket: StandingTicket, ball: number, locale: Locale): Promise<StandingDirection[]> {
  const rows = await rowsOf<{
    u_uz: string;
    u_ru: string;
    slug: string;
    type: 'public' | 'private';
    code: string;
    d_uz: string;
    d_ru: string;
    s1: number | null;
    s2: number | null;
    year: number;
    grant_ball: number | string | null;
    contract_ball: number | string | null;
  }>(
    db,
    sql`with followed as (
          select distinct p.university_id, p.direction_id from ${programApplication} a
          join ${universityProgram} p on p.id = a.program_id
          where a.user_id = ${ticket.user_id} and p.direction_id is not null
        )
        select distinct on (f.university_id, f.direction_id)
          u.name_uz as u_uz, u.name_ru as u_ru, u.slug, u.type, d.code, d.name_uz as d_uz, d.name_ru as d_ru,
          d.subject_1_id as s1, d.subject_2_id as s2, ad.year, ad.grant_ball, ad.contract_ball
        from followed f
        join ${university} u on u.id = f.university_id
        join ${direction} d on d.id = f.direction_id
        join ${admission} ad on ad.university_id = f.university_id and ad.direction_id = f.direction_id
        order by f.university_id, f.direction_id, ad.year desc, (ad.language_id = ${ticket.language_id}) desc, ad.study_form_id, ad.id`,
  );
  const num = (v: number | string | null) => (v === null ? null : Number(v));
  return rows
    .flatMap((r) => {
      const grant = num(r.grant_ball);
      const contract = num(r.contract_ball);
      const place = placeScore(ball, grant, contract);
      if (!place) return [];
      return [
        {
          university_name: pick({ name_uz: r.u_uz, name_ru: r.u_ru }, 'name', locale),
          university_slug: r.slug,
          university_type: r.type,
          direction_code: r.code,
          direction_name: pick({ name_uz: r.d_uz, name_ru: r.d_ru }, 'name', locale),
          year: Number(r.year),
          grant_ball: grant,
          contract_ball: contract,
          grant_gap: grant === null ? null : roundBall(ball - grant),
          contract_gap: contract === null ? null : roundBall(ball - contract),
          chance: place.chance,
          same_subjects: r.s1 === ticket.block1_id && r.s2 === ticket.block2_id,
        },
      ];
    })
    .sort((a, b) => a.university_name.localeCompare(b.university_name) || a.direction_code.localeCompare(b.direction_code));
}

/** Where a finished DTM or virtual ticket stands; null for another kind or an unfinished ticket. */
export async function examStanding(db: Db, ticket: StandingTicket, locale: Locale, now: Date): Promise<Standing | null> {
  if ((ticket.kind !== 'dtm' && ticket.kind !== 'virtual') || ticket.status !== 'finished' || ticket.ball === null) return null;
  const ball = ticket.ball;
  const [rank, directions] = await Promise.all([percentileOf(db, ticket, ball, now), followedDirections(db, ticket, ball, locale)]);
  return {
    ticket_id: ticket.id,
    kind: ticket.kind,
    ball: roundBall(ball),
    max_ball: ticket.max_ball,
    takers: rank.takers,
    percentile: rank.percentile,
    window_days: STANDING_WINDOW_DAYS,
    directions,
  };
}
