import { paths } from '@platform/shared/routes';

/** A teacher page (`/ustoz/{slug}`, SPEC §2). */
export const TEACHER_BASE = '/ustoz';
export function teacherPath(slug: string): string {
  return `${TEACHER_BASE}/${encodeURIComponent(slug)}`;
}

/** The filter page with the given query (`/kurslar/filter?…`). */
export function filterPath(params: Record<string, string>): string {
  const qs = new URLSearchParams(params).toString();
  return qs ? `${paths.courseFilter}?${qs}` : paths.courseFilter;
}
