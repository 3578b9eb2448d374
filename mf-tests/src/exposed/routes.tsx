// The route objects the shell mounts for topic tests, results, certificates, saved and unfinished
// tests, the review of one's mistakes. Every page is a lazy chunk; feature texts are lazy namespaces.
import { lazy, type ComponentType } from 'react';
import { addNamespace, addLazyNamespace, useTranslation } from '@platform/shared/i18n';
import { lazyRoutes } from '@platform/shared/lazy-routes';
import { paths, type RemoteRoute, type RouteRequest } from '@platform/shared/routes';
import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { CATALOG_NS, EXAMS_NS, NS, QUIZ_NS, RESULTS_NS, REVIEW_NS } from '../lib/i18n';
import type { ExamKind } from '@platform/shared/exams';

addNamespace(NS, { uz, 'uz-Cyrl': () => import(/* webpackChunkName: "locales-uz-Cyrl" */ '../locales/uz.json?uz-Cyrl'), ru });
addLazyNamespace(CATALOG_NS, (locale) =>
  locale === 'ru'
    ? import(/* webpackChunkName: "locales-ru" */ '../features/topic-tests/catalog/locales/ru.json')
    : locale === 'uz-Cyrl'
      ? import(/* webpackChunkName: "locales-uz-Cyrl" */ '../features/topic-tests/catalog/locales/uz.json?uz-Cyrl')
      : import(/* webpackChunkName: "locales-uz" */ '../features/topic-tests/catalog/locales/uz.json'),
);
addLazyNamespace(QUIZ_NS, (locale) =>
  locale === 'ru'
    ? import(/* webpackChunkName: "locales-ru" */ '../features/topic-tests/quiz/locales/ru.json')
    : locale === 'uz-Cyrl'
      ? import(/* webpackChunkName: "locales-uz-Cyrl" */ '../features/topic-tests/quiz/locales/uz.json?uz-Cyrl')
      : import(/* webpackChunkName: "locales-uz" */ '../features/topic-tests/quiz/locales/uz.json'),
);
addLazyNamespace(RESULTS_NS, (locale) =>
  locale === 'ru'
    ? import(/* webpackChunkName: "locales-ru" */ '../features/topic-tests/results/locales/ru.json')
    : locale === 'uz-Cyrl'
      ? import(/* webpackChunkName: "locales-uz-Cyrl" */ '../features/topic-tests/results/locales/uz.json?uz-Cyrl')
      : import(/* webpackChunkName: "locales-uz" */ '../features/topic-tests/results/locales/uz.json'),
);
addLazyNamespace(REVIEW_NS, (locale) =>
  locale === 'ru'
    ? import(/* webpackChunkName: "locales-ru" */ '../features/review/session/locales/ru.json')
    : locale === 'uz-Cyrl'
      ? import(/* webpackChunkName: "locales-uz-Cyrl" */ '../features/review/session/locales/uz.json?uz-Cyrl')
      : import(/* webpackChunkName: "locales-uz" */ '../features/review/session/locales/uz.json'),
);
addLazyNamespace(EXAMS_NS, (locale) =>
  locale === 'ru'
    ? import(/* webpackChunkName: "locales-ru" */ '../features/exams/locales/ru.json')
    : locale === 'uz-Cyrl'
      ? import(/* webpackChunkName: "locales-uz-Cyrl" */ '../features/exams/locales/uz.json?uz-Cyrl')
      : import(/* webpackChunkName: "locales-uz" */ '../features/exams/locales/uz.json'),
);

const TestListPage = lazy(() =>
  import(/* webpackChunkName: "catalog" */ '../features/topic-tests/catalog/components/test-list-page').then((m) => ({
    default: m.TestListPage,
  })),
);
const SubjectPage = lazy(() =>
  import(/* webpackChunkName: "catalog" */ '../features/topic-tests/catalog/components/subject-page').then((m) => ({
    default: m.SubjectPage,
  })),
);
const SavedTestsPage = lazy(() =>
  import(/* webpackChunkName: "saved" */ '../features/topic-tests/catalog/components/saved-tests-page').then((m) => ({
    default: m.SavedTestsPage,
  })),
);
const QuizPage = lazy(() =>
  import(/* webpackChunkName: "quiz" */ '../features/topic-tests/quiz/components/quiz-page').then((m) => ({ default: m.QuizPage })),
);
const ResultPage = lazy(() =>
  import(/* webpackChunkName: "result" */ '../features/topic-tests/results/components/result-page').then((m) => ({
    default: m.ResultPage,
  })),
);
const ResultListPage = lazy(() =>
  import(/* webpackChunkName: "result-list" */ '../features/topic-tests/results/components/result-list-page').then((m) => ({
    default: m.ResultListPage,
  })),
);
const CheckPage = lazy(() =>
  import(/* webpackChunkName: "check" */ '../features/certificates/check/components/check-page').then((m) => ({ default: m.CheckPage })),
);
const UnfinishedPage = lazy(() =>
  import(/* webpackChunkName: "unfinished" */ '../features/topic-tests/results/components/unfinished-page').then((m) => ({
    default: m.UnfinishedPage,
  })),
);
const ReviewPage = lazy(() =>
  import(/* webpackChunkName: "review" */ '../features/review/session/components/review-page').then((m) => ({
    default: m.ReviewPage,
  })),
);
const ExamStartPage = lazy(() =>
  import(/* webpackChunkName: "exam-start" */ '../features/exams/start/components/exam-start-page').then((m) => ({
    default: m.ExamStartPage,
  })),
);
const NatcertStartPage = lazy(() =>
  import(/* webpackChunkName: "exam-start" */ '../features/exams/start/components/natcert-start-page').then((m) => ({
    default: m.NatcertStartPage,
  })),
);
const ExamScreenPage = lazy(() =>
  import(/* webpackChunkName: "exam-screen" */ '../features/exams/screen/components/exam-screen-page').then((m) => ({
    default: m.ExamScreenPage,
  })),
);
const OlympiadTestPage = lazy(() =>
  import(/* webpackChunkName: "olympiad-test" */ '../features/exams/olympiad/components/olympiad-test-page').then((m) => ({
    default: m.OlympiadTestPage,
  })),
);
const ExamResultPage = lazy(() =>
  import(/* webpackChunkName: "exam-result" */ '../features/exams/result/components/exam-result-page').then((m) => ({
    default: m.ExamResultPage,
  })),
);

const PrivateStartPage = lazy(() =>
  import(/* webpackChunkName: "private-exam" */ '../features/exams/private/components/private-start-page').then((m) => ({
    default: m.PrivateStartPage,
  })),
);

const page = lazyRoutes(() => useTranslation(NS).t('route.loading'));

/** A page of one exam kind (the start form or the exam screen). */
const examPage = (Page: ComponentType<{ kind: ExamKind }>, kind: ExamKind) => page(Page, { kind }, `exam ${kind}`);

/** The catalogue's first queries (the pages' chunk: the server build loads it, the browser already has it). */
const catalogFirst = () => import(/* webpackChunkName: "catalog" */ '../features/topic-tests/catalog/first-queries');
/** An exam kind's start form, fetched by the server with the page (ADR 060). */
const examStartFirst = (kind: ExamKind) => (route: RouteRequest) =>
  import(/* webpackChunkName: "exam-start" */ '../features/exams/start/first-queries').then((m) => m.examStartQueries(kind, route));
const quizFirst = () => import(/* webpackChunkName: "quiz" */ '../features/topic-tests/quiz/first-queries');

export const routes: RemoteRoute[] = [
  // `first`: the page's first queries, its own query options, fetched by the server with the page and
  // handed to the browser's query cache (ADR 034)
  {
    id: 'topic-list',
    path: paths.topicTests,
    Component: page(TestListPage),
    first: (route) => catalogFirst().then((m) => m.topicListQueries(route)),
    // rendered by the server with those queries, hydrated here (ADR 028)
    serverRender: true,
  },
  {
    id: 'topic-subject',
    path: `${paths.topicTests}/:subject`,
    Component: page(SubjectPage),
    first: (route) => catalogFirst().then((m) => m.topicSubjectQueries(route)),
    serverRender: true,
  },
  {
    id: 'topic-test',
    path: `${paths.topicTests}/:subject/:test`,
    Component: page(QuizPage),
    first: (route) => quizFirst().then((m) => m.topicTestQueries(route)),
    // the ticket (created or resumed, a guest's cookie issued): made with the page only when the
    // browser itself navigates here from this site or its address bar, else by the page (ADR 029)
    start: (route) => quizFirst().then((m) => m.topicTestStart(route)),
    serverRender: true,
  },
  { id: 'result-list', path: paths.results, Component: page(ResultListPage) },
  { id: 'result', path: `${paths.results}/:ticketId`, Component: page(ResultPage) },
  { id: 'check', path: '/check/:ticketId', Component: page(CheckPage) },
  { id: 'saved', path: paths.saved, Component: page(SavedTestsPage) },
  { id: 'unfinished', path: paths.unfinished, Component: page(UnfinishedPage) },
  // review of one's mistakes (issue 31, ADR 044): today's due cards, `?subject=&topic=` to narrow
  { id: 'review', path: paths.review, Component: page(ReviewPage) },
  // rendered by the server with its form (ADR 060)
  { id: 'dtm', path: paths.dtm, Component: examPage(ExamStartPage, 'dtm'), first: examStartFirst('dtm'), serverRender: true },
  { id: 'dtm-test', path: `${paths.dtm}/test`, Component: examPage(ExamScreenPage, 'dtm') },
  // rendered by the server with its form (ADR 060)
  {
    id: 'virtual',
    path: paths.virtual,
    Component: examPage(ExamStartPage, 'virtual'),
    first: examStartFirst('virtual'),
    serverRender: true,
  },
  { id: 'virtual-test', path: `${paths.virtual}/test`, Component: examPage(ExamScreenPage, 'virtual') },
  // rendered by the server with its form (ADR 060)
  {
    id: 'block-test',
    path: paths.blockTest,
    Component: examPage(ExamStartPage, 'block'),
    first: examStartFirst('block'),
    serverRender: true,
  },
  { id: 'block-test-test', path: `${paths.blockTest}/test`, Component: examPage(ExamScreenPage, 'block') },
  { id: 'exam-result', path: `${paths.results}/imtihon/:ticketId`, Component: page(ExamResultPage) },
  // rendered by the server with its subjects (issue 33, ADR 060)
  {
    id: 'national-certificate',
    path: paths.nationalCertificate,
    Component: page(NatcertStartPage),
    first: (route) =>
      import(/* webpackChunkName: "exam-start" */ '../features/exams/start/first-queries').then((m) => m.natcertStartQueries(route)),
    serverRender: true,
  },
  { id: 'national-certificate-test', path: `${paths.nationalCertificate}/test`, Component: examPage(ExamScreenPage, 'natcert') },
  { id: 'national-certificate-result', path: `${paths.nationalCertificate}/result`, Component: page(ExamResultPage) },
  // a private university program's test (ADR 015): the 2-step start dialog, then the exam screen
  { id: 'exam', path: '/exam/:universitySlug/:directionSlug?', Component: page(PrivateStartPage) },
  {
    id: 'private-exam-test',
    path: `${paths.privateUniversities}/:universityId/:directionName/test`,
    Component: examPage(ExamScreenPage, 'private'),
  },
  // an olympiad's attempt runs on the exam screen (the olympiad remote links here: ADR 016)
  { id: 'olympiad-test', path: `${paths.olympiads}/test/:id`, Component: page(OlympiadTestPage) },
];
