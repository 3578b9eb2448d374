import type { Locale } from '@platform/shared/contracts';

export interface TestListParams {
  page: number;
  search: string;
  /** subject slug, for a subject page */
  subject?: string;
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
  info: (locale: Locale, testId: number) => ['tests', locale, 'info', testId] as const,
  quiz: (testId: number) => ['tests', 'quiz', testId] as const,
  errorTypes: (locale: Locale) => ['tests', locale, 'error-types'] as const,
  results: () => ['tests', 'results'] as const,
  resultList: (page: number) => [...testKeys.results(), 'list', page] as const,
  result: (ticketId: number) => [...testKeys.results(), 'ticket', ticketId] as const,
  review: (ticketId: number) => [...testKeys.results(), 'review', ticketId] as const,
  /** courses recommended on a result page; subject names follow the locale */
  recommendedCourses: (locale: Locale, ticketId: number) => [...testKeys.results(), 'recommended-courses', ticketId, locale] as const,
  certificateCheck: (ticketId: number) => ['tests', 'certificate-check', ticketId] as const,
  saved: (locale: Locale, page: number) => ['tests', locale, 'saved', page] as const,
  savedAll: (locale: Locale) => ['tests', locale, 'saved'] as const,
  unfinished: (locale: Locale) => ['tests', locale, 'unfinished'] as const,
};
