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
  advice: (locale: Locale, userId: number | null, form: { subject_1: number; subject_2: number; ball: number } | null) =>
    [...universityKeys.all(locale), 'advice', userId, form] as const,
  learningCentres: (locale: Locale) => [...universityKeys.all(locale), 'learning-centres'] as const,
  programs: (locale: Locale, userId: number | null, params: { page: number; subject: number; university: string }) =>
    [...universityKeys.all(locale), 'programs', userId, params] as const,
  programSubjects: (locale: Locale) => [...universityKeys.all(locale), 'program-subjects'] as const,
  /** a private university's own page: its directions (first page) */
  universityPrograms: (locale: Locale, userId: number | null, universityId: number) =>
    [...universityKeys.all(locale), 'programs', userId, 'university', universityId] as const,
};
