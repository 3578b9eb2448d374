import { api } from '@platform/shared/api';
import { followResponse } from '@platform/shared/accounts';

/** POST /profile/follow {id} → {is_following, followers_count}. */
export function followProfile(id: number) {
  return api.post('/profile/follow', { schema: followResponse, body: { id } });
}
