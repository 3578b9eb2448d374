// The route objects the shell mounts: /login and the profile pages. Pages are lazy chunks.
import { lazy } from 'react';
import { addNamespace, addLazyNamespace, useTranslation } from '@platform/shared/i18n';
import { lazyRoutes } from '@platform/shared/lazy-routes';
import { paths, type RemoteRoute } from '@platform/shared/routes';
import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { NS, PROFILE_NS } from '../lib/i18n';

addNamespace(NS, { uz, 'uz-Cyrl': () => import('../locales/uz.json?uz-Cyrl'), ru });
addLazyNamespace(PROFILE_NS, (locale) =>
  locale === 'ru'
    ? import('../features/accounts/profile/locales/ru.json')
    : locale === 'uz-Cyrl'
      ? import('../features/accounts/profile/locales/uz.json?uz-Cyrl')
      : import('../features/accounts/profile/locales/uz.json'),
);

const LoginPage = lazy(() =>
  import(/* webpackChunkName: "login" */ '../features/accounts/login/components/login-page').then((m) => ({ default: m.LoginPage })),
);
const ProfilePage = lazy(() =>
  import(/* webpackChunkName: "profile" */ '../features/accounts/profile/components/profile-page').then((m) => ({
    default: m.ProfilePage,
  })),
);

/** The login page's own query options for its first query (ADR 034), in the page's chunk. */
const telegramFirst = () => import(/* webpackChunkName: "login" */ '../features/accounts/login/api/get-telegram-config');

const route = lazyRoutes(() => useTranslation(NS).t('route.loading'));

export const routes: RemoteRoute[] = [
  // rendered by the server (issue 33, ADR 060) with whether Telegram sign-in is offered: the phone form and
  // the method note are the first screen, not filled in after the config's answer
  {
    id: 'login',
    path: paths.login,
    Component: route(LoginPage),
    first: () => telegramFirst().then((m) => [m.telegramConfigQueryOptions()]),
    serverRender: true,
  },
  // rendered by the server (ADR 028): a guest's sign-in panel, a user's page as it starts loading
  { id: 'profile', path: paths.profile, Component: route(ProfilePage), serverRender: true },
  { id: 'user-profile', path: `${paths.profile}/:id`, Component: route(ProfilePage), serverRender: true },
];
