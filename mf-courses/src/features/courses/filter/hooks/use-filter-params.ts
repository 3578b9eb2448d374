import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@platform/shared/router';
import { CONTENT_LOCALES } from '@platform/shared/contracts';
import { COURSE_TYPES, type CourseListQuery, type CourseType } from '@platform/shared/courses';

export const METHODS = ['both', ...COURSE_TYPES] as const;
export type Method = (typeof METHODS)[number];
export const VIEWS = ['courses', 'teachers'] as const;
export type View = (typeof VIEWS)[number];
export const SORTS = ['all', 'popular', 'new'] as const;
/** The language a course is taught in; `all` lists both, whatever the interface language. */
export const LANGUAGES = ['all', ...CONTENT_LOCALES] as const;
export type Language = (typeof LANGUAGES)[number];
export type Sort = (typeof SORTS)[number];

/** The filter page state (SPEC §2 "filter page"), all of it in the query string. */
export interface FilterParams {
  search: string;
  method: Method;
  type: View;
  sort: Sort;
  language: Language;
  categoryIds: number[];
}

export const DEFAULT_FILTER: FilterParams = { search: '', method: 'both', type: 'courses', sort: 'all', language: 'all', categoryIds: [] };

const oneOf = <T extends string>(list: readonly T[], raw: string | null, fallback: T): T =>
  list.includes(raw as T) ? (raw as T) : fallback;

/** Reads the state from a query string, leniently: an unknown value is the default. */
export function parseFilterParams(search: URLSearchParams): FilterParams {
  const ids = (search.get('categoryIds') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  return {
    search: (search.get('search') ?? '').trim().slice(0, 100),
    method: oneOf(METHODS, search.get('method'), DEFAULT_FILTER.method),
    type: oneOf(VIEWS, search.get('type'), DEFAULT_FILTER.type),
    sort: oneOf(SORTS, search.get('sort'), DEFAULT_FILTER.sort),
    language: oneOf(LANGUAGES, search.get('language'), DEFAULT_FILTER.language),
    categoryIds: [...new Set(ids)].sort((a, b) => a - b).slice(0, 20),
  };
}

/** The api query of the course list (SPEC §7): both methods send no `type`; popular = rating, new = created date; all languages send no `language`. */
export function toCourseQuery(params: FilterParams): Omit<CourseListQuery, 'page'> {
  return {
    search: params.search || undefined,
    type: params.method === 'both' ? undefined : (params.method as CourseType),
    category_id: params.categoryIds.length ? params.categoryIds.join(',') : undefined,
    language: params.language === 'all' ? undefined : params.language,
    sort_by_rating: params.sort === 'popular' ? 'desc' : undefined,
    sort_by_created_at: params.sort === 'new' ? 'desc' : undefined,
  };
}

/**
 * The state and a setter. Default values are left out of the URL. A change is a new history entry, so
 * the back button restores the previous view; typing in the search box replaces the entry instead.
 */
export function useFilterParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseFilterParams(searchParams), [searchParams]);
  const setFilter = useCallback(
    (change: Partial<FilterParams>, options?: { replace?: boolean }) => {
      setSearchParams((prev) => {
        const next = { ...parseFilterParams(prev), ...change };
        const out = new URLSearchParams();
        if (next.search) out.set('search', next.search);
        if (next.method !== DEFAULT_FILTER.method) out.set('method', next.method);
        if (next.type !== DEFAULT_FILTER.type) out.set('type', next.type);
        if (next.sort !== DEFAULT_FILTER.sort) out.set('sort', next.sort);
        if (next.language !== DEFAULT_FILTER.language) out.set('language', next.language);
        if (next.categoryIds.length) out.set('categoryIds', next.categoryIds.join(','));
        return out;
      }, options);
    },
    [setSearchParams],
  );
  return { params, setFilter };
}
