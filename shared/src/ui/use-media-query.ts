import { useSyncExternalStore } from 'react';

/** SPEC §9: mobile breakpoint 640 px. */
export const MOBILE_QUERY = '(max-width: 640px)';

let renderedFor: { mobile: boolean } = { mobile: false };

/**
 * Where there is no window to ask — the server rendering a page — and while the browser hydrates
 * what the server rendered, a media query is answered for the kind of screen the server rendered
 * for: a phone when the request's User-Agent says so (docs/decisions/028). Once hydrated, the real
 * answer applies (React renders again if it differs).
 */
export function setRenderedScreen(screen: { mobile: boolean }): void {
  renderedFor = screen;
}

/** The kind of screen the page is being rendered (or hydrated) for; a phone's is narrow. */
export function renderedScreen(): { mobile: boolean } {
  return renderedFor;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => query === MOBILE_QUERY && renderedFor.mobile,
  );
}
