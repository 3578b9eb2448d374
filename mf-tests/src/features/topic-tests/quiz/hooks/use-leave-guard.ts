import { useCallback, useRef } from 'react';
import { useBlocker } from '@platform/shared/router';

/** react-router's blocker, as the leave dialog uses it. */
export type LeaveBlocker = ReturnType<typeof useBlocker>;

interface BlockArgs {
  currentLocation: { pathname: string };
  nextLocation: { pathname: string };
}

/**
 * Intercepts leaving the page while `active` (SPEC §2: leave-test interception when a ticket is
 * active). Navigations the app makes itself (finish, results, blocked start) call `allowLeave()`
 * first and are never blocked. No `beforeunload` prompt: answers are saved at each check, so a
 * reload loses nothing.
 */
export function useLeaveGuard(active: boolean) {
  const allowed = useRef(false);
  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: BlockArgs) => active && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
    [active],
  );
  const blocker = useBlocker(shouldBlock);
  const allowLeave = useCallback(() => {
    allowed.current = true;
  }, []);
  return { blocker, allowLeave };
}
