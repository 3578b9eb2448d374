// The only module the shell loads from this remote. It stays tiny: the pages are lazy chunks, loaded
// when their route is first shown.
import { lazy } from 'react';
import { addNamespace, useTranslation } from '@platform/shared/i18n';
import { lazyRoutes } from '@platform/shared/lazy-routes';
import { paths, type RemoteRoute } from '@platform/shared/routes';
import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { NS } from '../lib/i18n';

addNamespace('autotest', { uz, 'uz-Cyrl': () => import('../locales/uz.json?uz-Cyrl'), ru });

const LandingPage = lazy(() =>
  import(/* webpackChunkName: "autotest-landing" */ '../features/autotest/landing/components/landing-page').then((m) => ({
    default: m.LandingPage,
  })),
);
const QuizPage = lazy(() =>
  import(/* webpackChunkName: "autotest-quiz" */ '../features/autotest/quiz/components/quiz-page').then((m) => ({ default: m.QuizPage })),
);
const ResultPage = lazy(() =>
  import(/* webpackChunkName: "autotest-result" */ '../features/autotest/result/components/result-page').then((m) => ({
    default: m.ResultPage,
  })),
);
const LeaderboardPage = lazy(() =>
  import(/* webpackChunkName: "autotest-leaderboard" */ '../features/autotest/leaderboard/components/leaderboard-page').then((m) => ({
    default: m.LeaderboardPage,
  })),
);

/** The landing page's first queries (its chunk: the server build loads it, the browser already has it). */
const landingFirst = () => import(/* webpackChunkName: "autotest-landing" */ '../features/autotest/landing/first-queries');

/** The leaderboard's first queries, in its page's chunk likewise. */
const leaderboardFirst = () => import(/* webpackChunkName: "autotest-leaderboard" */ '../features/autotest/leaderboard/first-queries');

const route = lazyRoutes(() => useTranslation(NS).t('route.loading'));

export const routes: RemoteRoute[] = [
  // `first`: the page's first queries, fetched by the server with the page (ADR 034)
  {
    id: 'autotest-home',
    path: paths.autotest,
    Component: route(LandingPage),
    first: (request) => landingFirst().then((m) => m.landingQueries(request)),
    // and rendered by the server with them (issue 33, ADR 060): the modes and topics are the first screen
    serverRender: true,
  },
  {
    id: 'autotest-leaderboard',
    path: `${paths.autotest}/leaderboard`,
    Component: route(LeaderboardPage),
    first: (request) => leaderboardFirst().then((m) => m.leaderboardQueries(request)),
    serverRender: true,
  },
  { id: 'autotest-test', path: `${paths.autotest}/test`, Component: route(QuizPage) },
  { id: 'autotest-test', path: `${paths.autotest}/test/:testId`, Component: route(QuizPage) },
  { id: 'autotest-result', path: `${paths.autotest}/result/:ticketId`, Component: route(ResultPage) },
];
