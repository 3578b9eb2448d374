// One page request: its language, session, route, preloads, first data and first screen, as HTML.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readJson, type BootChunksShape, type ManifestShape } from './build-files';
import { remoteOrigins, shellCsp } from './csp';
import { encodedPage } from './encoding';
import { firstScreen } from './first-screen';
import { entryScripts, shellPage, withFirstScreen } from './html';
import { innerCalls } from './inner-calls';
import { pageScriptsFor, shellPreloads, type SiteFiles } from './page-needs';
import { serverBuilds } from './server-builds';
import { isNotFound, matchRoute, type RouteOwner } from './routes';
import { pageLocale, startsWithPage } from './visitor';

export interface SiteOptions {
  /** the built site (dist/) */
  root: string;
  /** more origins the page may call (the CSP's connect-src) */
  connectSrc?: string[];
  /** false: pages go out without their first screen (SERVER_RENDER=0) */
  serverRender?: boolean;
}

/** The site's own JSON files a page is prepared from (read per request: a deploy takes effect at once). */
export async function siteFiles(root: string, remoteJson: SiteFiles['remoteJson']) {
  const shellDir = path.join(root, 'shell');
  const [manifestText, owners, boot] = await Promise.all([
    fs.promises.readFile(path.join(root, 'remotes.json'), 'utf8').catch(() => '{}'),
    readJson<RouteOwner[]>(path.join(shellDir, 'route-owners.json')),
    readJson<BootChunksShape>(path.join(shellDir, 'boot-chunks.json')),
  ]);
  let manifest: ManifestShape | null = null;
  try {
    manifest = JSON.parse(manifestText) as ManifestShape;
  } catch {
    // the shell fetches /remotes.json itself and shows what it says
  }
  const files: SiteFiles | null = manifest ? { root, manifest, boot, remoteJson } : null;
  return { manifestText, manifest, owners: owners ?? [], boot, files };
}

/** Sends the shell page for a page request (docs/page-serving.md). */
export function pageSender(
  app: FastifyInstance,
  { root, connectSrc = [], serverRender = true }: SiteOptions,
  remoteJson: SiteFiles['remoteJson'],
) {
  const indexFile = path.join(root, 'shell', 'index.html');
  const calls = innerCalls(app);
  const buildsFor = serverBuilds(root, (message) => app.log.warn(message));

  return async (request: FastifyRequest, reply: FastifyReply) => {
    // the language the page starts in (the shell's choice, told by its cookie): the shell's and the
    // remote's strings are preloaded in it, and the session and the page's first data answered in it
    const locale = pageLocale(request);
    const [html, site, session] = await Promise.all([
      fs.promises.readFile(indexFile, 'utf8'),
      siteFiles(root, remoteJson),
      calls.session(request, locale).catch(() => null),
    ]);
    const route = matchRoute(site.owners, request.url.split('?')[0] ?? '/');
    const owner = route?.owner;
    const [scripts, builds] = await Promise.all([
      site.files ? pageScriptsFor(site.files, route, locale) : [],
      buildsFor(owner, owner?.remote ? site.manifest?.remotes?.[owner.remote]?.entry : undefined),
    ]);
    const first = calls.firstCalls(request, reply, locale);
    const queries =
      builds?.remote && builds.server.firstData
        ? await builds.server
            .firstData({
              url: request.url,
              locale,
              user: session?.data ?? null,
              remote: { name: builds.remote.name, module: builds.remote.module },
              read: first.read,
              start: startsWithPage(request) ? first.start : undefined,
            })
            .catch((error: unknown) => {
              request.log.warn({ err: error }, "the page's first data could not be fetched on the server");
              return null;
            })
        : null;
    // the shell shows its not-found page (an unknown path, /404) or the page's own (what its first
    // read asked for is not there): said to crawlers and the browser with the status, not only `noindex`
    const notFound = isNotFound(site.owners, route) || first.missing();
    const rendered =
      serverRender && builds ? await firstScreen({ request, locale, session, manifest: site.manifest, owner, builds, queries }) : null;
    // in the order the page runs them: the shell's entry (its deferred <script> comes after the body,
    // behind every preload on HTTP/1.1's six connections otherwise), its start-up chunks, the remote's
    // (a script listed twice, e.g. a shared module's copy that is also a start-up chunk, once)
    const preloads = [...new Set([...entryScripts(html), ...shellPreloads(site.boot, locale, scripts.length > 0), ...scripts])];
    const page = shellPage(html, locale, preloads, {
      manifest: site.manifest,
      session,
      // the page's first queries, for the browser's query cache, whether the page was rendered or not
      queries: queries ? { locale, state: queries } : null,
      rendered: rendered ? { locale, mobile: rendered.mobile, remotePage: rendered.page.remotePage ?? null } : null,
    });
    // a route the table keeps out of search engines says so before any HTML is read (ADR 055)
    if (owner?.noindex) reply.header('X-Robots-Tag', 'noindex, nofollow');
    return (
      reply
        .status(notFound ? 404 : 200)
        // the page now carries this visitor's session and data: never stored by a shared cache or the browser
        .header('Cache-Control', 'no-store')
        .header('Content-Security-Policy', shellCsp(remoteOrigins(site.manifestText), connectSrc))
        .type('text/html; charset=utf-8')
        .send(await encodedPage(request, reply, rendered ? withFirstScreen(page, rendered.page, rendered.css) : page))
    );
  };
}
