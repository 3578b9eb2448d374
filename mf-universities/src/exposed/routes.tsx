// The only module the shell loads from this remote. It stays tiny: the pages are lazy chunks
// (list and university page separately), loaded when their route is first shown.
import { lazy } from 'react';
import { addNamespace, useTranslation } from '@platform/shared/i18n';
import { lazyRoutes } from '@platform/shared/lazy-routes';
import { paths, type RemoteRoute } from '@platform/shared/routes';
import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { NS } from '../lib/i18n';

addNamespace('universities', { uz, 'uz-Cyrl': () => import('../locales/uz.json?uz-Cyrl'), ru });

const UniversityListPage = lazy(() =>
  import(/* webpackChunkName: "university-list" */ '../features/universities/list/components/university-list-page').then((m) => ({
    default: m.UniversityListPage,
  })),
);
const UniversityPage = lazy(() =>
  import(/* webpackChunkName: "university-page" */ '../features/universities/page/components/university-page').then((m) => ({
    default: m.UniversityPage,
  })),
);

const AdvicePage = lazy(() =>
  import(/* webpackChunkName: "university-advice" */ '../features/universities/advice/components/advice-page').then((m) => ({
    default: m.AdvicePage,
  })),
);

const ProgramsPage = lazy(() =>
  import(/* webpackChunkName: "university-programs" */ '../features/universities/programs/components/programs-page').then((m) => ({
    default: m.ProgramsPage,
  })),
);

const route = lazyRoutes(() => useTranslation(NS).t('route.loading'));

/** The pages' first queries (ADR 034), in the pages' own chunks. */
const adviceFirst = () => import(/* webpackChunkName: "university-advice" */ '../features/universities/advice/first-queries');
const programsFirst = () => import(/* webpackChunkName: "university-programs" */ '../features/universities/programs/first-queries');
const listFirst = () => import(/* webpackChunkName: "university-list" */ '../features/universities/list/first-queries');
const pageFirst = () => import(/* webpackChunkName: "university-page" */ '../features/universities/page/first-queries');

export const routes: RemoteRoute[] = [
  {
    id: 'university-list',
    path: paths.universities,
    Component: route(UniversityListPage),
    // the page's first queries, fetched by the server with the page (ADR 034): its list and regions
    first: (request) => listFirst().then((m) => m.universityListQueries(request)),
    // rendered by the server with those queries, hydrated here (ADR 028)
    serverRender: true,
  },
  {
    id: 'private-university-list',
    path: paths.privateUniversities,
    Component: route(UniversityListPage, { fixedType: 'private' }, 'PrivateUniversityList'),
    first: (request) => listFirst().then((m) => m.universityListQueries(request, 'private')),
    // rendered by the server with them, as the public list (issue 33, ADR 060)
    serverRender: true,
  },
  // the university, fetched by the server with the page (ADR 034); an unknown slug makes the page a 404
  {
    id: 'university-page',
    path: `${paths.universities}/:slug`,
    Component: route(UniversityPage, { listPath: paths.universities }),
    first: (request) => pageFirst().then((m) => m.universityPageQueries(request)),
    // rendered by the server with it (ADR 028, 060): the page is not first a skeleton
    serverRender: true,
  },
  {
    id: 'private-university-page',
    path: `${paths.privateUniversities}/:slug`,
    Component: route(UniversityPage, { listPath: paths.privateUniversities }, 'PrivateUniversity'),
    first: (request) => pageFirst().then((m) => m.universityPageQueries(request)),
    serverRender: true,
  },
  // the advice and the learning centres come with the page, which the server renders (issue 33, ADR 060)
  {
    id: 'university-advice',
    path: paths.universityAdvice,
    Component: route(AdvicePage),
    first: (request) => adviceFirst().then((m) => m.adviceQueries(request)),
    serverRender: true,
  },
  // the programs and the subject picker come with the page, which the server renders (issue 33, ADR 060)
  {
    id: 'university-ranking',
    path: paths.universityRanking,
    Component: route(ProgramsPage),
    first: (request) => programsFirst().then((m) => m.programsQueries(request)),
    serverRender: true,
  },
];
