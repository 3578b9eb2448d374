// The only module the shell loads from this remote. It stays tiny: the pages are lazy chunks
// (list and university page separately), loaded when their route is first shown.
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { addNamespace } from '@platform/shared/i18n';
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

function RouteFallback() {
  const { t } = useTranslation(NS);
  return <div role="status" aria-busy="true" aria-label={t('route.loading')} style={{ minHeight: '60vh' }} />;
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<RouteFallback />}>{children}</Suspense>;
}

function UniversityListRoute() {
  return (
    <Lazy>
      <UniversityListPage />
    </Lazy>
  );
}

function PrivateUniversityListRoute() {
  return (
    <Lazy>
      <UniversityListPage fixedType="private" />
    </Lazy>
  );
}

function UniversityRoute() {
  return (
    <Lazy>
      <UniversityPage listPath={paths.universities} />
    </Lazy>
  );
}

function PrivateUniversityRoute() {
  return (
    <Lazy>
      <UniversityPage listPath={paths.privateUniversities} />
    </Lazy>
  );
}

export const routes: RemoteRoute[] = [
  { id: 'university-list', path: paths.universities, Component: UniversityListRoute },
  { id: 'private-university-list', path: paths.privateUniversities, Component: PrivateUniversityListRoute },
  { id: 'university-page', path: `${paths.universities}/:slug`, Component: UniversityRoute },
  { id: 'private-university-page', path: `${paths.privateUniversities}/:slug`, Component: PrivateUniversityRoute },
];
