import type { Locale } from '@platform/shared/contracts';

/**
 * The one query-key factory of the sign-in flows (modal and /login). Lists the api localises by
 * Accept-Language (regions, subjects) carry the locale.
 */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  telegram: () => [...authKeys.all, 'telegram'] as const,
  regions: (locale: Locale) => [...authKeys.all, 'regions', locale] as const,
  subjects: (locale: Locale) => [...authKeys.all, 'subjects', locale] as const,
};
