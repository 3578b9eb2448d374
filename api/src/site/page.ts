// One page request: its language, session, route, preloads, first data and first screen, as HTML.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readJson, type BootChunksShape, type ManifestShape } from './build-files';
import { remoteOrigins, shellCsp } from './csp';
import { encodedPage } from './encoding';
import { firstScreens } from './first-screen';
import { entryScripts, shellPage, withFirstScreen } from './html';
import { innerCalls } from './inner-calls';
import { noNeeds, pageNeeds, shellPreloads, type SiteFiles } from './page-needs';
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
  const firstScreen = firstScreens(root, (message) => app.log.warn(message));

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
    const needs = site.files ? await pageNeeds(site.files, route, locale) : noNeeds();
    const [read, started] = await Promise.all([
      calls.reads(request, needs.data, locale),
      needs.start && startsWithPage(request) ? calls.start(request, reply, needs.start, locale) : {},
    ]);
    const answers = { ...read.answers, ...started };
    // the shell shows its not-found page (an unknown path, /404) or the page's own (its subject is
    // not there): said to crawlers and the browser with the status too, not only `noindex`
    const notFound = isNotFound(site.owners, route) || read.missing;
    const rendered = serverRender
      ? await firstScreen({ request, locale, session, manifest: site.manifest, answers, owner: route?.owner })
      : null;
    // a page rendered with its queries hands them to the browser's query cache instead
    const data = Object.keys(answers).length > 0 && !rendered?.page.queries ? { locale, answers } : null;
    // in the order the page runs them: the shell's entry (its deferred <script> comes after the body,
    // behind every preload on HTTP/1.1's six connections otherwise), its start-up chunks, the remote's
    // (a script listed twice, e.g. a shared module's copy that is also a start-up chunk, once)
    const preloads = [...new Set([...entryScripts(html), ...shellPreloads(site.boot, locale, needs.scripts.length > 0), ...needs.scripts])];
    const page = shellPage(html, locale, preloads, {
      manifest: site.manifest,
      session,
      data,
      rendered: rendered
        ? { locale, mobile: rendered.mobile, remotePage: rendered.page.remotePage ?? null, queries: rendered.page.queries ?? null }
        : null,
    });
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
