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

const route = lazyRoutes(() => useTranslation(NS).t('route.loading'));

export const routes: RemoteRoute[] = [
  { id: 'pro', path: paths.pro, Component: route(ProPage) },
  { id: 'payment', path: `${paths.pro}/payment`, Component: route(PaymentPage) },
];
