import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { type Locale } from '@platform/shared/contracts';
import { profileResponse } from '@platform/shared/accounts';
import { profileKeys, type ProfileTarget } from '../lib/profile-keys';
import { useViewer } from '../hooks/use-viewer';

/** GET /profile/view[?id]: one's own profile (private fields included) or another user's; 401 without a session. */
export function getProfileView(target: ProfileTarget, signal?: AbortSignal) {
  return api.get('/profile/view', { schema: profileResponse, query: { id: target === 'me' ? undefined : target }, signal });
}

export function profileViewQueryOptions(viewerId: number, locale: Locale, target: ProfileTarget) {
  return queryOptions({
    queryKey: profileKeys.view(viewerId, locale, target),
    queryFn: ({ signal }) => getProfileView(target, signal),
    select: (response) => response.data,
  });
}

export function useProfileView(target: ProfileTarget) {
  const { viewerId, locale } = useViewer();
  return useQuery({ ...profileViewQueryOptions(viewerId, locale, target), enabled: viewerId > 0 });
}
