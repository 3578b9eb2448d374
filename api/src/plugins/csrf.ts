import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF: an unsafe method must carry the `X-Requested-With` header (a cross-site form cannot set it)
 * or an Origin equal to the api's own host. Webhooks of payment gateways opt out per route.
 */
export const csrfPlugin = fp(async function csrf(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    if ((request.routeOptions.config as { csrf?: boolean } | undefined)?.csrf === false) return;
    if (request.headers['x-requested-with']) return;
    const origin = request.headers.origin;
    if (origin) {
      try {
        if (new URL(origin).host === request.headers.host) return;
      } catch {
        // malformed Origin: refused below
      }
    }
    throw new HttpError(403, 'CSRF', 'errors.csrf');
  });
});
