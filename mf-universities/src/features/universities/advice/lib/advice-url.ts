import { adviceQuery } from '@platform/shared/advice';
import type { AdviceForm } from '../api/advice-api';

/** The guest form's values from the URL (`subject_1`, `subject_2`, `ball`): all three valid, or none. */
export function formFromUrl(search: URLSearchParams): AdviceForm | null {
  const parsed = adviceQuery.safeParse({
    subject_1: search.get('subject_1') ?? undefined,
    subject_2: search.get('subject_2') ?? undefined,
    ball: search.get('ball') ?? undefined,
  });
  const q = parsed.success ? parsed.data : null;
  return q && q.subject_1 !== undefined && q.subject_2 !== undefined && q.ball !== undefined
    ? { subject_1: q.subject_1, subject_2: q.subject_2, ball: q.ball }
    : null;
}
