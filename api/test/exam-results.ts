// Finished exam results written straight into exam_ticket, for the tests that read results back
// (progress, recent activity, standing) and need many of them at chosen times.
import type { Db } from '../src/db/client';
import { examTicket } from '../src/db/schema';

type Kind = (typeof examTicket.$inferInsert)['kind'];
const MAX_BALL: Record<Kind, number> = { dtm: 189, virtual: 189, block: 93, natcert: 52, private: 60, olympiad: 100 };

/** The moment `days` days ago (fractions allowed). */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** A finished exam ticket of `kind` with `ball` (2025 weights, uz), finished `days` ago; `extra` overrides any column. */
export async function insertExamResult(
  db: Db,
  userId: number,
  kind: Kind,
  ball: number | null,
  days: number,
  extra: Partial<typeof examTicket.$inferInsert> = {},
) {
  const finished = daysAgo(days);
  const [row] = await db
    .insert(examTicket)
    .values({
      user_id: userId,
      kind,
      year: 2025,
      language_id: 1,
      status: 'finished',
      question_count: 90,
      ball,
      max_ball: MAX_BALL[kind],
      started_at: new Date(finished.getTime() - 3600_000),
      deadline_at: new Date(finished.getTime() + 3600_000),
      finished_at: finished,
      ...extra,
    })
    .returning();
  return row;
}
