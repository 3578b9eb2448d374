// The only module the shell loads for the Pro routes. It stays tiny: the pages are lazy chunks.
import { lazy } from 'react';
import { addNamespace, useTranslation } from '@platform/shared/i18n';
import { lazyRoutes } from '@platform/shared/lazy-routes';
import { paths, type RemoteRoute } from '@platform/shared/routes';
import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { NS } from '../lib/i18n';

addNamespace(NS, { uz, 'uz-Cyrl': () => import('../locales/uz.json?uz-Cyrl'), ru });

const ProPage = lazy(() =>
  import(/* webpackChunkName: "pro-page" */ '../features/payments/pro/components/pro-page').then((m) => ({ default: m.ProPage })),
);
const PaymentPage = lazy(() =>
  import(/* webpackChunkName: "pro-payment" */ '../features/payments/payment/components/payment-page').then((m) => ({
    default: m.PaymentPage,
  })),
);

/** The page's own query options for its first queries (ADR 034), in the page's chunk. */
const proFirst = () => import(/* webpackChunkName: "pro-page" */ '../features/payments/pro/first-queries');

const route = lazyRoutes(() => useTranslation(NS).t('route.loading'));

export const routes: RemoteRoute[] = [
  // the plans, the first comparison and the testimonials come with the page and the server renders it
  // with them (issue 33, ADR 060): the heading and the plans are the first screen, not skeletons
  {
    id: 'pro',
    path: paths.pro,
    Component: route(ProPage),
    first: (request) => proFirst().then((m) => m.proQueries(request)),
    serverRender: true,
  },
  { id: 'payment', path: `${paths.pro}/payment`, Component: route(PaymentPage) },
];
