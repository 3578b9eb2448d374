import { api } from '@platform/shared/api';
import { progressResponse } from '@platform/shared/topic-tests';

/** GET /progress: the learner's (or this browser's guest) unfinished tests. */
export function getProgress(signal?: AbortSignal) {
  return api.get('/progress', { schema: progressResponse, signal });
}
