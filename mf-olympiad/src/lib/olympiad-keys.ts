import type { Locale } from '@platform/shared/contracts';

/** The one query-key factory of this remote: locale (the api localises names) and the session user. */
export const olympiadKeys = {
  all: (locale: Locale, user: number | null) => ['olympiad', locale, user] as const,
  list: (locale: Locale, user: number | null, which: 'active' | 'finished') => [...olympiadKeys.all(locale, user), 'list', which] as const,
  view: (locale: Locale, user: number | null, id: number) => [...olympiadKeys.all(locale, user), 'view', id] as const,
  ranking: (locale: Locale, user: number | null, id: number, page: number) =>
    [...olympiadKeys.all(locale, user), 'ranking', id, page] as const,
};
