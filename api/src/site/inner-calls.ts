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

  /** An inner answer as the page's api client takes it (shell/src/first-data.ts `PageFetch`). */
  const asResponse = (res: { statusCode: number; headers: Record<string, unknown>; body: string }) =>
    new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? '') },
    });

  /**
   * The calls of the page's first queries (docs/decisions/034) for this request's cookie and language:
   * `read` for its `first` queries, as the browser would get them: only a 200 with a JSON body and no
   * cookie to set, within FIRST_DATA_WAIT_MS (else the query fails and is left to the page). `start`
   * for its `start` query (docs/decisions/029): not capped (once made, what it started must reach the
   * browser), made with the page script's `X-Requested-With`, and its cookie (a guest's `gt`) goes out
   * with the page when it answers 200 JSON, so the browser owns what was started. `missing()`: a read
   * answered 404 or 400 — the route parameter names nothing (an unknown or malformed slug).
   */
  const firstCalls = (request: FastifyRequest, reply: FastifyReply, locale: Locale) => {
    let missing = false;
    const read = async (url: string) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), FIRST_DATA_WAIT_MS);
      });
      const res = await Promise.race([call(request, url, locale), late]).finally(() => clearTimeout(timer));
      if (!res) throw new Error(`${url} did not answer within ${FIRST_DATA_WAIT_MS} ms`);
      if (res.statusCode === 404 || res.statusCode === 400) missing = true;
      if (res.headers['set-cookie']) throw new Error(`${url} sets a cookie: not a first read`);
      if (res.statusCode === 200 && !jsonAnswer(res)) throw new Error(`${url} did not answer JSON`);
      return asResponse(res);
    };
    const start = async (url: string) => {
      // the browser's own navigation from this site (startsWithPage): the page's script would send this header
      const res = await call(request, url, locale, { 'x-requested-with': 'XMLHttpRequest' });
      const cookies = res.headers['set-cookie'];
      if (jsonAnswer(res) && cookies !== undefined) reply.header('set-cookie', cookies);
      return asResponse(res);
    };
    return { read, start, missing: () => missing };
  };

  return { session, firstCalls };
}
