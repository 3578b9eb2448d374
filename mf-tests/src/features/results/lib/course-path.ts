import { paths } from '@platform/shared/routes';

/**
 * The page of one course (SPEC §2 `/kurslar/{slug}`). Built here because `@platform/shared/routes`
 * has no course helper yet; it belongs there once another app links to courses.
 */
export function coursePath(slug: string): string {
  return `${paths.courses}/${encodeURIComponent(slug)}`;
}
