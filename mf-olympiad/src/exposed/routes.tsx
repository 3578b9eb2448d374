// The only module the shell loads from this remote. It stays tiny: the pages are lazy chunks, loaded
// when their route is first shown. Every page needs a signed-in user (SPEC §2, §6). The olympiad's
// test screen is the exam engine's screen and is served by the tests remote (ADR 016).
import { lazy, type ComponentType } from 'react';
import { addNamespace, useTranslation } from '@platform/shared/i18n';
import { lazyRoutes } from '@platform/shared/lazy-routes';
import { paths, type RemoteRoute } from '@platform/shared/routes';
import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { RequireUser } from '../components/require-user';
import { NS } from '../lib/i18n';

addNamespace(NS, { uz, 'uz-Cyrl': () => import('../locales/uz.json?uz-Cyrl'), ru });

const OlympiadsPage = lazy(() =>
  import(/* webpackChunkName: "olympiad-list" */ '../features/olympiads/list/components/olympiads-page').then((m) => ({
    default: m.OlympiadsPage,
  })),
);
const OlympiadPage = lazy(() =>
  import(/* webpackChunkName: "olympiad-detail" */ '../features/olympiads/detail/components/olympiad-page').then((m) => ({
    default: m.OlympiadPage,
  })),
);
const ResultsPage = lazy(() =>
  import(/* webpackChunkName: "olympiad-results" */ '../features/olympiads/results/components/results-page').then((m) => ({
    default: m.ResultsPage,
  })),
);

const lazyRoute = lazyRoutes(() => useTranslation(NS).t('route.loading'));

/** Every olympiad page is for signed-in users only (SPEC §6). */
const route = (Page: ComponentType) => {
  const Route = lazyRoute(Page);
  return function SignedInRoute() {
    return (
      <RequireUser>
        <Route />
      </RequireUser>
    );
  };
};

/** The pages' own query options for their first queries (ADR 034), in the pages' chunks. */
const listFirst = () => import(/* webpackChunkName: "olympiad-list" */ '../features/olympiads/list/first-queries');
const detailFirst = () => import(/* webpackChunkName: "olympiad-detail" */ '../features/olympiads/detail/first-queries');
const resultsFirst = () => import(/* webpackChunkName: "olympiad-results" */ '../features/olympiads/results/first-queries');

// every page comes with its data, fetched by the server as the signed-in visitor, and is rendered with
// it (issue 33, ADR 060); a guest's is the sign-in panel. Countdowns start drawing once hydrated.
export const routes: RemoteRoute[] = [
  {
    id: 'olympiad-list',
    path: paths.olympiads,
    Component: route(OlympiadsPage),
    first: (request) => listFirst().then((m) => m.listQueries(request)),
    serverRender: true,
  },
  {
    id: 'olympiad-detail',
    path: `${paths.olympiads}/:olympiad`,
    Component: route(OlympiadPage),
    first: (request) => detailFirst().then((m) => m.detailQueries(request)),
    serverRender: true,
  },
  {
    id: 'olympiad-results',
    path: `${paths.olympiads}/:olympiad/natijalar`,
    Component: route(ResultsPage),
    first: (request) => resultsFirst().then((m) => m.resultsQueries(request)),
    serverRender: true,
  },
];
