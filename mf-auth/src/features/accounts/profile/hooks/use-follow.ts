import { useMutation, useQueryClient } from '@tanstack/react-query';
import { followProfile } from '../api/follow-profile';
import { unfollowProfile } from '../api/unfollow-profile';
import { profileViewQueryOptions } from '../api/get-profile-view';
import { useViewer } from './use-viewer';

/** Follows or unfollows a user; the profile's follower count and state come from the api's answer. */
export function useFollow(profileId: number) {
  const client = useQueryClient();
  const { viewerId, locale } = useViewer();
  return useMutation({
    mutationFn: (follow: boolean) => (follow ? followProfile(profileId) : unfollowProfile(profileId)),
    onSuccess: ({ data }) => {
      client.setQueryData(profileViewQueryOptions(viewerId, locale, profileId).queryKey, (old) =>
        old ? { ...old, data: { ...old.data, is_following: data.is_following, followers_count: data.followers_count } } : old,
      );
    },
  });
}
