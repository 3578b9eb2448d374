import type { Locale } from '@platform/shared/contracts';

/**
 * The one query-key factory of this remote. Every key starts with the locale (the api localises
 * texts) and the session user (best scores, saved flags, readiness and tickets are the caller's).
 */
export const autotestKeys = {
  all: (locale: Locale, user: number | null) => ['autotest', locale, user] as const,
  list: (locale: Locale, user: number | null) => [...autotestKeys.all(locale, user), 'list'] as const,
  summary: (locale: Locale, user: number | null) => [...autotestKeys.all(locale, user), 'summary'] as const,
  ticket: (locale: Locale, user: number | null, start: string) => [...autotestKeys.all(locale, user), 'ticket', start] as const,
  result: (locale: Locale, user: number | null, ticketId: number) => [...autotestKeys.all(locale, user), 'result', ticketId] as const,
  leaderboard: (locale: Locale, user: number | null, testId: number | null) =>
    [...autotestKeys.all(locale, user), 'leaderboard', testId] as const,
};
