import type { Locale } from '@platform/shared/contracts';

/** Whose profile: the signed-in user's own (`me`) or another user's id. */
export type ProfileTarget = number | 'me';

/**
 * The one query-key factory of the profile pages. Per-user data starts with the viewer's id (a
 * different account in the same tab never sees the previous one's cache) and the locale (the api
 * localises region and subject names by Accept-Language).
 */
export const profileKeys = {
  all: ['profile'] as const,
  viewer: (viewerId: number) => [...profileKeys.all, 'viewer', viewerId] as const,
  view: (viewerId: number, locale: Locale, target: ProfileTarget) => [...profileKeys.viewer(viewerId), locale, 'view', target] as const,
  activity: (viewerId: number, locale: Locale, target: ProfileTarget) =>
    [...profileKeys.viewer(viewerId), locale, 'activity', target] as const,
  statistics: (viewerId: number, locale: Locale) => [...profileKeys.viewer(viewerId), locale, 'statistics'] as const,
  progress: (viewerId: number, locale: Locale) => [...profileKeys.viewer(viewerId), locale, 'progress'] as const,
  applications: (viewerId: number, locale: Locale) => [...profileKeys.viewer(viewerId), locale, 'applications'] as const,
  subjects: (locale: Locale) => [...profileKeys.all, 'subjects', locale] as const,
  avatars: () => [...profileKeys.all, 'avatars'] as const,
};
