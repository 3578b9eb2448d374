import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@platform/shared/router';
import { universityListQuery, type UniversityType } from '@platform/shared/contracts';
import { parseParam } from '../../../../lib/parse-param';
import type { UniversityListParams } from '../../../../lib/university-keys';

const shape = universityListQuery.shape;
export const DEFAULT_LIST_PARAMS: UniversityListParams = { page: 1, type: 'all', addressId: 0, search: '' };

/** Reads the list state from a query string, leniently, with the pieces of the api contract. */
export function parseListParams(search: URLSearchParams, fixedType?: UniversityType): UniversityListParams {
  return {
    page: parseParam(shape.page, search.get('page'), DEFAULT_LIST_PARAMS.page),
    type: fixedType ?? parseParam(shape.type, search.get('type'), DEFAULT_LIST_PARAMS.type),
    addressId: parseParam(shape.address_id, search.get('address_id'), DEFAULT_LIST_PARAMS.addressId),
    search: parseParam(shape.search, search.get('search'), undefined) ?? DEFAULT_LIST_PARAMS.search,
  };
}

type FilterChange = Partial<Pick<UniversityListParams, 'type' | 'addressId' | 'search'>>;

/**
 * The university list state lives in the query string (`type`, `address_id`, `page`, `search`).
 * Default values are left out of the URL; changing a filter removes `page` (back to page 1).
 */
export function useUniversityListParams(fixedType?: UniversityType) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams, fixedType), [searchParams, fixedType]);

  const setFilters = useCallback(
    (change: FilterChange, options?: { replace?: boolean }) => {
      setSearchParams((prev) => {
        const next = new URLSearchParams(prev);
        if (change.type !== undefined) {
          if (change.type === DEFAULT_LIST_PARAMS.type) next.delete('type');
          else next.set('type', change.type);
        }
        if (change.addressId !== undefined) {
          if (change.addressId === DEFAULT_LIST_PARAMS.addressId) next.delete('address_id');
          else next.set('address_id', String(change.addressId));
        }
        if (change.search !== undefined) {
          const text = change.search.trim();
          if (text) next.set('search', text);
          else next.delete('search');
        }
        next.delete('page');
        return next;
      }, options);
    },
    [setSearchParams],
  );

  const setPage = useCallback(
    (page: number) => {
      setSearchParams((prev) => {
        const next = new URLSearchParams(prev);
        if (page <= 1) next.delete('page');
        else next.set('page', String(page));
        return next;
      });
    },
    [setSearchParams],
  );

  return { params, setFilters, setPage };
}
