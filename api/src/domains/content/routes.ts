import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { HttpError } from '../../errors';
import { contentCountsResponse } from '@platform/shared/topic-tests';
import { contentCounts, contentImageSvg, contentPictureWebp } from './service';
import { fileResponse } from '../../openapi';
import { CONTENT_CACHE } from '../../plugins/catalogue-cache';

const tags = ['content'];

/** Pictures of questions, options and course covers, stored by the content import (docs/content-import.md); the bank's size. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content/counts',
    {
      schema: {
        tags,
        summary:
          'The question bank per subject and content language: questions, those with an explanation, topics (issue 30); public, cached until the next import',
        response: { 200: contentCountsResponse },
      },
      config: { cache: CONTENT_CACHE },
    },
    async (request) => ({ data: await contentCounts(app.db, request.locale) }),
  );

  app.get(
    '/content-images/:file',
    {
      schema: {
        tags,
        summary:
          'A picture of a question or an option by the SHA-256 of its content: `<sha256>.svg` (SVG markup) or `<sha256>.webp` (a raster picture uploaded in the studio, re-encoded); immutable',
        params: z.object({
          file: z
            .string()
            .check(z.describe('`<sha256>.svg` or `<sha256>.webp`: 64 lowercase hex digits, then the extension; 404 otherwise')),
        }),
        response: {
          200: {
            description: 'The picture (SVG or WebP)',
            content: Object.fromEntries(['image/svg+xml', 'image/webp'].map((type) => [type, fileResponse(type, '')[200].content[type]])),
          },
        },
      },
    },
    async (request, reply) => {
      const file = request.params.file;
      const svg = file.endsWith('.webp') ? null : await contentImageSvg(app.db, file);
      const webp = svg === null ? await contentPictureWebp(app.db, file) : null;
      if (svg === null && webp === null) throw new HttpError(404, 'NOT_FOUND', 'errors.not_found');
      // the name is the hash of the content: it can be cached for good
      return reply
        .type(svg === null ? 'image/webp' : 'image/svg+xml')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('X-Content-Type-Options', 'nosniff')
        .send(svg ?? webp);
    },
  );
};
