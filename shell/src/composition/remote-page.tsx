import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { loadRemoteRoutes, RemoteUnavailableError } from './remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { UnavailablePanel } from './unavailable-panel';
import { PageSkeleton } from './page-skeleton';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; Component: ComponentType };

/** Mounts one route of a remote inside the shell's router, with fallback and retry. */
export function RemotePage({ remote, routeId }: { remote: string; routeId: string }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let alive = true;
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
  if (state.status === 'loading') return <PageSkeleton />;
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
