// The only module the shell loads from this remote. It stays tiny: the pages are lazy chunks, loaded
// when their route is first shown.
import { lazy } from 'react';
import { addNamespace, useTranslation } from '@platform/shared/i18n';
import { lazyRoutes } from '@platform/shared/lazy-routes';
import { paths, type RemoteRoute } from '@platform/shared/routes';
import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { NS } from '../lib/i18n';
import { TEACHER_BASE } from '../lib/paths';

addNamespace('courses', { uz, 'uz-Cyrl': () => import('../locales/uz.json?uz-Cyrl'), ru });

const CoursesHomePage = lazy(() =>
  import(/* webpackChunkName: "courses-home" */ '../features/courses/home/components/courses-home-page').then((m) => ({
    default: m.CoursesHomePage,
  })),
);
const FilterPage = lazy(() =>
  import(/* webpackChunkName: "courses-filter" */ '../features/courses/filter/components/filter-page').then((m) => ({
    default: m.FilterPage,
  })),
);
const CoursePage = lazy(() =>
  import(/* webpackChunkName: "course-page" */ '../features/courses/course/components/course-page').then((m) => ({
    default: m.CoursePage,
  })),
);
const TeacherPage = lazy(() =>
  import(/* webpackChunkName: "teacher-page" */ '../features/courses/teacher/components/teacher-page').then((m) => ({
    default: m.TeacherPage,
  })),
);

const route = lazyRoutes(() => useTranslation(NS).t('route.loading'));

/** The pages' own query options for their first queries (ADR 034), in the pages' chunks. */
const courseApi = () => import(/* webpackChunkName: "course-page" */ '../features/courses/course/api/get-course');
const teacherApi = () => import(/* webpackChunkName: "teacher-page" */ '../features/courses/teacher/api/get-teacher');
const homeFirst = () => import(/* webpackChunkName: "courses-home" */ '../features/courses/home/first-queries');
const filterFirst = () => import(/* webpackChunkName: "courses-filter" */ '../features/courses/filter/first-queries');

export const routes: RemoteRoute[] = [
  // every section comes with the page and the page is rendered by the server with them (ADR 060):
  // no skeletons, no render per answer
  {
    id: 'courses-home',
    path: paths.courses,
    Component: route(CoursesHomePage),
    first: (request) => homeFirst().then((m) => m.coursesHomeQueries(request)),
    serverRender: true,
  },
  // the categories and the first page of results come with the page (ADR 034), and the server renders
  // it with them (issue 33): the chips are in the first render of the filters, not put in later above
  // the results (a layout shift on a phone), and the results are not a skeleton
  {
    id: 'courses-filter',
    path: paths.courseFilter,
    Component: route(FilterPage),
    first: (request) => filterFirst().then((m) => m.filterQueries(request)),
    serverRender: true,
  },
  // `first`: the page's first query, fetched by the server with the page (ADR 034); an unknown slug's
  // 404 makes the page a 404
  {
    id: 'course',
    path: `${paths.courses}/:slug`,
    Component: route(CoursePage),
    first: (request) => courseApi().then((m) => [m.courseQueryOptions(request.locale, request.userId, request.params.slug ?? '')]),
    // rendered by the server with it (issue 33): the course's title and cover are the first screen
    serverRender: true,
  },
  {
    id: 'teacher',
    path: `${TEACHER_BASE}/:slug`,
    Component: route(TeacherPage),
    first: (request) => teacherApi().then((m) => [m.teacherQueryOptions(request.locale, request.userId, request.params.slug ?? '')]),
    // rendered by the server with that query (ADR 028): the first screen has the teacher's name as its h1 (issue 31)
    serverRender: true,
  },
];
