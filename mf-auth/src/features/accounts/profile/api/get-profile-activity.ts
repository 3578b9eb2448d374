import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { type Locale } from '@platform/shared/contracts';
import { profileResultResponse } from '@platform/shared/accounts';
import { profileKeys, type ProfileTarget } from '../lib/profile-keys';
import { useViewer } from '../hooks/use-viewer';

/** GET /profile/result[?id]: the recent activity (tests taken, XP earned) of a profile. */
export function getProfileActivity(target: ProfileTarget, signal?: AbortSignal) {
  return api.get('/profile/result', { schema: profileResultResponse, query: { id: target === 'me' ? undefined : target }, signal });
}

export function profileActivityQueryOptions(viewerId: number, locale: Locale, target: ProfileTarget) {
  return queryOptions({
    queryKey: profileKeys.activity(viewerId, locale, target),
    queryFn: ({ signal }) => getProfileActivity(target, signal),
    select: (response) => response.data,
  });
}

export function useProfileActivity(target: ProfileTarget) {
  const { viewerId, locale } = useViewer();
  return useQuery({ ...profileActivityQueryOptions(viewerId, locale, target), enabled: viewerId > 0 });
}
