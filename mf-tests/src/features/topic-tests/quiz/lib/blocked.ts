import { ApiError } from '@platform/shared/api';
import { blockedBodySchema, type BlockedBody } from '@platform/shared/topic-tests';

/** The 403 of a blocked start (SPEC §8: time-gated test or daily limit), or null for any other error. */
export function blockedFrom(error: unknown): BlockedBody | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const parsed = blockedBodySchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** What the test screen hands to the list page when it sends a blocked learner back (router state). */
export interface BlockedState {
  blocked: BlockedBody;
}
