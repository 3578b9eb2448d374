import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@platform/shared/router';
import { contentLanguageOf, type ContentLocale, type Locale } from '@platform/shared/contracts';
import { LANGUAGE_PARAM, parseCatalogParams } from '../lib/params';

/** Router state of the history entry that opening a preview pushed. */
interface PreviewState {
  preview: true;
}

function isPreviewState(state: unknown): state is PreviewState {
  return typeof state === 'object' && state !== null && 'preview' in state && state.preview === true;
}

/**
 * The catalogue state lives in the query string: `search` (typing replaces the entry and drops
 * `page`), `page` (a new entry, default 1 left out), `til` (the tests' language when it is not the
 * interface's) and `test` (the open preview: a new entry, so the back button closes it).
 */
export function useCatalogParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => parseCatalogParams(searchParams), [searchParams]);

  const setSearch = useCallback(
    (text: string) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const trimmed = text.trim();
          if (trimmed) next.set('search', trimmed);
          else next.delete('search');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const setPage = useCallback(
    (page: number, options?: { replace?: boolean }) => {
      setSearchParams((prev) => {
        const next = new URLSearchParams(prev);
        if (page <= 1) next.delete('page');
        else next.set('page', String(page));
        next.delete('test');
        return next;
      }, options);
    },
    [setSearchParams],
  );

  /** Lists the tests of another content language (the interface language's is the default, left out). */
  const setLanguage = useCallback(
    (language: ContentLocale, interfaceLocale: Locale) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (language === contentLanguageOf(interfaceLocale)) next.delete(LANGUAGE_PARAM);
          else next.set(LANGUAGE_PARAM, language);
          next.delete('page');
          next.delete('test');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const openTest = useCallback(
    (testId: number) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('test', String(testId));
          return next;
        },
        { state: { preview: true } satisfies PreviewState },
      );
    },
    [setSearchParams],
  );

  const previewPushed = isPreviewState(location.state);
  const closeTest = useCallback(() => {
    // opened here: going back closes it and leaves no entry to come back to; opened from a link: drop the param
    if (previewPushed) {
      navigate(-1);
      return;
    }
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('test');
        return next;
      },
      { replace: true },
    );
  }, [previewPushed, navigate, setSearchParams]);

  return { params, setSearch, setPage, setLanguage, openTest, closeTest };
}
