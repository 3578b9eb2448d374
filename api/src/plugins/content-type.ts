import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';

/**
 * 415 for a request body whose media type the route does not list in `schema.consumes` (JSON
 * when it lists none, as the OpenAPI document says). Without it every parser of the scope applied
 * to every route: a multipart form reached JSON-only calls and text/plain became a 400.
 */
export const contentTypePlugin = fp(async function contentType(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const schema = request.routeOptions.schema as { body?: unknown; consumes?: string[] } | undefined;
    const type = request.headers['content-type'];
    if (!schema?.body || !type) return;
    const media = type.split(';')[0].trim().toLowerCase();
    if (!(schema.consumes ?? ['application/json']).includes(media)) {
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'errors.unsupported_media');
    }
  });
});
