// Drawing the questions of an exam section (issue 30 items 4–5, ADR 040): per learner and subject,
// the questions never shown to them come first, then the least recently shown; within what that
// leaves to choose from, the section keeps its topic mix (each topic's `share`) and a difficulty
// spread that fits the section (mandatory sections mostly basic, block 1 with profile questions).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examQuestion, examTicket, question, themedTest, ticket, ticketQuestion } from '../../db/schema';
import { rowsOf } from '../../db/sql';
import { shuffled } from '../../lib/shuffle';

/** A question of a section's pool as the draw sees it. */
export interface PoolItem {
  id: number;
  /** the topic (themed_test) it belongs to */
  topic: number;
  /** the topic's share of the subject's section; null for a legacy topic */
  share: number | null;
  /** 1 basic, 2 standard, 3 profile */
  difficulty: number;
  /** when the learner was last shown it (ms since epoch: the start of that ticket); null: never */
  seen: number | null;
}

/**
 * The share of difficulty 1, 2 and 3 a section aims at, by its role (ADR 040). The bank is written
 * at about 30 / 45 / 25 % per topic (docs: bank-format); the mandatory sections (1.1 points) test
 * the school basics, block 2 (2.1) the standard level, block 1 (3.1) leans to the profile level.
 */
export const DIFFICULTY_SPREAD: Record<string, readonly [number, number, number]> = {
  mandatory: [0.5, 0.4, 0.1],
  block2: [0.25, 0.5, 0.25],
  block1: [0.15, 0.45, 0.4],
};
/** A section of a role not in the table (e.g. a private program's): the bank's own spread. */
export const DEFAULT_SPREAD = [0.3, 0.45, 0.25] as const;

/**
 * `total` split in proportion to `weights` by the largest-remainder method: the integer parts, then
 * one more for the largest remainders (ties: the earlier index) until the sum is `total`.
 */
export function largestRemainder(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + Math.max(0, b), 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (Math.max(0, w) / sum) * total);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] += 1;
    left -= 1;
  }
  return parts;
}

/**
 * Each topic's weight in the section: its `share`; topics without one (legacy) spread evenly over
 * what the shares leave (all of it when no topic has a share).
 */
export function topicWeights(topics: { topic: number; share: number | null }[]): Map<number, number> {
  const shared = topics.filter((t) => t.share !== null && t.share > 0);
  const legacy = topics.filter((t) => t.share === null);
  const given = shared.reduce((a, t) => a + (t.share as number), 0);
  const rest = shared.length ? Math.max(0, 1 - given) : 1;
  const weights = new Map<number, number>();
  for (const t of topics) weights.set(t.topic, t.share === null ? (legacy.length ? rest / legacy.length : 0) : Math.max(0, t.share));
  return weights;
}

/**
 * `count` distinct questions of `pool` (the caller checked there are enough), in random order.
 *
 * Freshness decides first: the pool is taken in tiers — never shown, then by the time last shown,
 * oldest first (one earlier ticket is one tier) — and a tier that fits into what is still missing is
 * taken whole. Only in the tier that does not fit does the mix choose: one question after another,
 * the one whose topic is still below its quota (shares × count, largest remainder) and, next, whose
 * difficulty is below the section's spread, random among equals. So no question is repeated while an
 * unseen one is left, and the mix holds as well as the unseen questions allow.
 */
export function drawSection(pool: PoolItem[], count: number, spread: readonly [number, number, number]): number[] {
  const topics = [...new Map(pool.map((p) => [p.topic, { topic: p.topic, share: p.share }])).values()];
  const weights = topicWeights(topics);
  const quota = largestRemainder(
    topics.map((t) => weights.get(t.topic) ?? 0),
    count,
  );
  const topicLeft = new Map(topics.map((t, i) => [t.topic, quota[i]]));
  const difficultyLeft = largestRemainder(spread, count);
  const take = (item: PoolItem) => {
    topicLeft.set(item.topic, (topicLeft.get(item.topic) ?? 0) - 1);
    const d = Math.min(3, Math.max(1, item.difficulty)) - 1;
    difficultyLeft[d] -= 1;
    chosen.push(item.id);
  };

  const tiers = new Map<number, PoolItem[]>();
  for (const item of pool) {
    const key = item.seen ?? -Infinity;
    const tier = tiers.get(key);
    if (tier) tier.push(item);
    else tiers.set(key, [item]);
  }
  const chosen: number[] = [];
  for (const key of [...tiers.keys()].sort((a, b) => a - b)) {
    const tier = tiers.get(key)!;
    const missing = count - chosen.length;
    if (missing <= 0) break;
    if (tier.length <= missing) {
      tier.forEach(take);
      continue;
    }
    const left = shuffled(tier);
    for (let n = 0; n < missing; n++) {
      let best = 0;
      let bestScore = -1;
      for (let i = 0; i < left.length; i++) {
        const item = left[i];
        const d = Math.min(3, Math.max(1, item.difficulty)) - 1;
        const score = ((topicLeft.get(item.topic) ?? 0) > 0 ? 2 : 0) + (difficultyLeft[d] > 0 ? 1 : 0);
        if (score > bestScore) {
          best = i;
          bestScore = score;
          if (score === 3) break;
        }
      }
      take(left[best]);
      left.splice(best, 1);
    }
  }
  return shuffled(chosen);
}

/** Whose history the draw avoids: the user's tickets, and the guest tickets of this browser. */
export interface Viewer {
  userId: number;
  guestHash: string | null;
}

/** The statement of `poolsOf` (apart, so that a test can read its plan). */
export function poolsQuery(viewer: Viewer, subjectIds: number[], languageId: number): SQL {
  const owner =
    viewer.guestHash === null
      ? sql`tk.user_id = ${viewer.userId}`
      : sql`(tk.user_id = ${viewer.userId} or tk.guest_hash = ${viewer.guestHash})`;
  return sql`with seen as (
          select eq.question_id, max(et.started_at) as at
            from ${examTicket} et join ${examQuestion} eq on eq.ticket_id = et.id
           where et.user_id = ${viewer.userId} and eq.question_id is not null
           group by eq.question_id
          union all
          select tq.question_id, max(tk.started_at) as at
            from ${ticket} tk join ${ticketQuestion} tq on tq.ticket_id = tk.id
           where ${owner}
           group by tq.question_id
        )
        select q.id, t.subject_id, q.test_id as topic, t.share, q.difficulty, max(s.at) as seen
          from ${question} q join ${themedTest} t on t.id = q.test_id
          left join seen s on s.question_id = q.id
         where t.subject_id in (${sql.join(
           subjectIds.map((id) => sql`${id}`),
           sql`, `,
         )}) and t.language_id = ${languageId} and q.retired_at is null
         group by q.id, t.subject_id, q.test_id, t.share, q.difficulty`;
}

/**
 * The pools of `subjectIds` in `languageId` (every topic-test question of the subject in that
 * language), each question with the last time `viewer` was shown it: in an exam ticket of the user,
 * or a topic-test ticket of the user or of this browser's guest token. One query for the whole order:
 * the user's history is read through the owner indexes of the ticket tables
 * (`exam_ticket_user_started_idx`, `ticket_user_started_idx`, `ticket_guest_started_idx`) and the
 * (ticket, question) unique indexes, and joined to the pools by question id.
 */
export async function poolsOf(db: Db, viewer: Viewer, subjectIds: number[], languageId: number): Promise<Map<number, PoolItem[]>> {
  const pools = new Map<number, PoolItem[]>(subjectIds.map((id) => [id, []]));
  if (!subjectIds.length) return pools;
  const rows = await rowsOf<{
    id: number;
    subject_id: number;
    topic: number;
    share: number | null;
    difficulty: number;
    seen: Date | string | null;
  }>(db, poolsQuery(viewer, subjectIds, languageId));
  for (const r of rows) {
    pools.get(Number(r.subject_id))?.push({
      id: Number(r.id),
      topic: Number(r.topic),
      share: r.share === null ? null : Number(r.share),
      difficulty: Number(r.difficulty),
      seen: r.seen === null ? null : new Date(r.seen).getTime(),
    });
  }
  return pools;
}
