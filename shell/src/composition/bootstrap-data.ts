import type { DehydratedState } from '@platform/shared/query';
/** Id of the JSON block the server writes into the shell page (api/src/site/html.ts). */
export const BOOTSTRAP_DATA_ID = 'platform-bootstrap';

/**
 * Attribute of `#root` while it holds the server's rendering of the first screen and the browser
 * has not taken it over yet (docs/decisions/028): removed once the route's page is hydrated
 * (`PageHydrated`, ADR 065).
 */
export { RENDERED_ATTRIBUTE } from '@platform/shared/lazy-routes';

/**
 * What the server already knew when it sent the page: the remotes manifest, the `/api/auth/me`
 * answer (in the page's language, the shell's `locale` cookie; null when it could not tell) and the
 * route's first queries (`queries`, docs/decisions/034). Unvalidated JSON: each reader parses its
 * part with the contract schema, as it would parse the api's answer.
 */
export interface BootstrapData {
  manifest?: unknown;
  session?: { locale?: unknown; data?: unknown } | null;
  /** the route's first queries, fetched with the page in this language (react-query's dehydrated state) */
  queries?: { locale?: unknown; state?: DehydratedState } | null;
  /** the server rendered the first screen into `#root`, in this language (docs/decisions/028) */
  rendered?: {
    locale?: unknown;
    /** `remote/routeId` when the remote's page was rendered too, not only the placeholder */
    remotePage?: unknown;
    /** rendered for a phone's screen (the request's User-Agent) */
    mobile?: unknown;
  } | null;
}

let cached: BootstrapData | undefined;

/** The page's bootstrap data; `{}` when the page was served without it (dev server, nginx). */
export function bootstrapData(): BootstrapData {
  if (cached) return cached;
  cached = {};
  const text = globalThis.document?.getElementById(BOOTSTRAP_DATA_ID)?.textContent;
  if (text) {
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object') cached = value as BootstrapData;
    } catch {
      // a damaged block: fetch everything as if it were absent
    }
  }
  return cached;
}

/** Test hook: read the page again. */
export function resetBootstrapData(): void {
  cached = undefined;
}
