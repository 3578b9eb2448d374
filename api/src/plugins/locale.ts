import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Locale } from '@platform/shared/contracts';
import { localeFrom } from '../i18n';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** `request.locale` from Accept-Language; responses vary by it. */
export const localePlugin = fp(async function locale(app: FastifyInstance) {
  app.decorateRequest('locale', 'uz');
  app.addHook('onRequest', async (request, reply) => {
    request.locale = localeFrom(request.headers['accept-language']);
    reply.header('Vary', 'Accept-Language');
  });
});
