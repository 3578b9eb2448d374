import { matchPath } from '@platform/shared/router';
import { routeTable } from '../routing/route-table';
import { loadRemoteRoutes } from './remote-loader';

/** The remote that renders `pathname`, if a remote does. */
export function remoteOwning(pathname: string): string | undefined {
  return routeTable.find((entry) => entry.remote && matchPath({ path: entry.path, end: true }, pathname))?.remote;
}

/** Starts loading the `./routes` module of the remote behind `pathname` (a failure shows up on the route itself). */
export function prefetchRoute(pathname: string): void {
  const remote = remoteOwning(pathname);
  if (remote) loadRemoteRoutes(remote).catch(() => undefined);
}

/** A same-origin link under the pointer or the focus: its remote starts loading before the click. */
function onIntent(event: Event): void {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  prefetchRoute(link.pathname);
}

/** Hover and focus on links prefetch the remote of their route (once per remote: loads are cached). */
export function prefetchOnIntent(): void {
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
