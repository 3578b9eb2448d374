import { useCallback, useEffect, useRef, useState } from 'react';
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
  // effects run in order: once this one has run, the router's blocker (registered in useBlocker's
  // own effect) is in place — `armed` tells the page (and its browser tests) that leaving asks first
  const [armed, setArmed] = useState(false);
  useEffect(() => setArmed(true), []);
  const allowLeave = useCallback(() => {
    allowed.current = true;
  }, []);
  return { blocker, allowLeave, armed };
}
