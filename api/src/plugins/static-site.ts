import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Origins of absolute entry URLs in the manifest (remotes on a CDN); relative ones are 'self'. */
export function remoteOrigins(manifestJson: string): string[] {
  try {
    const manifest = JSON.parse(manifestJson) as { remotes?: Record<string, { entry?: unknown }> };
    const origins = new Set<string>();
    for (const remote of Object.values(manifest.remotes ?? {})) {
      if (typeof remote?.entry !== 'string' || !/^https?:\/\//.test(remote.entry)) continue;
      origins.add(new URL(remote.entry).origin);
    }
    return [...origins].sort();
  } catch {
    return [];
  }
}

/**
 * Content-Security-Policy of the shell page: scripts only from this origin and the manifest's remote
 * origins, calls only to this origin (the api) and those, the map and video embeds the university
 * pages show, and no framing of the site itself.
 */
export function shellCsp(remotes: string[], extraConnect: string[] = []): string {
  const list = (...items: string[]) => items.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...remotes)}`,
    // style-loader injects the CSS modules as <style> elements, and index.html has its base styles inline
    `style-src ${list("'self'", "'unsafe-inline'", ...remotes)}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...remotes)}`,
    `font-src ${list("'self'", 'data:', ...remotes)}`,
    `connect-src ${list("'self'", ...remotes, ...extraConnect)}`,
    'frame-src https://www.openstreetmap.org https://www.youtube.com https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
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
export async function staticSitePlugin(app: FastifyInstance, { root, connectSrc = [] }: { root: string; connectSrc?: string[] }) {
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
    const [html, manifest] = await Promise.all([
      fs.promises.readFile(indexFile, 'utf8'),
      fs.promises.readFile(path.join(root, 'remotes.json'), 'utf8').catch(() => '{}'),
    ]);
    return reply
      .header('Cache-Control', REVALIDATE)
      .header('Content-Security-Policy', shellCsp(remoteOrigins(manifest), connectSrc))
      .type('text/html; charset=utf-8')
      .send(html);
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
