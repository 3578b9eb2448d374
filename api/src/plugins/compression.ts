import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Bodies smaller than this go out as they are: the encoding header would eat what it saves. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Brotli or gzip for every dynamic answer above 1 KB (api JSON, the shell page, the manifest), with
 * `Vary: Accept-Encoding`. Built assets already have `.br`/`.gz` siblings that the static site sends
 * with their own Content-Encoding; an answer that has one is passed through untouched
 * (docs/decisions/009).
 */
export const compressionPlugin = fp(async function compression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
  });
});
