/** Route paths of SPEC §2, used for links between apps. Uzbek slugs as the spec gives them. */
export const paths = {
  home: '/',
  login: '/login',
  profile: '/profile',
  privacy: '/privacy',
  notFound: '/404',
  topicTests: '/mavzuli-test',
  autotest: '/avtotest',
  blockTest: '/blok-test',
  dtm: '/dtm',
  virtual: '/virtual',
  nationalCertificate: '/milliy-sertifikat',
  olympiads: '/online-olimpiadalar',
  news: '/yangiliklar',
  courses: '/kurslar',
  courseFilter: '/kurslar/filter',
  universities: '/universitetlar',
  privateUniversities: '/xususiy-universitetlar',
  universityRanking: '/otmlar-royhati',
  universityAdvice: '/univer-tavsiya',
  pro: '/pro',
  saved: '/saqlangan-testlar',
  unfinished: '/yakunlanmaganlar',
  presidentSchool: '/prezident-maktabi',
  results: '/natijalar',
  /** review of one's mistakes (issue 31, ADR 044) */
  review: '/takrorlash',
  terms: '/terms',
} as const;

/** Results page of one ticket. */
export function resultPath(ticketId: number | string): string {
  return `${paths.results}/${encodeURIComponent(String(ticketId))}`;
}

/** The result page of a finished exam ticket (DTM, virtual, block, private-university exam). */
export function examResultPath(ticketId: number): string {
  return `${paths.results}/imtihon/${ticketId}`;
}

/** The national certificate's result page (SPEC §2 /milliy-sertifikat/result) names its ticket in the query. */
export function natcertResultPath(ticketId: number): string {
  return `${paths.nationalCertificate}/result?ticket=${ticketId}`;
}

/** The result page of an autotest attempt. */
export function autotestResultPath(attemptId: number): string {
  return `${paths.autotest}/result/${attemptId}`;
}

/** An olympiad's page (`olimpiada-{id}`) and its ranking, where a participant's result is. */
export function olympiadPath(olympiadId: number): string {
  return `${paths.olympiads}/olimpiada-${olympiadId}`;
}
export function olympiadResultsPath(olympiadId: number): string {
  return `${olympiadPath(olympiadId)}/natijalar`;
}

/** The review page, for one subject (slug, or `avtotest`) and one topic of it (a topic's key) when given. */
export function reviewPath(filter: { subject?: string; topic?: string } = {}): string {
  const params = new URLSearchParams();
  if (filter.subject) params.set('subject', filter.subject);
  if (filter.topic) params.set('topic', filter.topic);
  const qs = params.toString();
  return qs ? `${paths.review}?${qs}` : paths.review;
}

/** Another user's profile. */
export function userProfilePath(id: number): string {
  return `${paths.profile}/${id}`;
}

/** Page of one university: public ones under /universitetlar, private ones under /xususiy-universitetlar. */
export function universityPath(type: 'public' | 'private', slug: string): string {
  return `${type === 'private' ? paths.privateUniversities : paths.universities}/${encodeURIComponent(slug)}`;
}

/** Page of one course (`/kurslar/{slug}`; no course has the slug `filter`, a database rule). */
export function coursePath(slug: string): string {
  return `${paths.courses}/${encodeURIComponent(slug)}`;
}

function searchPath(base: string, text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return `${base}?search=${encodeURIComponent(trimmed)}`;
}

/** `/kurslar/filter?search=…` for the home hero search; null for blank input (ignored). */
export function courseSearchPath(text: string): string | null {
  return searchPath(paths.courseFilter, text);
}

/** `/mavzuli-test?search=…`: the hero searches topic tests while the courses section is not deployed. */
export function topicSearchPath(text: string): string | null {
  return searchPath(paths.topicTests, text);
}

/** What a remote's `./routes` module exposes: route objects the shell mounts in its one router. */
export interface RemoteRoute {
  /** Stable id the shell's route table refers to. */
  id: string;
  /** The spec path; used by the remote's standalone router (the shell has the same path). */
  path: string;
  Component: import('react').ComponentType;
  /**
   * The page's first data, as the page's own query options (its `queryOptions` factories called with
   * this route's parameters, the way the page derives them): the server fetches them with the page
   * request, as its visitor, and the browser gets them in its query cache (docs/decisions/034). Only
   * calls that change nothing and set no cookie; a read answered 404 or 400 (an unknown or malformed
   * slug) makes the page a 404. A lazy import of the page's chunk, so the routes module stays small.
   */
  first?: (route: RouteRequest) => Promise<readonly FirstQuery[]>;
  /**
   * The call that starts what the page is for and writes (a topic test's ticket: creates it or
   * resumes the active one), as the page's own query options like `first`. The server makes it with
   * the page only when a browser navigates to it from this site or its address bar — never for a
   * prefetch, a frame, a link from another site or a client that is not a browser — and passes its
   * cookie on to the page (docs/decisions/029). Otherwise the page makes it itself, as without.
   */
  start?: (route: RouteRequest) => Promise<FirstQuery | null>;
  /**
   * The server renders the page into the page request's HTML (docs/decisions/028), with the queries
   * of `first` and `start` in its cache, and the browser hydrates it. Only for a page whose first render depends on
   * nothing but its route, the session, the language and those answers (no clock, no window, no
   * module state kept between visitors).
   */
  serverRender?: true;
}

/** What a route's `first` and `start` are called with: the page's route parameters, query and language. */
export interface RouteRequest {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  locale: import('@platform/shared/contracts').Locale;
  /** the signed-in user's id (null for a guest), for the keys that name the viewer */
  userId: number | null;
}

/** A query of the page's own (`queryOptions(…)` of its api module): its key and how it is fetched. */
export interface FirstQuery {
  queryKey: readonly unknown[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page's query options, whatever their data
  queryFn?: any;
  /** set for an infinite query's options (`infiniteQueryOptions`): its first page is fetched */
  initialPageParam?: unknown;
}

export interface RemoteRoutesModule {
  routes: RemoteRoute[];
}

export { isRouteAvailable, publishRouteAvailability, useRouteAvailable, type RouteAvailability } from './availability';
