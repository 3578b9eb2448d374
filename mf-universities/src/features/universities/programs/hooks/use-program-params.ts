import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@platform/shared/router';
import { programListQuery } from '@platform/shared/programs';
import { parseParam } from '../../../../lib/parse-param';

const shape = programListQuery.shape;

/** The programs page state read from a query string (an unknown or bad value is its default). */
export function programParamsOf(searchParams: URLSearchParams) {
  return {
    page: parseParam(shape.page, searchParams.get('page'), 1),
    subject: parseParam(shape.subject, searchParams.get('subject'), undefined) ?? 0,
    apply: parseParam(shape.subject, searchParams.get('apply'), undefined) ?? 0,
    university: parseParam(shape.university_slug, searchParams.get('university'), undefined) ?? '',
  };
}

/**
 * The programs page state in the query string: `subject` (absent = all), `page`, `university` (one
 * university's programs, from an exam result) and `apply` (an application intent kept over sign-in).
 */
export function useProgramParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => programParamsOf(searchParams), [searchParams]);
  const update = useCallback(
    (change: { subject?: number; page?: number; apply?: number }, options?: { replace?: boolean }) => {
      setSearchParams((prev) => {
        const next = new URLSearchParams(prev);
        const set = (key: string, value: number | undefined, empty: number) => {
          if (value === undefined) return;
          if (value === empty) next.delete(key);
          else next.set(key, String(value));
        };
        set('subject', change.subject, 0);
        if (change.subject !== undefined) next.delete('page');
        set('page', change.page, 1);
        set('apply', change.apply, 0);
        return next;
      }, options);
    },
    [setSearchParams],
  );
  return { params, update, searchParams };
}
