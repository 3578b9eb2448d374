import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { contentImage } from '../../db/schema';
import { HttpError } from '../../errors';

const tags = ['content'];
const FILE = /^([0-9a-f]{64})\.svg$/;

/** Pictures of questions and options, stored by the content import (docs/content-import.md). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/content-images/:file',
    {
      schema: {
        tags,
        summary: 'A picture of a question or an option (SVG), by the SHA-256 of its markup; immutable',
        params: z.object({ file: z.string().check(z.describe('`<sha256>.svg`: 64 lowercase hex digits, then .svg; 404 otherwise')) }),
      },
    },
    async (request, reply) => {
      const match = FILE.exec(request.params.file);
      const [row] = match ? await db.select({ svg: contentImage.svg }).from(contentImage).where(eq(contentImage.sha256, match[1])) : [];
      if (!row) throw new HttpError(404, 'NOT_FOUND', 'errors.not_found');
      // the name is the hash of the content: it can be cached for good
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(row.svg);
    },
  );
};
