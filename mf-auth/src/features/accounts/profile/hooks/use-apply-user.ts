import { useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@platform/shared/contracts';
import { sessionStore } from '@platform/shared/session';
import { profileKeys } from '../lib/profile-keys';

/** After a profile change: the session gets the new user, and the viewer's profile data is refetched. */
export function useApplyUser() {
  const client = useQueryClient();
  return (user: AuthUser) => {
    const viewerId = sessionStore.getState().user?.id ?? user.id;
    sessionStore.getState().updateUser(user);
    return client.invalidateQueries({ queryKey: profileKeys.viewer(viewerId) });
  };
}
