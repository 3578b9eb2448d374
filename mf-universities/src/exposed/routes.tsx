// The only module the shell loads from this remote. It stays tiny: the pages are lazy chunks
// (list and university page separately), loaded when their route is first shown.
import { lazy } from 'react';
import { addNamespace, useTranslation } from '@platform/shared/i18n';
import { lazyRoutes } from '@platform/shared/lazy-routes';
import { paths, type RemoteRoute } from '@platform/shared/routes';
import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { NS } from '../lib/i18n';

addNamespace('universities', { uz, ru });

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
  import(/* webpackChunkName: "university-advice" */ '../features/advice/components/advice-page').then((m) => ({
    default: m.AdvicePage,
  })),
);

const ProgramsPage = lazy(() =>
  import(/* webpackChunkName: "university-programs" */ '../features/programs/components/programs-page').then((m) => ({
    default: m.ProgramsPage,
  })),
);

const route = lazyRoutes(() => useTranslation(NS).t('route.loading'));

export const routes: RemoteRoute[] = [
  {
    id: 'university-list',
    path: paths.universities,
    Component: route(UniversityListPage),
    // the page's first GET calls, answered into the page by the server (ADR 025): the default list
    // (12 = UNIVERSITY_PAGE_SIZE) and the regions of its filter
    data: ['/university-all?page=1&size=12&type=all&address_id=0&is_web=1', '/address'],
    // rendered by the server from those answers, hydrated here (ADR 028)
    serverRender: true,
  },
  {
    id: 'private-university-list',
    path: paths.privateUniversities,
    Component: route(UniversityListPage, { fixedType: 'private' }, 'PrivateUniversityList'),
  },
  { id: 'university-page', path: `${paths.universities}/:slug`, Component: route(UniversityPage, { listPath: paths.universities }) },
  {
    id: 'private-university-page',
    path: `${paths.privateUniversities}/:slug`,
    Component: route(UniversityPage, { listPath: paths.privateUniversities }, 'PrivateUniversity'),
  },
  { id: 'university-advice', path: paths.universityAdvice, Component: route(AdvicePage) },
  { id: 'university-ranking', path: paths.universityRanking, Component: route(ProgramsPage) },
];
