import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import type { Locale } from '@platform/shared/contracts';
import { reviewSummaryResponse } from '@platform/shared/review';
import { testKeys, type Viewer } from '../../../../lib/test-keys';

/** GET /review/summary: the due cards per subject (the page's subject chips). */
export function getReviewSummary(signal?: AbortSignal) {
  return api.get('/review/summary', { schema: reviewSummaryResponse, signal });
}

export function reviewSummaryQueryOptions(viewer: Viewer, locale: Locale) {
  return queryOptions({
    queryKey: testKeys.reviewSummary(viewer, locale),
    queryFn: ({ signal }) => getReviewSummary(signal).then((r) => r.data),
    enabled: viewer !== null,
  });
}

export function useReviewSummary(viewer: Viewer, locale: Locale) {
  return useQuery(reviewSummaryQueryOptions(viewer, locale));
}
