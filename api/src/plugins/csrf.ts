import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** GET routes of SPEC §7 that change state (ordering a test creates a ticket, GET /check-test finishes one). */
export const WRITING_GETS = new Set(['/api/themed-order', '/api/check-test']);

/** The request is one of the two GETs that write. */
export const isWritingGet = (request: FastifyRequest) => request.method === 'GET' && WRITING_GETS.has(request.routeOptions.url ?? '');

/**
 * A browser sent it: every current browser sends `Sec-Fetch-Site`; older ones are known by the
 * `Mozilla/` their user agents all begin with. Scripts and apps (no ambient cookies of a victim) are not.
 */
const fromBrowser = (request: FastifyRequest) =>
  request.headers['sec-fetch-site'] !== undefined || /^Mozilla\//.test(String(request.headers['user-agent'] ?? ''));

/** The request's own origin (`scheme://host[:port]`, default ports dropped), as an Origin header would say it. */
function ownOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/** The Origin header names exactly this server: scheme, host and port. */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).origin === ownOrigin(request);
  } catch {
    return false; // malformed Origin ('null', garbage): refused
  }
}

/**
 * CSRF: an unsafe method must carry the `X-Requested-With` header (a cross-site form cannot set it)
 * or an Origin equal to the api's own (scheme, host and port). The two writing GETs are refused when
 * a browser says the request is cross-site, or sends it without the header (a link or a redirect
 * from another site). Webhooks of payment gateways opt out per route.
 */
export const csrfPlugin = fp(async function csrf(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (isWritingGet(request)) {
      const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
      if (crossSite || (fromBrowser(request) && !request.headers['x-requested-with'])) throw new HttpError(403, 'CSRF', 'errors.csrf');
      return;
    }
    if (SAFE.has(request.method)) return;
    if ((request.routeOptions.config as { csrf?: boolean } | undefined)?.csrf === false) return;
    if (request.headers['x-requested-with']) return;
    if (sameOrigin(request)) return;
    throw new HttpError(403, 'CSRF', 'errors.csrf');
  });
});
