import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { avatarListResponse } from '@platform/shared/accounts';
import { profileKeys } from '../lib/profile-keys';

/** GET /avatar-images: the pictures a user can take as a profile image. */
export function getAvatarImages(signal?: AbortSignal) {
  return api.get('/avatar-images', { schema: avatarListResponse, signal });
}

export function avatarImagesQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.avatars(),
    queryFn: ({ signal }) => getAvatarImages(signal),
    staleTime: Infinity,
    select: (response) => response.data,
  });
}

export function useAvatarImages() {
  return useQuery(avatarImagesQueryOptions());
}
