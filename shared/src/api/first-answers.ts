import { sessionStore } from '@platform/shared/session';
import type { Locale } from '@platform/shared/contracts';

/**
 * Answers of the page's first GET calls that the server put into the page (docs/decisions/025):
 * the current route's declared urls, asked with the visitor's cookie and language while the page was
 * sent. Each answer is handed out once, to a GET of exactly that url (query order aside), in the
 * locale it was made for, within a short time of the page load and before any sign-in, sign-out or
 * locale change; anything else goes to the network as usual.
 */
let answers = new Map<string, unknown>();
let madeFor: Locale | null = null;
let unsubscribe: (() => void) | null = null;

/** How long after the page started an inlined answer may still be used (a slow network's code). */
export const FIRST_ANSWERS_TTL_MS = 30_000;

/** `path?b=2&a=1` and `path?a=1&b=2` are the same call: the query's pairs sorted. */
export function callKey(pathWithQuery: string): string {
  const at = pathWithQuery.indexOf('?');
  if (at < 0) return pathWithQuery;
  const params = new URLSearchParams(pathWithQuery.slice(at + 1));
  params.sort();
  const qs = params.toString();
  return qs ? `${pathWithQuery.slice(0, at)}?${qs}` : pathWithQuery.slice(0, at);
}

function forget(): void {
  answers = new Map();
  madeFor = null;
  unsubscribe?.();
  unsubscribe = null;
}

/**
 * Keeps the inlined answers (`{ "/themed-test/view?page=1&…": body }`, urls relative to the api) made
 * in `locale`. Nothing is kept when that is not the page's locale. Any later change of who is signed
 * in or of the locale drops them all (the session's first known state, from the same cookie, does not).
 */
export function primeFirstAnswers(locale: unknown, byUrl: unknown): void {
  forget();
  if (!byUrl || typeof byUrl !== 'object' || locale !== sessionStore.getState().locale) return;
  for (const [url, body] of Object.entries(byUrl as Record<string, unknown>)) answers.set(callKey(url), body);
  if (answers.size === 0) return;
  madeFor = sessionStore.getState().locale;
  unsubscribe = sessionStore.subscribe((next, prev) => {
    const signedInOrOut = prev.status !== 'unknown' && (prev.status !== next.status || prev.user?.id !== next.user?.id);
    if (signedInOrOut || next.locale !== prev.locale) forget();
  });
}

const now = () => globalThis.performance?.now?.() ?? 0;

/**
 * The inlined answer of a GET of `pathWithQuery` (relative to the api), removed as it is taken;
 * `undefined` when there is none that may be used now.
 */
export function takeFirstAnswer(pathWithQuery: string): { body: unknown } | undefined {
  if (answers.size === 0) return undefined;
  const key = callKey(pathWithQuery);
  if (!answers.has(key)) return undefined;
  const body = answers.get(key);
  answers.delete(key);
  const usable = madeFor === sessionStore.getState().locale && now() < FIRST_ANSWERS_TTL_MS;
  if (answers.size === 0 || !usable) forget();
  return usable ? { body } : undefined;
}
