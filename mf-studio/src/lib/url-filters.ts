import { useCallback } from 'react';
import { useSearchParams } from '@platform/shared/router';

/** A positive whole number from a query parameter, else undefined. */
export function positiveParam(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * A list page's filters and page number live in the URL (a link or a reload shows the same rows):
 * `params` reads them, `set` changes some (an empty value removes one) and starts again at page 1
 * unless the page itself is what changes.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (!('page' in changes)) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      });
    },
    [setParams],
  );
  return { params, set, page: positiveParam(params.get('page')) ?? 1 };
}
