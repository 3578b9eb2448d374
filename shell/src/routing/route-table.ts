import type { RemoteName } from '../composition/remote-loader';

/** Which chrome a route shows (SPEC §2 "Layout"). */
export interface LayoutRule {
  header: boolean;
  footer: boolean;
  mobileNav: boolean;
  chat: boolean;
}

const layouts = {
  /** main list pages and home: everything, with the mobile bottom nav */
  list: { header: true, footer: true, mobileNav: true, chat: true },
  /** ordinary pages */
  page: { header: true, footer: true, mobileNav: false, chat: true },
  /** Pro pages, olympiad list pages keep the header, no footer */
  noFooter: { header: true, footer: false, mobileNav: false, chat: true },
  /** test taking, exam, login and payment: nothing but the page */
  focus: { header: false, footer: false, mobileNav: false, chat: false },
} satisfies Record<string, LayoutRule>;

export type LayoutName = keyof typeof layouts;

export function layoutRule(name: LayoutName): LayoutRule {
  return layouts[name];
}

export type LocalPage = 'home' | 'privacy' | 'not-found';

export interface RouteEntry {
  path: string;
  /** The remote that renders this route and the route id in its `./routes`; or a shell page. */
  remote?: RemoteName;
  routeId?: string;
  /**
   * The remote does not expose this route yet (it shows the "unavailable" panel until it does), so a
   * remote version without it may still be deployed. The contract check requires every other routeId.
   */
  planned?: true;
  page?: LocalPage;
  /** Redirect target (old links). */
  redirect?: string;
  layout: LayoutName;
  /** Key in the shell namespace's `meta` section: title and description. */
  meta: string;
  noindex?: boolean;
}

/**
 * Every route of SPEC §2 → the app that renders it, and its layout. Paths are the spec's.
 * Paths the spec leaves open are chosen here and documented in docs/routes.md.
 */
// one route a line, so the table reads as a table (the contract build parses these literals)
// prettier-ignore
export const routeTable: RouteEntry[] = [
  { path: '/', page: 'home', layout: 'list', meta: 'home' },
  { path: '/privacy', page: 'privacy', layout: 'page', meta: 'privacy', noindex: true },
  { path: '/404', page: 'not-found', layout: 'noFooter', meta: 'notFound', noindex: true },

  // mf-auth
  { path: '/login', remote: 'auth', routeId: 'login', layout: 'focus', meta: 'login' },
  { path: '/profile', remote: 'auth', routeId: 'profile', layout: 'page', meta: 'profile' },
  { path: '/profile/:id', remote: 'auth', routeId: 'user-profile', layout: 'page', meta: 'profile' },

  // mf-tests
  { path: '/mavzuli-test', remote: 'tests', routeId: 'topic-list', layout: 'list', meta: 'topicTests' },
  { path: '/mavzuli-test/:subject', remote: 'tests', routeId: 'topic-subject', layout: 'page', meta: 'topicTests' },
  { path: '/mavzuli-test/:subject/:test', remote: 'tests', routeId: 'topic-test', layout: 'focus', meta: 'topicTest' },
  { path: '/natijalar', remote: 'tests', routeId: 'result-list', layout: 'page', meta: 'result' },
  { path: '/natijalar/:ticketId', remote: 'tests', routeId: 'result', layout: 'page', meta: 'result' },
  { path: '/check/:ticketId', remote: 'tests', routeId: 'check', layout: 'page', meta: 'check' },
  { path: '/saqlangan-testlar', remote: 'tests', routeId: 'saved', layout: 'page', meta: 'saved' },
  { path: '/yakunlanmaganlar', remote: 'tests', routeId: 'unfinished', layout: 'page', meta: 'unfinished' },
  { path: '/dtm', remote: 'tests', routeId: 'dtm', planned: true, layout: 'list', meta: 'dtm' },
  { path: '/dtm/test', remote: 'tests', routeId: 'dtm-test', planned: true, layout: 'focus', meta: 'dtm' },
  { path: '/virtual', remote: 'tests', routeId: 'virtual', planned: true, layout: 'page', meta: 'virtual' },
  { path: '/virtual/test', remote: 'tests', routeId: 'virtual-test', planned: true, layout: 'focus', meta: 'virtual' },
  { path: '/blok-test', remote: 'tests', routeId: 'block-test', planned: true, layout: 'list', meta: 'blockTest' },
  { path: '/milliy-sertifikat', remote: 'tests', routeId: 'national-certificate', planned: true, layout: 'page', meta: 'nationalCertificate' },
  { path: '/milliy-sertifikat/test', remote: 'tests', routeId: 'national-certificate-test', planned: true, layout: 'focus', meta: 'nationalCertificate' },
  { path: '/milliy-sertifikat/result', remote: 'tests', routeId: 'national-certificate-result', planned: true, layout: 'page', meta: 'nationalCertificate' },
  { path: '/prezident-maktabi', remote: 'tests', routeId: 'president-school', planned: true, layout: 'page', meta: 'presidentSchool' },
  { path: '/exam/:universitySlug', remote: 'tests', routeId: 'exam', planned: true, layout: 'focus', meta: 'exam' },
  { path: '/exam/:universitySlug/:directionSlug', remote: 'tests', routeId: 'exam', planned: true, layout: 'focus', meta: 'exam' },
  { path: '/xususiy-universitetlar/:universityId/:directionName/test', remote: 'tests', routeId: 'private-exam-test', planned: true, layout: 'focus', meta: 'exam' },

  // mf-autotest
  { path: '/avtotest', remote: 'autotest', routeId: 'autotest-home', layout: 'list', meta: 'autotest' },
  { path: '/avtotest/leaderboard', remote: 'autotest', routeId: 'autotest-leaderboard', layout: 'page', meta: 'autotestLeaderboard' },
  { path: '/avtotest/test', remote: 'autotest', routeId: 'autotest-test', layout: 'focus', meta: 'autotest' },
  { path: '/avtotest/test/:testId', remote: 'autotest', routeId: 'autotest-test', layout: 'focus', meta: 'autotest' },
  { path: '/avtotest/result/:ticketId', remote: 'autotest', routeId: 'autotest-result', layout: 'page', meta: 'autotest' },
  { path: '/avto-test', redirect: '/avtotest', layout: 'page', meta: 'autotest' },

  // mf-olympiad (olimpiada-{id} and olimpiada-{id}/natijalar are parsed by the remote)
  { path: '/online-olimpiadalar', remote: 'olympiad', routeId: 'olympiad-list', layout: 'list', meta: 'olympiads' },
  { path: '/online-olimpiadalar/test/:id', remote: 'olympiad', routeId: 'olympiad-test', layout: 'focus', meta: 'olympiads' },
  { path: '/online-olimpiadalar/:olympiad', remote: 'olympiad', routeId: 'olympiad-detail', layout: 'page', meta: 'olympiads' },
  { path: '/online-olimpiadalar/:olympiad/natijalar', remote: 'olympiad', routeId: 'olympiad-results', layout: 'page', meta: 'olympiads' },

  // mf-courses
  { path: '/kurslar', remote: 'courses', routeId: 'courses-home', layout: 'list', meta: 'courses' },
  { path: '/kurslar/filter', remote: 'courses', routeId: 'courses-filter', layout: 'list', meta: 'courses' },
  { path: '/kurslar/:slug', remote: 'courses', routeId: 'course', layout: 'page', meta: 'courses' },
  { path: '/ustoz/:slug', remote: 'courses', routeId: 'teacher', layout: 'page', meta: 'teacher' },

  // mf-universities
  { path: '/universitetlar', remote: 'universities', routeId: 'university-list', layout: 'list', meta: 'universities' },
  { path: '/universitetlar/:slug', remote: 'universities', routeId: 'university-page', layout: 'page', meta: 'universities' },
  { path: '/xususiy-universitetlar', remote: 'universities', routeId: 'private-university-list', layout: 'list', meta: 'privateUniversities' },
  { path: '/xususiy-universitetlar/:slug', remote: 'universities', routeId: 'private-university-page', layout: 'page', meta: 'privateUniversities' },
  { path: '/otmlar-royhati', remote: 'universities', routeId: 'university-ranking', planned: true, layout: 'page', meta: 'universityRanking' },
  { path: '/univer-tavsiya', remote: 'universities', routeId: 'university-advice', planned: true, layout: 'page', meta: 'universityAdvice' },

  // mf-pro
  { path: '/pro', remote: 'pro', routeId: 'pro', layout: 'noFooter', meta: 'pro' },
  { path: '/pro/payment', remote: 'pro', routeId: 'payment', layout: 'focus', meta: 'payment' },

  // news (its own remote, see docs/decisions)
  { path: '/yangiliklar', remote: 'news', routeId: 'news', layout: 'list', meta: 'news' },
];

/** Pro pages hide the footer Pro banner (SPEC §2). */
export function isProPath(pathname: string): boolean {
  return pathname === '/pro' || pathname.startsWith('/pro/');
}
