import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { type Locale } from '@platform/shared/contracts';
import { profileProgressResponse } from '@platform/shared/accounts';
import { profileKeys } from '../lib/profile-keys';
import { useViewer } from '../hooks/use-viewer';

/** GET /profile/progress: one's results over time per exam kind, accuracy per subject, the weakest topics. */
export function getProfileProgress(signal?: AbortSignal) {
  return api.get('/profile/progress', { schema: profileProgressResponse, signal });
}

export function profileProgressQueryOptions(viewerId: number, locale: Locale) {
  return queryOptions({
    queryKey: profileKeys.progress(viewerId, locale),
    queryFn: ({ signal }) => getProfileProgress(signal),
    select: (response) => response.data,
  });
}

export function useProfileProgress() {
  const { viewerId, locale } = useViewer();
  return useQuery({ ...profileProgressQueryOptions(viewerId, locale), enabled: viewerId > 0 });
}
