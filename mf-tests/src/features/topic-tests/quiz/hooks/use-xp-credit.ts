import { useCallback } from 'react';
import { sessionStore } from '@platform/shared/session';

/**
 * Adds earned XP to the signed-in learner in the session store, so the header and profile show the
 * new total without another request (the api has credited it already). Guests have nothing to update:
 * their XP is credited when they sign in.
 */
export function useXpCredit() {
  return useCallback((xp: number) => {
    const { status, user, updateUser } = sessionStore.getState();
    if (status !== 'user' || !user || xp <= 0) return;
    updateUser({ ...user, ball: user.ball + xp });
  }, []);
}
