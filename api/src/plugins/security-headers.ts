import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** On every answer: no MIME sniffing, no full URLs to other sites, no framing of the site. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/** Adds SECURITY_HEADERS to every answer of the app (api, docs and static files alike). */
export const securityHeadersPlugin = fp(async function securityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
});
