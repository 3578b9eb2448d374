// Query keys of the studio, one factory (mutations invalidate by these). The locale is part of the
// key where the api answers in the caller's language.
export const studioKeys = {
  all: ['studio'] as const,
  /** the roles of the person signed in (another person's sign-in asks again) */
  me: (userId: number | null) => ['studio', 'me', userId] as const,
  area: (area: string) => ['studio', area] as const,
  list: (area: string, locale: string, filters: object) => ['studio', area, locale, filters] as const,
};
