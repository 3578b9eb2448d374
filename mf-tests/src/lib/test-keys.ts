import type { ContentLocale, Locale } from '@platform/shared/contracts';

/** Who is asking, as a key part: `user:<id>`, `guest`, or null while the session is not known. */
export type Viewer = string | null;

export interface TestListParams {
  page: number;
  search: string;
  /** subject slug, for a subject page */
  subject?: string;
  /** the content language of the tests listed (default: the interface language's, uz for uz-Cyrl) */
  language: ContentLocale;
}

/**
 * The one query-key factory of this remote. Keys start with the locale where the api localises
 * the answer (names by Accept-Language, content language by language_id).
 */
export const testKeys = {
  all: ['tests'] as const,
  lists: (locale: Locale) => ['tests', locale, 'list'] as const,
  list: (locale: Locale, params: TestListParams) => [...testKeys.lists(locale), params] as const,
  subject: (locale: Locale, id: string | number) => ['tests', locale, 'subject', String(id)] as const,
  subjects: (locale: Locale) => ['tests', locale, 'subjects'] as const,
  info: (locale: Locale, testId: number) => ['tests', locale, 'info', testId] as const,
  quiz: (testId: number) => ['tests', 'quiz', testId] as const,
  errorTypes: (locale: Locale) => ['tests', locale, 'error-types'] as const,
  results: () => ['tests', 'results'] as const,
  resultList: (page: number) => [...testKeys.results(), 'list', page] as const,
  result: (ticketId: number) => [...testKeys.results(), 'ticket', ticketId] as const,
  review: (ticketId: number) => [...testKeys.results(), 'review', ticketId] as const,
  /** courses recommended on a result page; subject names follow the locale */
  recommendedCourses: (locale: Locale, ticketId: number) => [...testKeys.results(), 'recommended-courses', ticketId, locale] as const,
  /** by a certificate id, or by a ticket id (its owner's view) */
  certificateCheck: (id: string) => ['tests', 'certificate-check', id] as const,
  saved: (locale: Locale, page: number) => ['tests', locale, 'saved', page] as const,
  savedAll: (locale: Locale) => ['tests', locale, 'saved'] as const,
  unfinished: (locale: Locale) => ['tests', locale, 'unfinished'] as const,
  // Answers given for the cookie's owner end with the viewer (`useViewer` in the results feature), so
  // a sign-in or a change of user asks again; they stay under the keys above, which invalidate them.
  // the api names subjects in the interface language: the locale ends these keys, so a switch asks again
  viewerResult: (ticketId: number, viewer: Viewer, locale: Locale) => [...testKeys.result(ticketId), viewer, locale] as const,
  viewerResultList: (page: number, viewer: Viewer, locale: Locale) => [...testKeys.resultList(page), viewer, locale] as const,
  viewerReview: (ticketId: number, viewer: Viewer, locale: Locale) => [...testKeys.review(ticketId), viewer, locale] as const,
  viewerUnfinished: (locale: Locale, viewer: Viewer) => [...testKeys.unfinished(locale), viewer] as const,
  viewerRecommendedCourses: (locale: Locale, ticketId: number, viewer: Viewer) =>
    [...testKeys.recommendedCourses(locale, ticketId), viewer] as const,
  viewerCertificateCheck: (id: string, viewer: Viewer) => [...testKeys.certificateCheck(id), viewer] as const,
  // timed exams: the form names subjects in the interface language and counts the viewer's free mocks
  exams: () => ['tests', 'exams'] as const,
  examForm: (kind: string, languageId: number, locale: Locale, viewer: Viewer) =>
    [...testKeys.exams(), 'form', kind, languageId, locale, viewer] as const,
  activeExam: (kind: string, viewer: Viewer) => [...testKeys.exams(), 'active', kind, viewer] as const,
  ncDirections: (locale: Locale) => [...testKeys.exams(), 'nc-directions', locale] as const,
  examResult: (ticketId: number, viewer: Viewer, locale: Locale) => [...testKeys.exams(), 'result', ticketId, viewer, locale] as const,
  /** the review queue (ADR 044): a session under a filter, and the per-subject counts, for the cookie's owner */
  reviewQueue: () => ['tests', 'review-queue'] as const,
  reviewSession: (filter: { subject?: string; topic?: string }, viewer: Viewer, locale: Locale) =>
    [...testKeys.reviewQueue(), 'session', filter.subject ?? '', filter.topic ?? '', viewer, locale] as const,
  reviewSummary: (viewer: Viewer, locale: Locale) => [...testKeys.reviewQueue(), 'summary', viewer, locale] as const,
  /** an olympiad attempt by its olympic course (the olympiad remote starts it, this remote runs it) */
  olympiadTicket: (courseId: number, viewer: Viewer) => [...testKeys.exams(), 'olympiad', courseId, viewer] as const,
};
