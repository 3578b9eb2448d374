import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { meResponse } from '@platform/shared/contracts';
import { authKeys } from '../../../../lib/auth-keys';

/** GET /auth/me: the signed-in user, or null for a guest (never 401). */
export function getMe(signal?: AbortSignal) {
  return api.get('/auth/me', { schema: meResponse, signal });
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: authKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    select: (response) => response.data,
    // asked afresh each time a sign-in flow opens: the cookie may have changed in another tab
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
