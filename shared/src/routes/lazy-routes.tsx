// How a remote's exposed `./routes` module shows its pages: each page is a lazy chunk loaded when its
// route is first shown, with a busy region labelled by the remote's own text meanwhile. One helper for every remote, so the module each of them exposes stays a list of routes.
import { Suspense, useEffect, type ComponentType } from 'react';

/** Attribute of `#root` while it holds the server's rendering (ADR 028); the api writes it. */
export const RENDERED_ATTRIBUTE = 'data-rendered';

/**
 * Rendered inside a route's own Suspense boundary, after its page: its effect runs once that page has
 * been hydrated (a boundary hydrates after the layout around it, once its lazy chunk has resolved),
 * and only then does the server's markup take taps (`pointer-events: none` until then). The layout
 * lifted it before: a tap on the page in between reached markup without its handlers and was lost
 * (ADR 065). The shell renders it in its own routes' boundaries, and its unavailable panel.
 */
export function PageHydrated() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute(RENDERED_ATTRIBUTE);
  }, []);
  return null;
}

/** A route component of `lazyRoutes`: `preload()` starts downloading its page before it renders. */
export type PreloadableRoute = ComponentType & { preload: () => void };

const REACT_LAZY = Symbol.for('react.lazy');

/**
 * Starts `Page`'s import when it is a `lazy(() => import(…))` component, the way React does on its
 * first render (its initializer runs the import once and keeps the promise; a pending one is thrown,
 * caught here). Anything else, or a React whose lazy objects look different, is left alone.
 */
function startLoading(Page: unknown): void {
  const lazy = Page as { $$typeof?: symbol; _init?: (payload: unknown) => unknown; _payload?: unknown } | null;
  if (!lazy || lazy.$$typeof !== REACT_LAZY || typeof lazy._init !== 'function') return;
  try {
    lazy._init(lazy._payload);
  } catch {
    // still loading (React threw its promise) or failed: the route's render shows either
  }
}

/** The route factory of a remote; `useLoadingLabel` is a hook answering its "page is loading" text. */
export function lazyRoutes(useLoadingLabel: () => string) {
  function RouteFallback() {
    return <div role="status" aria-busy="true" aria-label={useLoadingLabel()} style={{ minHeight: '60vh' }} />;
  }

  /** The route component of `Page` (usually `lazy(() => import(…))`), rendered with `props`. */
  function route(Page: ComponentType, props?: undefined, name?: string): PreloadableRoute;
  function route<P extends object>(Page: ComponentType<P>, props: P, name?: string): PreloadableRoute;
  function route<P extends object>(Page: ComponentType<P>, props?: P, name?: string): PreloadableRoute {
    function Route() {
      return (
        <Suspense fallback={<RouteFallback />}>
          <Page {...(props ?? ({} as P))} />
          <PageHydrated />
        </Suspense>
      );
    }
    Route.displayName = `Route(${name ?? Page.displayName ?? 'Page'})`;
    // the shell calls it when the route is about to show (the current route at start, a link under
    // the pointer), so the page's chunk loads beside the shell instead of after it (issue 19)
    Route.preload = () => startLoading(Page);
    return Route;
  }
  return route;
}
