// The api calls made for a page, as its visitor would make them (app.inject, never the network).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@platform/shared/contracts';
import { SESSION_COOKIE } from '../plugins/session';
import { cookieOf } from './visitor';

/** How long the page waits for one of its first data answers before it goes out without it. */
export const FIRST_DATA_WAIT_MS = 400;

/** An inner api answer the page may carry: a 200 with a JSON body. */
const jsonAnswer = (res: { statusCode: number; headers: Record<string, unknown> } | null | undefined) =>
  res?.statusCode === 200 && /json/.test(String(res.headers['content-type']));

/** The api calls of one page request (`app` answers them). */
export function innerCalls(app: FastifyInstance) {
  /**
   * An api call made for the page, as its visitor would make it: their cookie, the page's language,
   * their address (the api's rate limits count it, not the server's own) and the host and scheme the
   * page was asked for (a cookie the api sets is Secure as it would be for them).
   */
  const call = (request: FastifyRequest, url: string, locale: Locale, extra: Record<string, string> = {}) => {
    const headers: Record<string, string> = { cookie: request.headers.cookie ?? '', 'accept-language': locale, ...extra };
    for (const name of ['host', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    return app.inject({ method: 'GET', url: `/api${url}`, headers, remoteAddress: request.socket.remoteAddress });
  };

  /** The `/api/auth/me` answer for this request's cookie (null for a guest), in the page's language. */
  const session = async (request: FastifyRequest, locale: Locale) => {
    if (cookieOf(request, SESSION_COOKIE) === null) return { locale, data: null };
    const me = await call(request, '/auth/me', locale);
    return me.statusCode === 200 ? { locale, data: (me.json() as { data: unknown }).data } : null;
  };

  /**
   * The answers of the page's first GET calls (`urls`, relative to the api) for this request's cookie
   * and language, as the browser would get them: only a 200 with a JSON body and no cookie to set;
   * an error status (a bad or unknown parameter), a slow answer or a failure is simply left out.
   * `missing`: one of them answered 404 or 400 (the rest of a declared call is fixed by the build, so
   * that is the route parameter: an unknown or malformed slug), so what the page shows does not exist.
   */
  const reads = async (request: FastifyRequest, urls: string[], locale: Locale) => {
    let missing = false;
    const answers = await Promise.all(
      urls.map(async (url) => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), FIRST_DATA_WAIT_MS);
        });
        const res = await Promise.race([call(request, url, locale).catch(() => null), late]);
        clearTimeout(timer);
        if (res?.statusCode === 404 || res?.statusCode === 400) missing = true;
        return res && jsonAnswer(res) && !res.headers['set-cookie'] ? ([url, res.json()] as const) : null;
      }),
    );
    return { answers: Object.fromEntries(answers.filter((a) => a !== null)) as Record<string, unknown>, missing };
  };

  /**
   * The route's `start` call made with the page (docs/decisions/029): its answer, when a 200 with a
   * JSON body, is one of the page's first answers, and the cookie it sets (a guest's `gt`) goes out
   * with the page, so the browser owns what was started. Not capped like the reads: once made, what it
   * started must reach the browser. Anything else (403 locked or over the daily limit, a 404, a
   * failure) is left to the page, which makes the call itself and shows what it says.
   */
  const start = async (request: FastifyRequest, reply: FastifyReply, url: string, locale: Locale) => {
    // the browser's own navigation from this site (startsWithPage): the page's script would send this header
    const res = await call(request, url, locale, { 'x-requested-with': 'XMLHttpRequest' }).catch(() => null);
    if (!res || !jsonAnswer(res)) return {};
    const cookies = res.headers['set-cookie'];
    if (cookies !== undefined) reply.header('set-cookie', cookies);
    return { [url]: res.json() as unknown };
  };

  return { session, reads, start };
}
