import { matchPath } from '@platform/shared/router';
import { routeTable } from '../routing/route-table';
import { loadRemoteRoutes } from './remote-loader';

const ownerOf = (pathname: string) => routeTable.find((entry) => entry.remote && matchPath({ path: entry.path, end: true }, pathname));

/** The remote that renders `pathname`, if a remote does. */
export function remoteOwning(pathname: string): string | undefined {
  return ownerOf(pathname)?.remote;
}

/**
 * Starts loading the `./routes` module of the remote behind `pathname` and then the chunk of that
 * route's page (its `preload`, from lazyRoutes), so neither waits for the route to render (a
 * failure shows up on the route itself).
 */
export function prefetchRoute(pathname: string): void {
  const owner = ownerOf(pathname);
  if (!owner?.remote) return;
  loadRemoteRoutes(owner.remote)
    .then((module) => {
      const Component = module.routes.find((route) => route.id === owner.routeId)?.Component as { preload?: unknown } | undefined;
      if (typeof Component?.preload === 'function') Component.preload();
    })
    .catch(() => undefined);
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
