import { paths, resultPath } from '@platform/shared/routes';

/** sessionStorage key of the page to return to after sign-in (kept across a reload mid-registration). */
export const REDIRECT_STORAGE_KEY = 'auth.redirectUrl';

/** Only paths of this site (`/x`), never `//host` or `https://…`: no open redirect through a link. */
export function isLocalPath(url: unknown): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage blocked (private mode)
  }
}

export function rememberRedirect(url: string | undefined): void {
  if (!isLocalPath(url)) return;
  try {
    storage()?.setItem(REDIRECT_STORAGE_KEY, url);
  } catch {
    // not remembered: the redirect still works in this tab through the props
  }
}

export function storedRedirect(): string | null {
  try {
    const url = storage()?.getItem(REDIRECT_STORAGE_KEY);
    return isLocalPath(url) ? url : null;
  } catch {
    return null;
  }
}

export function clearRedirect(): void {
  try {
    storage()?.removeItem(REDIRECT_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}

/**
 * Where a user goes after signing in (SPEC §2): the redirect asked for, else the one remembered by
 * an earlier open, else the results of the ticket, else home. Never back to /login itself.
 */
export function redirectTarget({ redirectUrl, ticketId }: { redirectUrl?: string | null; ticketId?: string | null } = {}): string {
  const asked = isLocalPath(redirectUrl) ? redirectUrl : storedRedirect();
  if (asked && !asked.startsWith(paths.login)) return asked;
  if (ticketId) return resultPath(ticketId);
  return paths.home;
}
