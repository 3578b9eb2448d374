import type { Locale, UniversityType } from '@platform/shared/contracts';

export interface UniversityListParams {
  page: number;
  type: UniversityType;
  addressId: number;
  search: string;
}

export interface AdmissionParams {
  universityId: number;
  year: number;
  language?: number;
  study?: number;
}

/**
 * The one query-key factory of this remote. Every key starts with the locale because the api
 * localises its responses (names, descriptions, regions) by the Accept-Language header.
 */
export const universityKeys = {
  all: (locale: Locale) => ['universities', locale] as const,
  lists: (locale: Locale) => [...universityKeys.all(locale), 'list'] as const,
  list: (locale: Locale, params: UniversityListParams) => [...universityKeys.lists(locale), params] as const,
  regions: (locale: Locale) => [...universityKeys.all(locale), 'regions'] as const,
  detail: (locale: Locale, slug: string) => [...universityKeys.all(locale), 'detail', slug] as const,
  sortColumns: (locale: Locale, universityId: number) => [...universityKeys.all(locale), 'sort-columns', universityId] as const,
  admission: (locale: Locale, params: AdmissionParams) => [...universityKeys.all(locale), 'admission', params] as const,
};
