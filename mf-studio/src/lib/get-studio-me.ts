import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { studioMeResponse } from '@platform/shared/studio';
import { studioKeys } from './studio-keys';

/** GET /studio/me: the caller's staff roles and scopes (401 for a guest, 403 without a role). */
export function studioMeQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: studioKeys.me(userId),
    queryFn: ({ signal }) => api.get('/studio/me', { schema: studioMeResponse, signal }),
    select: (response) => response.data,
    retry: false,
    staleTime: 60_000,
  });
}

/** The signed-in person's studio roles (`userId` null: nobody is signed in, nothing is asked). */
export function useStudioMe(userId: number | null) {
  return useQuery({ ...studioMeQueryOptions(userId), enabled: userId !== null });
}
