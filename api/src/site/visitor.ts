import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, LOCALES, type Locale } from '@platform/shared/contracts';

/** A cookie of a page request (the cookie plugin is registered for /api only), or null. */
export function cookieOf(request: FastifyRequest, name: string): string | null {
  return new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(request.headers.cookie ?? '')?.[1] ?? null;
}

/**
 * The language a page request starts in: the one the visitor chose in the shell (its cookie), else
 * `uz` as in the shell — not the browser's Accept-Language, which the shell does not follow: a page
 * prepared in another language than it runs in preloads strings it never uses (docs/decisions/024).
 */
export function pageLocale(request: FastifyRequest): Locale {
  const chosen = cookieOf(request, LOCALE_COOKIE);
  return LOCALES.find((l) => l === chosen) ?? 'uz';
}

/**
 * Whether a page request comes from a phone, by its User-Agent ("Mobi", as browsers on phones say):
 * the first screen is rendered for a phone's width then, so the layout does not change when the
 * browser takes it over (docs/decisions/028). A wrong guess only costs that change.
 */
export function isPhone(userAgent: string | undefined): boolean {
  return /Mobi/.test(userAgent ?? '');
}

/**
 * Whether a page request may start what the page is for (its route's `start` call, which writes:
 * a topic test's ticket; docs/decisions/029): only the browser's own navigation to the page, from a
 * page of this site or its address bar (a bookmark, a reload), as the page's script would do the
 * moment it ran. Not a prefetch or prerender (`Sec-Purpose`, or the older `Purpose`), a frame, a link
 * or redirect from another site (the writing GETs refuse those too: docs/security.md), nor a client
 * that does not say (crawlers, link previews, scripts): the page then makes the call itself, as before.
 */
export function startsWithPage(request: FastifyRequest): boolean {
  const h = request.headers;
  return (
    request.method === 'GET' &&
    h['sec-fetch-mode'] === 'navigate' &&
    h['sec-fetch-dest'] === 'document' &&
    (h['sec-fetch-site'] === 'same-origin' || h['sec-fetch-site'] === 'none') &&
    h['sec-purpose'] === undefined &&
    h.purpose === undefined
  );
}
