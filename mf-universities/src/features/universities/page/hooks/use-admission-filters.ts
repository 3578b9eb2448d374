import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from '@platform/shared/router';
import type { SortOption } from '@platform/shared/contracts';
import { resolveAdmissionFilters, sameRaw, toRaw, type AdmissionFilters, type RawAdmissionFilters } from '../lib/admission-filters';

const KEYS = ['year', 'language', 'study'] as const;

function writeRaw(prev: URLSearchParams, raw: RawAdmissionFilters): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const key of KEYS) {
    const value = raw[key];
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/**
 * Admission filters in the query string (`year`, `language`, `study`). When one is missing or not
 * among the options, the URL is replaced with the defaults (the first option of each), so the
 * page never adds a history entry just by opening.
 */
export function useAdmissionFilters(options: SortOption[] | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = useMemo<RawAdmissionFilters>(
    () => ({
      year: searchParams.get('year'),
      language: searchParams.get('language'),
      study: searchParams.get('study'),
    }),
    [searchParams],
  );
  const filters = useMemo(() => (options ? resolveAdmissionFilters(options, raw) : null), [options, raw]);
  const needsReplace = filters !== null && !sameRaw(toRaw(filters), raw);

  useEffect(() => {
    if (!needsReplace || !filters) return;
    setSearchParams((prev) => writeRaw(prev, toRaw(filters)), { replace: true });
  }, [needsReplace, filters, setSearchParams]);

  /** Applies a change; languages/studies that the new year does not have fall back to its first. */
  const apply = useCallback(
    (change: Partial<AdmissionFilters>) => {
      if (!options || !filters) return;
      const next = resolveAdmissionFilters(options, toRaw({ ...filters, ...change }));
      if (!next) return;
      setSearchParams((prev) => writeRaw(prev, toRaw(next)), { preventScrollReset: true });
    },
    [options, filters, setSearchParams],
  );

  return { filters, apply };
}
