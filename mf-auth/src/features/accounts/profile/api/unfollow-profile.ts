import { api } from '@platform/shared/api';
import { followResponse } from '@platform/shared/accounts';

/** POST /profile/unfollow {id} → {is_following, followers_count}. */
export function unfollowProfile(id: number) {
  return api.post('/profile/unfollow', { schema: followResponse, body: { id } });
}
