import type { Locale } from '@platform/shared/contracts';

/** The one query-key factory of this remote; localised answers start with the locale. */
export const proKeys = {
  plans: () => ['pro', 'plans'] as const,
  features: (locale: Locale, type: string) => ['pro', locale, 'features', type] as const,
  testimonials: (locale: Locale) => ['pro', locale, 'testimonials'] as const,
  reasons: (locale: Locale) => ['pro', locale, 'reasons'] as const,
  order: (user: number | null, id: number) => ['pro', user, 'order', id] as const,
};
