import type { Locale } from '@platform/shared/contracts';
import type { CourseListQuery, TeacherListQuery } from '@platform/shared/courses';

/**
 * The one query-key factory of this remote. Every key starts with the locale (the api localises
 * category names and specialties) and the session user (cards carry the caller's saved flag).
 */
export const courseKeys = {
  all: (locale: Locale, user: number | null) => ['courses', locale, user] as const,
  categories: (locale: Locale) => ['courses', locale, 'categories'] as const,
  sections: (locale: Locale, user: number | null) => [...courseKeys.all(locale, user), 'sections'] as const,
  top: (locale: Locale, user: number | null) => [...courseKeys.all(locale, user), 'top'] as const,
  list: (locale: Locale, user: number | null, query: Omit<CourseListQuery, 'page'>) =>
    [...courseKeys.all(locale, user), 'list', query] as const,
  detail: (locale: Locale, user: number | null, slug: string) => [...courseKeys.all(locale, user), 'detail', slug] as const,
  teachers: (locale: Locale, query: Omit<TeacherListQuery, 'page'>) => ['courses', locale, 'teachers', query] as const,
  topTeachers: (locale: Locale, limit: number) => ['courses', locale, 'top-teachers', limit] as const,
  teacher: (locale: Locale, user: number | null, slug: string) => [...courseKeys.all(locale, user), 'teacher', slug] as const,
};
