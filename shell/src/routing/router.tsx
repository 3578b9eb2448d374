import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from '@platform/shared/router';
import { RemotePage } from '../composition/remote-page';
import { PageSkeleton } from '../composition/page-skeleton';
import { PageHydrated } from '@platform/shared/lazy-routes';
import { Layout } from '../layout/layout';
import { HomePage } from '../pages/home/home-page';
import { routeTable, type LocalPage, type RouteEntry } from './route-table';

const PrivacyPage = lazy(() => import(/* webpackChunkName: "policy" */ '../pages/static/privacy-page'));
const TermsPage = lazy(() =>
  import(/* webpackChunkName: "policy" */ '../pages/static/privacy-page').then((m) => ({ default: m.TermsPage })),
);
const NotFoundPage = lazy(() => import('../pages/static/not-found-page'));

/** A policy or not-found page: its lazy chunk in its own boundary, which reports it hydrated (ADR 065). */
function lazyLocal(Page: ComponentType) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Page />
      <PageHydrated />
    </Suspense>
  );
}

function localElement(page: LocalPage) {
  switch (page) {
    case 'home':
      return (
        <>
          <HomePage />
          <PageHydrated />
        </>
      );
    case 'privacy':
      return lazyLocal(PrivacyPage);
    case 'terms':
      return lazyLocal(TermsPage);
    case 'not-found':
      return lazyLocal(NotFoundPage);
  }
}

function elementOf(entry: RouteEntry) {
  if (entry.redirect) return <Navigate to={entry.redirect} replace />;
  if (entry.remote && entry.routeId)
    return <RemotePage key={`${entry.remote}/${entry.routeId}`} remote={entry.remote} routeId={entry.routeId} />;
  return localElement(entry.page ?? 'not-found');
}

export const notFoundEntry: RouteEntry = { path: '*', page: 'not-found', layout: 'noFooter', meta: 'notFound', noindex: true };

/** The route objects of the one data router: every entry of the table under the shell layout. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [...routeTable, notFoundEntry].map((entry) => ({
        path: entry.path,
        element: elementOf(entry),
        handle: entry,
      })),
    },
  ];
}

export function createRouter() {
  return createBrowserRouter(buildRoutes());
}
