// During and after an olympiad attempt (SPEC §5 "Olympic"): page-visibility changes of a running
// attempt, and the participant's own review once finished (the correct options once the olympiad ended).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { olympiadStatus } from '@platform/shared/olympiads';
import type { Locale } from '@platform/shared/contracts';
import type { Db } from '../../db/client';
import { olympiadParticipation } from '../../db/schema';
import { HttpError } from '../../errors';
import { questionsOf } from '../exams/service-ticket';
import { ticketNotFound } from './service-attempt';
import { olympiadRow } from './service-take';

/** Records a page-visibility change of a running attempt (count and times, at most 500 kept). */
export async function recordVisibility(
  db: Db,
  userId: number,
  body: { ticket_id: number; state: 'hidden' | 'visible' },
  now: Date,
): Promise<{ count: number }> {
  const entry = JSON.stringify([{ state: body.state, at: now.toISOString() }]);
  const [row] = await db
    .update(olympiadParticipation)
    .set({
      visibility_count: sql`${olympiadParticipation.visibility_count} + ${body.state === 'hidden' ? 1 : 0}`,
      visibility_log: sql`case when jsonb_array_length(${olympiadParticipation.visibility_log}) < 500
                               then ${olympiadParticipation.visibility_log} || ${entry}::jsonb else ${olympiadParticipation.visibility_log} end`,
    })
    .where(
      and(
        eq(olympiadParticipation.ticket_id, body.ticket_id),
        eq(olympiadParticipation.user_id, userId),
        isNull(olympiadParticipation.finished_at),
      ),
    )
    .returning({ count: olympiadParticipation.visibility_count });
  if (!row) throw ticketNotFound();
  return { count: row.count };
}

/** The caller's own answers in an olympiad; the correct option only once the olympiad has ended. */
export async function ownReview(db: Db, userId: number, olympiadId: number, locale: Locale, now: Date) {
  const o = await olympiadRow(db, olympiadId);
  const [p] = await db
    .select()
    .from(olympiadParticipation)
    .where(and(eq(olympiadParticipation.olympiad_id, olympiadId), eq(olympiadParticipation.user_id, userId)));
  if (!p?.ticket_id) throw ticketNotFound();
  if (!p.finished_at) throw new HttpError(409, 'OLYMPIAD_NOT_FINISHED', 'olympiads.not_finished');
  const revealed = olympiadStatus(o.starts_at.getTime(), o.ends_at.getTime(), now.getTime()) === 'finished';
  const questions = await questionsOf(db, p.ticket_id, { reveal: revealed, locale });
  return {
    revealed,
    questions: questions.map((q) => ({
      id: q.id,
      position: q.position,
      text: q.text,
      checked: q.checked,
      is_true: q.is_true ?? null,
      explanation: revealed ? (q.explanation ?? null) : null,
    })),
  };
}
