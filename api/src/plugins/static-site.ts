import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Hashed file names (`main.1a2b3c4d.js`) never change content: cache them for a year. */
function cacheControlFor(filePath: string): string {
  return /\.[0-9a-f]{8}\.(js|css|svg|png|woff2?)$/.test(filePath) ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the built site on the api's origin (npm start): the shell at `/`, the manifest at
 * `/remotes.json`, every remote version under `/remotes/<name>/<version>/`, and the shell's
 * index.html for any other GET that asks for HTML (client-side routes).
 */
export async function staticSitePlugin(app: FastifyInstance, { root }: { root: string }) {
  const shellDir = path.join(root, 'shell');
  const indexFile = path.join(shellDir, 'index.html');

  const setHeaders = (reply: FastifyReply, filePath: string) => {
    reply.header('Cache-Control', cacheControlFor(filePath));
    reply.header('X-Content-Type-Options', 'nosniff');
  };

  await app.register(fastifyStatic, { root: path.join(root, 'remotes'), prefix: '/remotes/', setHeaders, index: false, wildcard: true });
  await app.register(fastifyStatic, { root: shellDir, prefix: '/', decorateReply: false, setHeaders, index: false, wildcard: false });

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    // read on every request: `npm run remotes -- set` takes effect on the next page load
    const body = await fs.promises.readFile(path.join(root, 'remotes.json'), 'utf8');
    return reply.header('Cache-Control', 'no-store').type('application/json').send(body);
  });

  const sendIndex = async (reply: FastifyReply) => {
    const html = await fs.promises.readFile(indexFile, 'utf8');
    return reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(html);
  };

  app.get('/', { schema: { hide: true } }, async (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler(async (request, reply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if ((request.method === 'GET' || request.method === 'HEAD') && wantsHtml && !request.url.startsWith('/api/')) {
      return sendIndex(reply);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
