// The results queries of this feature, keyed by viewer as well (see useViewer): a sign-in on the
// page asks again, and the api claims the guest's ticket on that request. The keys stay under
// `testKeys.results()` / `testKeys.unfinished()`, so the invalidations of other features reach them.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '@platform/shared/session';
import { testKeys } from '../../../../lib/test-keys';
import { getResult } from '../api/get-result';
import { getResultList } from '../api/get-result-list';
import { getReview } from '../api/get-review';
import { getProgress } from '../api/get-progress';
import { getRecommendedCourses } from '../api/get-recommended-courses';
import { useViewer } from './use-viewer';

export function useViewerResult(ticketId: number) {
  const viewer = useViewer();
  const locale = useSession((s) => s.locale);
  return useQuery({
    queryKey: testKeys.viewerResult(ticketId, viewer, locale),
    queryFn: ({ signal }) => getResult(ticketId, signal),
    enabled: viewer !== null,
  });
}

/** The signed-in learner's results, one page (only asked for users). */
export function useViewerResultList(page: number) {
  const viewer = useViewer();
  const locale = useSession((s) => s.locale);
  return useQuery({
    queryKey: testKeys.viewerResultList(page, viewer, locale),
    queryFn: ({ signal }) => getResultList(page, signal),
    placeholderData: keepPreviousData,
    enabled: viewer !== null && viewer !== 'guest',
  });
}

export function useViewerReview(ticketId: number, enabled: boolean) {
  const viewer = useViewer();
  const locale = useSession((s) => s.locale);
  return useQuery({
    queryKey: testKeys.viewerReview(ticketId, viewer, locale),
    queryFn: ({ signal }) => getReview(ticketId, signal),
    enabled: enabled && viewer !== null,
  });
}

/** Unfinished tests of the learner, or of this browser's guest (the api reads the cookie). */
export function useViewerProgress() {
  const viewer = useViewer();
  const locale = useSession((s) => s.locale);
  return useQuery({
    queryKey: testKeys.viewerUnfinished(locale, viewer),
    queryFn: ({ signal }) => getProgress(signal),
    enabled: viewer !== null,
  });
}

/**
 * Courses recommended under a finished result (allowed to whoever may see the result, hence the
 * viewer in the key). They do not change during a visit: fetched once, kept while the locale
 * switches (no skeleton flash), never refetched on their own.
 */
export function useViewerRecommendedCourses(ticketId: number) {
  const viewer = useViewer();
  const locale = useSession((s) => s.locale);
  return useQuery({
    queryKey: testKeys.viewerRecommendedCourses(locale, ticketId, viewer),
    queryFn: ({ signal }) => getRecommendedCourses(ticketId, signal),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    enabled: viewer !== null,
  });
}
