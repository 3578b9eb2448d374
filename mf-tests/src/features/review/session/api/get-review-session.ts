import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import type { Locale } from '@platform/shared/contracts';
import { REVIEW_SESSION_SIZE, reviewSessionResponse } from '@platform/shared/review';
import { testKeys, type Viewer } from '../../../../lib/test-keys';

export interface ReviewFilter {
  subject?: string;
  topic?: string;
}

/** GET /review/session: today's due cards under the filter (up to a session's size), with their questions. */
export function getReviewSession(filter: ReviewFilter, signal?: AbortSignal) {
  return api.get('/review/session', {
    schema: reviewSessionResponse,
    query: { subject: filter.subject, topic: filter.topic, limit: REVIEW_SESSION_SIZE },
    signal,
  });
}

export function reviewSessionQueryOptions(filter: ReviewFilter, viewer: Viewer, locale: Locale) {
  return queryOptions({
    queryKey: testKeys.reviewSession(filter, viewer, locale),
    queryFn: ({ signal }) => getReviewSession(filter, signal).then((r) => r.data),
    // a session is worked through on the page: never replaced behind the learner's back
    staleTime: Infinity,
    enabled: viewer !== null,
  });
}

export function useReviewSession(filter: ReviewFilter, viewer: Viewer, locale: Locale) {
  return useQuery(reviewSessionQueryOptions(filter, viewer, locale));
}
