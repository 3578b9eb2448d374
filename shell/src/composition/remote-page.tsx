import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { loadedRemoteRoutes, loadRemoteRoutes, RemoteUnavailableError } from './remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { UnavailablePanel } from './unavailable-panel';
import { PageSkeleton } from './page-skeleton';
import { PageHydrated } from '@platform/shared/lazy-routes';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; Component: ComponentType };

let renderedPage: string | null = null;

/**
 * `remote/routeId` of the page the server rendered into this page (docs/decisions/028): on the
 * server as it renders it, in the browser before it hydrates it, once that remote's routes module
 * is loaded. That page mounts with its component at once, as the server rendered it; any other
 * mounts with the placeholder first, as the server rendered that.
 */
export function expectRenderedRemotePage(key: string | null): void {
  renderedPage = key;
}

function initialState(remote: string, routeId: string): State {
  if (renderedPage !== `${remote}/${routeId}`) return { status: 'loading' };
  const route = loadedRemoteRoutes(remote)?.routes.find((r) => r.id === routeId);
  return route ? { status: 'ready', Component: route.Component } : { status: 'loading' };
}

/** Mounts one route of a remote inside the shell's router, with fallback and retry. */
export function RemotePage({ remote, routeId }: { remote: string; routeId: string }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(() => initialState(remote, routeId));
  const mountedReady = useRef(state.status === 'ready');

  useEffect(() => {
    let alive = true;
    // the page the server rendered is mounted already
    if (attempt === 0 && mountedReady.current) return;
    setState({ status: 'loading' });
    loadRemoteRoutes(remote)
      .then((module) => {
        const route = module.routes.find((r) => r.id === routeId);
        if (!route) throw new RemoteUnavailableError(remote, `no route ${routeId}`);
        if (alive) setState({ status: 'ready', Component: route.Component });
      })
      .catch((error: unknown) => {
        console.warn(`[shell] ${(error as Error).message}`);
        if (alive) setState({ status: 'error' });
      });
    return () => {
      alive = false;
    };
  }, [remote, routeId, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  if (state.status === 'loading')
    return (
      <>
        <PageSkeleton />
        <PageHydrated />
      </>
    );
  if (state.status === 'error') return <UnavailablePanel onRetry={retry} />;
  const { Component } = state;
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense fallback={<PageSkeleton />}>
        <Component />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
