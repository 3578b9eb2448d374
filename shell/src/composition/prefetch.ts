import { matchPath } from '@platform/shared/router';
import { sessionStore } from '@platform/shared/session';
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

const asked = new Set<string>();

/** Whether the page has fetched `url` already or is fetching it (a script tag or a preload in the document). */
function fetchedOrPending(url: string): boolean {
  const entries = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('resource') : [];
  if (entries.some((entry) => entry.name === url)) return true;
  return [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')].some(
    (element) => (element instanceof HTMLScriptElement ? element.src : element.href) === url,
  );
}

/**
 * Asks the server for the scripts the page at `pathname` runs first (the list it preloads with a
 * cold load of that page: the remote's entry, its routes chunk, the page's chunks and the remote's
 * strings in the current language) and prefetches those not fetched yet, so they come in one wave
 * instead of entry → routes → page and strings (docs/decisions/024). Once per route and language.
 */
export function prefetchPageScripts(pathname: string): void {
  const owner = ownerOf(pathname);
  const { locale } = sessionStore.getState();
  if (!owner?.remote || asked.has(`${owner.path} ${locale}`)) return;
  asked.add(`${owner.path} ${locale}`);
  fetch(`/preloads.json?path=${encodeURIComponent(pathname)}&locale=${locale}`)
    .then((response) => (response.ok ? response.json() : null))
    .then((answer: { scripts?: unknown } | null) => {
      const scripts = answer?.scripts;
      for (const href of Array.isArray(scripts) ? scripts : []) {
        if (typeof href !== 'string' || fetchedOrPending(new URL(href, window.location.href).href)) continue;
        // a prefetch, not a preload: a preload that failed (offline for a moment, a remote down)
        // stands in for the script when the page asks for it again, and the unavailable panel's retry
        // then fails too (composition.spec); a prefetch goes through the HTTP cache, where a failure
        // is not kept, and a link hovered but never followed leaves no unused-preload warning
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.as = 'script';
        link.href = href;
        document.head.appendChild(link);
      }
    })
    .catch(() => undefined);
}

/** A same-origin link under the pointer or the focus: its remote starts loading before the click. */
function onIntent(event: Event): void {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  prefetchPageScripts(link.pathname);
  prefetchRoute(link.pathname);
}

/** Hover and focus on links prefetch the remote of their route (once per remote: loads are cached). */
export function prefetchOnIntent(): void {
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
