// The page server: the built site on the api's origin (docs/page-serving.md).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { jsonCache } from './build-files';
import { cacheControlFor } from './encoding';
import { pageScriptsFor } from './page-needs';
import { pageSender, siteFiles, type SiteOptions } from './page';
import { matchRoute } from './routes';
import { pageLocale } from './visitor';
import { LOCALES } from '@platform/shared/contracts';

export { remoteOrigins, shellCsp } from './csp';
export { BOOTSTRAP_DATA_ID, ENTRY_STARTER, ENTRY_STARTER_HASH, jsonForScript, leadImage, RENDERED_ATTRIBUTE } from './html';
export { routeMatches, routeParams } from './routes';
export { FIRST_DATA_WAIT_MS } from './inner-calls';
export { RENDER_WAIT_MS } from './first-screen';
export { isPhone, pageLocale, startsWithPage } from './visitor';
export { pageEncoding } from './encoding';

/**
 * Serves the built site on the api's origin (npm start): the shell at `/`, the manifest at
 * `/remotes.json`, every remote version under `/remotes/<name>/<version>/`, and the shell's
 * index.html for any other GET that asks for HTML (client-side routes). Built assets go out as
 * their Brotli or gzip sibling when the request accepts one. The shell page carries the manifest
 * and the session inline, preloads the current route's remote, carries its first queries and its
 * first screen, so nothing waits on a round trip (docs/page-serving.md).
 */
export async function staticSitePlugin(app: FastifyInstance, options: SiteOptions) {
  const { root } = options;
  const remoteJson = jsonCache();
  const sendPage = pageSender(app, options, remoteJson);

  const setHeaders = (reply: FastifyReply, filePath: string) => {
    reply.header('Cache-Control', cacheControlFor(filePath));
    reply.header('X-Content-Type-Options', 'nosniff');
  };
  const common = { setHeaders, index: false as const, preCompressed: true };
  await app.register(fastifyStatic, {
    ...common,
    root: path.join(root, 'remotes'),
    prefix: '/remotes/',
    wildcard: true,
    // a version's server build (ADR 028) is the api's to run, not the browser's to download
    allowedPath: (pathName: string) => !/^\/?[^/]+\/[^/]+\/server\//.test(pathName),
  });
  await app.register(fastifyStatic, { ...common, root: path.join(root, 'shell'), prefix: '/', decorateReply: false, wildcard: false });

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    // read on every request: `npm run remotes -- set` takes effect on the next page load
    const body = await fs.promises.readFile(path.join(root, 'remotes.json'), 'utf8');
    return reply.header('Cache-Control', 'no-store').type('application/json').send(body);
  });

  app.get('/', { schema: { hide: true } }, sendPage);

  // The same list for a page the visitor is about to open: the shell asks on a link's hover or focus
  // and prefetches what it has not fetched yet, all at once instead of entry → routes → page and
  // strings one wave after another (docs/decisions/024). `locale` is the shell's current language.
  app.get('/preloads.json', { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as { path?: unknown; locale?: unknown };
    const pathname = typeof query.path === 'string' && query.path.startsWith('/') ? query.path : '/';
    const locale = LOCALES.find((l) => l === query.locale) ?? pageLocale(request);
    const site = await siteFiles(root, remoteJson);
    const scripts = site.files ? await pageScriptsFor(site.files, matchRoute(site.owners, pathname), locale) : [];
    return reply.header('Cache-Control', 'no-store').send({ scripts });
  });

  app.setNotFoundHandler(async (request, reply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if ((request.method === 'GET' || request.method === 'HEAD') && wantsHtml && !request.url.startsWith('/api/')) {
      return sendPage(request, reply);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
