import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import vm from 'node:vm';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { LOCALE_COOKIE, type Locale } from '@platform/shared/contracts';
import { CONTENT_LANGUAGES } from '@platform/shared/topic-tests';
import { SESSION_COOKIE } from './session';

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

/** Id of the JSON block in the shell page that carries the bootstrap data (shell/src/composition/bootstrap-data.ts). */
export const BOOTSTRAP_DATA_ID = 'platform-bootstrap';

/**
 * JSON that is safe inside `<script type="application/json">`: `<`, `>` and `&` are escaped, so a
 * value such as `</script><script>...` cannot end the block, and so are the JavaScript line breaks.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The values of a route pattern's `:params` in `pathname` (decoded), which routeMatches(pattern, pathname). */
export function routeParams(pattern: string, pathname: string): Record<string, string> {
  const have = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  pattern
    .split('/')
    .filter(Boolean)
    .forEach((segment, i) => {
      if (segment.startsWith(':')) params[segment.slice(1).replace(/\?$/, '')] = decodeURIComponent(have[i] ?? '');
    });
  return params;
}

/**
 * A route's `data` url template (docs/decisions/025) for one page: `{name}` is the route parameter
 * (URL-encoded), `{name:id}` its leading integer (`12-algebra` → 12), `{locale}` and `{language_id}`
 * the page's language. Null when a placeholder cannot be filled (an unknown name, a parameter that
 * does not start with an id) or the template is not a path of the api: then nothing is asked.
 */
export function expandDataUrl(template: string, params: Record<string, string>, locale: Locale): string | null {
  if (!/^\/(?!\/)/.test(template) || template.includes('..')) return null;
  let failed = false;
  const url = template.replace(/\{(\w+)(?::(id))?\}/g, (_all, name: string, id?: string) => {
    let value: string | undefined;
    if (name === 'locale') value = locale;
    else if (name === 'language_id') value = String(CONTENT_LANGUAGES[locale]);
    else if (id) value = /^(\d{1,10})(?:-|$)/.exec(params[name] ?? '')?.[1];
    else value = params[name];
    if (value === undefined || value === '') failed = true;
    return encodeURIComponent(value ?? '');
  });
  return failed || /[{}]/.test(url) ? null : url;
}

/** A route pattern of the shell's table (`/mavzuli-test/:subject`) matches a path segment by segment. */
export function routeMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return (
    want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment === decodeURIComponent(have[i] ?? ''))
  );
}

interface RouteOwner {
  path: string;
  remote: string;
  routeId?: string;
}

interface ManifestShape {
  remotes?: Record<string, { entry?: unknown }>;
}

/** `boot-chunks.json` of the shell build (shell/boot-chunks.cjs). */
interface BootChunksShape {
  boot?: string[];
  locales?: Record<string, string[]>;
  shared?: Record<string, string[]>;
  provided?: Record<string, string[]>;
}

const SCRIPT_FILE = /^[\w./-]+\.js$/;
const scriptsOf = (files: unknown): string[] =>
  Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string' && SCRIPT_FILE.test(f)).map((f) => `/${f}`) : [];

/**
 * The shell's own scripts the page at `pathname` runs first: its start-up chunks, its strings in
 * `locale`, and for a remote's route the shell's copy of the contracts, which every remote page
 * uses. Listed by the build in boot-chunks.json; without that file nothing is added.
 */
function shellPreloads(boot: BootChunksShape | null, locale: string, remoteRoute: boolean): string[] {
  if (!boot) return [];
  return [
    ...scriptsOf(boot.boot),
    ...scriptsOf(boot.locales?.[locale]),
    ...(remoteRoute ? scriptsOf(boot.shared?.['@platform/shared/contracts']) : []),
  ];
}

interface MfManifestShape {
  exposes?: { name?: string; path?: string; assets?: { js?: { sync?: string[] } } }[];
}

const readJson = async <T>(file: string): Promise<T | null> => {
  try {
    return JSON.parse(await fs.promises.readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
};

/** `route-chunks.json` of a remote build (shared/build/route-chunks.cjs). */
interface RouteChunksShape {
  routes?: Record<string, { scripts?: string[]; consumes?: string[]; data?: unknown; start?: unknown }>;
  shared?: Record<string, { scripts?: string[]; consumes?: string[] }>;
  /** per language, the strings the remote's `./routes` module loads as it runs (docs/decisions/024) */
  locales?: Record<string, string[]>;
}

/**
 * JSON files of a remote version, parsed once and kept while the file's mtime stays the same: a
 * version's folder is written once by its build, and a rebuild in place is still picked up.
 */
function jsonCache() {
  const cache = new Map<string, { mtimeMs: number; value: unknown }>();
  return async <T>(file: string): Promise<T | null> => {
    const mtimeMs = await fs.promises.stat(file).then(
      (s) => s.mtimeMs,
      () => -1,
    );
    if (mtimeMs < 0) return null;
    const hit = cache.get(file);
    if (hit?.mtimeMs === mtimeMs) return hit.value as T | null;
    const value = await readJson<T>(file);
    cache.set(file, { mtimeMs, value });
    return value;
  };
}

/**
 * The scripts of the page of `routeId` (route-chunks.json under the remote's folder `base`) and of
 * every shared module it consumes, in turn: the shell's copy when the shell provides the module
 * (boot-chunks.json `provided`, what the page runs then), else the remote's own.
 */
function pageScripts(chunks: RouteChunksShape, routeId: string, base: string, boot: BootChunksShape | null): string[] {
  const page = chunks.routes?.[routeId];
  if (!page) return [];
  const scripts: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const shell = boot?.provided?.[key];
    if (shell) {
      scripts.push(...scriptsOf(shell));
      return;
    }
    const own = chunks.shared?.[key];
    if (!own) return;
    for (const next of own.consumes ?? []) visit(next);
    scripts.push(...scriptsOf(own.scripts).map((file) => base + file.slice(1)));
  };
  for (const key of page.consumes ?? []) visit(key);
  scripts.push(...scriptsOf(page.scripts).map((file) => base + file.slice(1)));
  return scripts;
}

/**
 * Scripts the page at `pathname` will need first: the entry of the remote that owns the route, the
 * chunks of its `./routes` module (from the remote's mf-manifest.json when it is served here), the
 * route's page with the shared modules it consumes, and the strings in `locale` the routes module
 * loads as it runs (the last two from its route-chunks.json, docs/decisions/024); the GET calls
 * the page makes first (its `data` there, expanded for this path and locale: docs/decisions/025);
 * and the call that starts what the page is for (its `start`, expanded alike: docs/decisions/029).
 */
async function pageNeeds(
  root: string,
  owners: RouteOwner[],
  manifest: ManifestShape,
  pathname: string,
  locale: Locale,
  boot: BootChunksShape | null,
  remoteJson: <T>(file: string) => Promise<T | null>,
): Promise<PageNeeds> {
  const owner = owners.find((o) => routeMatches(o.path, pathname));
  const entry = owner ? manifest.remotes?.[owner.remote]?.entry : undefined;
  if (!owner || typeof entry !== 'string') return noNeeds();
  const scripts = [entry];
  const data: string[] = [];
  let start: string | null = null;
  if (entry.startsWith('/remotes/')) {
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    const [mf, chunks] = await Promise.all([
      remoteJson<MfManifestShape>(path.join(root, base, 'mf-manifest.json')),
      remoteJson<RouteChunksShape>(path.join(root, base, 'route-chunks.json')),
    ]);
    const routes = mf?.exposes?.find((e) => e.name === 'routes' || e.path === './routes');
    for (const file of routes?.assets?.js?.sync ?? []) if (SCRIPT_FILE.test(file)) scripts.push(base + file);
    if (chunks && owner.routeId) {
      scripts.push(...pageScripts(chunks, owner.routeId, base, boot));
      const templates = chunks.routes?.[owner.routeId]?.data;
      const params = routeParams(owner.path, pathname);
      for (const template of Array.isArray(templates) ? templates : []) {
        const url = typeof template === 'string' ? expandDataUrl(template, params, locale) : null;
        if (url && !data.includes(url)) data.push(url);
      }
      const startTemplate = chunks.routes?.[owner.routeId]?.start;
      if (typeof startTemplate === 'string') start = expandDataUrl(startTemplate, params, locale);
    }
    // after the page: its code is needed first, and the strings are small
    scripts.push(...scriptsOf(chunks?.locales?.[locale]).map((file) => base + file.slice(1)));
  }
  return { scripts, data, start };
}

interface PageNeeds {
  scripts: string[];
  data: string[];
  /** the route's `start` call for this path, or null */
  start: string | null;
}

/** A page that needs nothing of a remote (a shell route, or no manifest). */
const noNeeds = (): PageNeeds => ({ scripts: [], data: [], start: null });

/** An inner api answer the page may carry: a 200 with a JSON body. */
const jsonAnswer = (res: { statusCode: number; headers: Record<string, unknown> } | null | undefined) =>
  res?.statusCode === 200 && /json/.test(String(res.headers['content-type']));

/**
 * Whether a page request may start what the page is for (its route's `start` call, which writes:
 * a topic test's ticket; docs/decisions/029): only the browser's own navigation to the page, from a
 * page of this site or its address bar (a bookmark, a reload), as the page's script would do the
 * moment it ran. Not a prefetch or prerender (`Sec-Purpose`, or the older `Purpose`), a frame, a link
 * or redirect from another site (the writing GETs refuse those too: docs/security.md), nor a client
 * that does not say (crawlers, link previews, scripts): the page then makes the call itself, as before.
 */
export function startsWithPage(request: FastifyRequest): boolean {
  const h = request.headers;
  return (
    request.method === 'GET' &&
    h['sec-fetch-mode'] === 'navigate' &&
    h['sec-fetch-dest'] === 'document' &&
    (h['sec-fetch-site'] === 'same-origin' || h['sec-fetch-site'] === 'none') &&
    h['sec-purpose'] === undefined &&
    h.purpose === undefined
  );
}

/** What the shell's server build renders (shell/src/server.tsx). */
interface RenderedPage {
  html: string;
  title: string;
  description: string;
  noindex: boolean;
  remotePage?: string | null;
  queries?: unknown;
}

interface ShellServer {
  renderPage(request: {
    url: string;
    locale: Locale;
    user: unknown;
    manifest: unknown;
    timeoutMs?: number;
    remote?: { name: string; module: unknown };
    answers?: Record<string, unknown>;
    mobile?: boolean;
  }): Promise<RenderedPage | null>;
  /** the modules the shell provides to the remotes (shell/src/server.tsx `shared`) */
  shared?: Record<string, unknown>;
  /** before another version of a remote's build is loaded, and after (shell/src/server.tsx) */
  forgetRemoteStrings?: (remote: string) => string[];
  reloadStrings?: (namespaces: string[]) => Promise<void>;
}

/**
 * Whether a page request comes from a phone, by its User-Agent ("Mobi", as browsers on phones say):
 * the first screen is rendered for a phone's width then, so the layout does not change when the
 * browser takes it over (docs/decisions/028). A wrong guess only costs that change.
 */
export function isPhone(userAgent: string | undefined): boolean {
  return /Mobi/.test(userAgent ?? '');
}

/** How long the page waits for its first screen before it goes out without it (the browser renders it then). */
export const RENDER_WAIT_MS = 800;

/** Attribute of `#root` while it holds the server's rendering (shell/src/composition/bootstrap-data.ts). */
export const RENDERED_ATTRIBUTE = 'data-rendered';

const apiRequire = createRequire(import.meta.url);

let reactLoaded = false;

/**
 * React's production build for the pages the server renders, as in the browser's bundles, whatever
 * NODE_ENV the api runs with (`npm start` runs in development for its SMS outbox and payment
 * sandbox, and React's development build renders several times slower). React picks its build when
 * first required, from NODE_ENV: it is required here first, with NODE_ENV=production for that moment.
 */
function loadProductionReact(): void {
  if (reactLoaded) return;
  reactLoaded = true;
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    for (const id of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server', 'react-dom/static']) apiRequire(id);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * Runs a CommonJS bundle with the api's own `require` (its React is the api's one copy, wherever the
 * build lies), or for a remote's build the shell's modules first (`host`).
 */
function loadBundle(code: string, file: string, host?: Record<string, unknown>): unknown {
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename: file }) as (
    ...args: unknown[]
  ) => void;
  const module = { exports: {} as unknown };
  const load = (id: string): unknown => {
    // a chunk of the same build, which webpack's Node.js runtime asks for as `./<chunk>.cjs`
    if (id.startsWith('./')) {
      const chunk = path.join(path.dirname(file), id);
      if (path.dirname(chunk) !== path.dirname(file)) throw new Error(`${id} is not a chunk of ${file}`);
      return loadBundle(fs.readFileSync(chunk, 'utf8'), chunk, host);
    }
    return host && id in host ? host[id] : apiRequire(id);
  };
  wrapper(module.exports, load, module, file, path.dirname(file));
  return module.exports;
}

/** A remote version's server build, loaded (`<version>/server/`, ADR 028). */
interface RemoteServerBuild {
  module: unknown;
  /** the CSS of the routes module, and per route id the CSS of its page (route-css.json) */
  css: { entry: string; routes: Record<string, string> };
}

/** CSS that is safe inside `<style>`: no `</style` can end the element. */
const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/** `route-css.json` of a remote's server build (shared/build/route-css.cjs), its files read. */
async function routeStyles(dir: string): Promise<RemoteServerBuild['css']> {
  const listed = await readJson<{ entry?: string[]; routes?: Record<string, string[]> }>(path.join(dir, 'route-css.json'));
  const files = new Map<string, string>();
  const read = async (names: unknown): Promise<string> => {
    const texts: string[] = [];
    for (const name of Array.isArray(names) ? names : []) {
      if (typeof name !== 'string' || !/^[\w.-]+\.css$/.test(name)) continue;
      if (!files.has(name)) files.set(name, await fs.promises.readFile(path.join(dir, name), 'utf8').catch(() => ''));
      texts.push(files.get(name) ?? '');
    }
    return styleText(texts.join(''));
  };
  const routes: Record<string, string> = {};
  for (const [id, names] of Object.entries(listed?.routes ?? {})) routes[id] = await read(names);
  return { entry: await read(listed?.entry), routes };
}

/**
 * The server build of the remote version the manifest names now (`<version>/server/routes.cjs`,
 * ADR 028), loaded with the shell server build's modules; one version per remote at a time. Another
 * version (a deploy, a rollback) is loaded afresh, the remote's strings in the shell's one i18next
 * dropped first and read again after, so they are that version's. Null for a remote without one.
 */
function remoteServerLoader(log: (message: string) => void) {
  const current = new Map<string, { file: string; mtimeMs: number; shell: ShellServer } & RemoteServerBuild>();
  const failed = new Map<string, number>();
  return async (remote: string, dir: string, shell: ShellServer): Promise<RemoteServerBuild | null> => {
    const file = path.join(dir, 'server', 'routes.cjs');
    const mtimeMs = await fs.promises.stat(file).then(
      (s) => s.mtimeMs,
      () => -1,
    );
    if (mtimeMs < 0 || failed.get(file) === mtimeMs || !shell.shared) return null;
    const hit = current.get(remote);
    if (hit && hit.file === file && hit.mtimeMs === mtimeMs && hit.shell === shell) return hit;
    try {
      const [code, css] = await Promise.all([fs.promises.readFile(file, 'utf8'), routeStyles(path.join(dir, 'server'))]);
      // another version of this remote ran in this shell build: its strings go first
      const dropped = hit?.shell === shell ? (shell.forgetRemoteStrings?.(remote) ?? []) : [];
      current.delete(remote);
      const module = loadBundle(code, file, shell.shared);
      await shell.reloadStrings?.(dropped);
      if (!Array.isArray((module as { routes?: unknown })?.routes)) throw new Error('it exports no routes');
      const loaded = { file, mtimeMs, shell, module, css };
      current.set(remote, loaded);
      return loaded;
    } catch (error) {
      failed.set(file, mtimeMs);
      log(`the server build ${file} could not be loaded, its pages are rendered by the browser: ${(error as Error).message}`);
      return null;
    }
  };
}

/**
 * The shell's server build under `root` (`shell-server/server.cjs` and the CSS of its modules,
 * `server.css`; docs/decisions/028), loaded once and again when the build changes; null without one
 * or when it cannot be loaded (the pages then go out as before, rendered by the browser).
 */
function shellServerLoader(root: string, log: (message: string) => void) {
  const file = path.join(root, 'shell-server', 'server.cjs');
  let loaded: { mtimeMs: number; server: ShellServer; css: string } | null = null;
  let failedAt = -1;
  return async (): Promise<{ server: ShellServer; css: string } | null> => {
    const mtimeMs = await fs.promises.stat(file).then(
      (s) => s.mtimeMs,
      () => -1,
    );
    if (mtimeMs < 0 || mtimeMs === failedAt) return null;
    if (loaded?.mtimeMs === mtimeMs) return loaded;
    try {
      const [code, css] = await Promise.all([
        fs.promises.readFile(file, 'utf8'),
        fs.promises.readFile(path.join(path.dirname(file), 'server.css'), 'utf8').catch(() => ''),
      ]);
      loadProductionReact();
      const server = loadBundle(code, file) as ShellServer;
      if (typeof server?.renderPage !== 'function') throw new Error('it exports no renderPage');
      loaded = { mtimeMs, server, css: styleText(css) };
      return loaded;
    } catch (error) {
      failedAt = mtimeMs;
      log(`the shell's server build (${file}) could not be loaded, pages are rendered by the browser: ${(error as Error).message}`);
      return null;
    }
  };
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page with the server's first screen in `#root`, the CSS of the shell's modules in `<head>` and
 * the route's title, description and robots rule.
 */
function withFirstScreen(html: string, page: RenderedPage, css: string): string {
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
    .replace(
      /(<meta name="description" content=")[^"]*(")/,
      (_all, start: string, end: string) => `${start}${escapeAttribute(page.description)}${end}`,
    )
    .replace('</head>', `${page.noindex ? '<meta name="robots" content="noindex, nofollow" />' : ''}<style>${css}</style></head>`)
    .replace('<div id="root"></div>', () => `<div id="root" ${RENDERED_ATTRIBUTE}="">${page.html}</div>`);
}

/** How long the page waits for one of its first data answers before it goes out without it. */
export const FIRST_DATA_WAIT_MS = 400;

/**
 * The language a page request starts in: the one the visitor chose in the shell (its cookie), else
 * `uz` as in the shell — not the browser's Accept-Language, which the shell does not follow: a page
 * prepared in another language than it runs in preloads strings it never uses (docs/decisions/024).
 */
export function pageLocale(request: FastifyRequest): Locale {
  return cookieOf(request, LOCALE_COOKIE) === 'ru' ? 'ru' : 'uz';
}

/** A cookie of a page request (the cookie plugin is registered for /api only), or null. */
function cookieOf(request: FastifyRequest, name: string): string | null {
  return new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(request.headers.cookie ?? '')?.[1] ?? null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding of `accept-encoding` the page goes out in: Brotli, else gzip, else none (a `q=0` refuses one). */
export function pageEncoding(accept: string | string[] | undefined): 'br' | 'gzip' | null {
  const offered = new Map<string, number>();
  for (const part of String(accept ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) offered.set(name, q === undefined ? 1 : Number(q));
  }
  if ((offered.get('br') ?? 0) > 0) return 'br';
  if ((offered.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

/**
 * The page, compressed here: a client route's page is sent by the not-found handler, which
 * @fastify/compress does not reach (it hooks routes only), and with its inlined data it is ~13 KB.
 */
async function encodedPage(request: FastifyRequest, reply: FastifyReply, html: string): Promise<string | Buffer> {
  reply.header('Vary', 'Accept-Encoding, Accept-Language');
  const encoding = pageEncoding(request.headers['accept-encoding']);
  if (!encoding) return html;
  reply.header('Content-Encoding', encoding);
  return encoding === 'br' ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzip(html);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Serves the built site on the api's origin (npm start): the shell at `/`, the manifest at
 * `/remotes.json`, every remote version under `/remotes/<name>/<version>/`, and the shell's
 * index.html for any other GET that asks for HTML (client-side routes). Built assets go out as
 * their Brotli or gzip sibling when the request accepts one. The shell page carries the manifest
 * and the session inline, preloads the current route's remote and carries the answers of its first
 * GET calls, so nothing waits on a round trip (docs/decisions/009, 025).
 */
export async function staticSitePlugin(
  app: FastifyInstance,
  { root, connectSrc = [], serverRender = true }: { root: string; connectSrc?: string[]; serverRender?: boolean },
) {
  const shellDir = path.join(root, 'shell');
  const indexFile = path.join(shellDir, 'index.html');
  const remoteJson = jsonCache();
  const shellServer = shellServerLoader(root, (message) => app.log.warn(message));
  const remoteServer = remoteServerLoader((message) => app.log.warn(message));

  /**
   * The first screen of the page for this visitor (docs/decisions/028): only when the page carries
   * the session it was rendered for (the browser hydrates with it); null when there is no server
   * build, it fails or it is slower than RENDER_WAIT_MS. On a remote's route served here, with that
   * remote version's server build when it has one, and the route's first answers.
   */
  const firstScreen = async (
    request: FastifyRequest,
    locale: Locale,
    session: { data: unknown } | null,
    manifest: ManifestShape | null,
    answers: Record<string, unknown>,
    owner: RouteOwner | undefined,
  ) => {
    if (!serverRender || session === null) return null;
    const loaded = await shellServer();
    if (!loaded) return null;
    const entry = owner ? manifest?.remotes?.[owner.remote]?.entry : undefined;
    const remoteBuild =
      owner && typeof entry === 'string' && entry.startsWith('/remotes/')
        ? await remoteServer(owner.remote, path.join(root, path.dirname(entry)), loaded.server)
        : null;
    const remote = owner && remoteBuild ? { name: owner.remote, module: remoteBuild.module } : undefined;
    const mobile = isPhone(request.headers['user-agent']);
    let timer: NodeJS.Timeout | undefined;
    // the renderer gives up by itself after RENDER_WAIT_MS; this also covers one that never answers
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_WAIT_MS + 100);
    });
    const rendering = Promise.resolve()
      .then(() =>
        loaded.server.renderPage({
          url: request.url,
          locale,
          user: session.data,
          manifest,
          timeoutMs: RENDER_WAIT_MS,
          remote,
          answers,
          mobile,
        }),
      )
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'the first screen could not be rendered on the server');
        return null;
      });
    const page = await Promise.race([rendering, late]);
    clearTimeout(timer);
    if (!page || typeof page.html !== 'string') return null;
    const routeCss =
      page.remotePage && remoteBuild && owner?.routeId ? remoteBuild.css.entry + (remoteBuild.css.routes[owner.routeId] ?? '') : '';
    return { page, mobile, css: loaded.css + routeCss };
  };

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
  await app.register(fastifyStatic, { ...common, root: shellDir, prefix: '/', decorateReply: false, wildcard: false });

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    // read on every request: `npm run remotes -- set` takes effect on the next page load
    const body = await fs.promises.readFile(path.join(root, 'remotes.json'), 'utf8');
    return reply.header('Cache-Control', 'no-store').type('application/json').send(body);
  });

  /**
   * An api call made for the page, as its visitor would make it: their cookie, the page's language,
   * their address (the api's rate limits count it, not the server's own) and the host and scheme the
   * page was asked for (a cookie the api sets is Secure as it would be for them).
   */
  const innerCall = (request: FastifyRequest, url: string, locale: Locale, extra: Record<string, string> = {}) => {
    const headers: Record<string, string> = { cookie: request.headers.cookie ?? '', 'accept-language': locale, ...extra };
    for (const name of ['host', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    return app.inject({ method: 'GET', url: `/api${url}`, headers, remoteAddress: request.socket.remoteAddress });
  };

  /** The `/api/auth/me` answer for this request's cookie (null for a guest), in the page's language. */
  const sessionFor = async (request: FastifyRequest, locale: Locale) => {
    if (cookieOf(request, SESSION_COOKIE) === null) return { locale, data: null };
    const me = await innerCall(request, '/auth/me', locale);
    return me.statusCode === 200 ? { locale, data: (me.json() as { data: unknown }).data } : null;
  };

  /**
   * The answers of the page's first GET calls (`urls`, relative to the api) for this request's cookie
   * and language, as the browser would get them: only a 200 with a JSON body and no cookie to set;
   * an error status (a bad or unknown parameter), a slow answer or a failure is simply left out.
   */
  const firstAnswers = async (request: FastifyRequest, urls: string[], locale: Locale): Promise<Record<string, unknown>> => {
    const answers = await Promise.all(
      urls.map(async (url) => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), FIRST_DATA_WAIT_MS);
        });
        const res = await Promise.race([innerCall(request, url, locale).catch(() => null), late]);
        clearTimeout(timer);
        return res && jsonAnswer(res) && !res.headers['set-cookie'] ? ([url, res.json()] as const) : null;
      }),
    );
    return Object.fromEntries(answers.filter((a) => a !== null));
  };

  /**
   * The route's `start` call made with the page (docs/decisions/029): its answer, when a 200 with a
   * JSON body, is one of the page's first answers, and the cookie it sets (a guest's `gt`) goes out
   * with the page, so the browser owns what was started. Not capped like the reads: once made, what it
   * started must reach the browser. Anything else (403 locked or over the daily limit, a 404, a
   * failure) is left to the page, which makes the call itself and shows what it says.
   */
  const startAnswer = async (request: FastifyRequest, reply: FastifyReply, url: string, locale: Locale) => {
    // the browser's own navigation from this site (startsWithPage): the page's script would send this header
    const res = await innerCall(request, url, locale, { 'x-requested-with': 'XMLHttpRequest' }).catch(() => null);
    if (!res || !jsonAnswer(res)) return {};
    const cookies = res.headers['set-cookie'];
    if (cookies !== undefined) reply.header('set-cookie', cookies);
    return { [url]: res.json() as unknown };
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    // the language the page starts in (the shell's choice, told by its cookie): the shell's and the
    // remote's strings are preloaded in it, and the session and the page's first data answered in it
    const locale = pageLocale(request);
    const [html, manifestText, owners, boot, session] = await Promise.all([
      fs.promises.readFile(indexFile, 'utf8'),
      fs.promises.readFile(path.join(root, 'remotes.json'), 'utf8').catch(() => '{}'),
      readJson<RouteOwner[]>(path.join(shellDir, 'route-owners.json')),
      readJson<BootChunksShape>(path.join(shellDir, 'boot-chunks.json')),
      sessionFor(request, locale).catch(() => null),
    ]);
    let manifest: ManifestShape | null = null;
    try {
      manifest = JSON.parse(manifestText) as ManifestShape;
    } catch {
      // the shell fetches /remotes.json itself and shows what it says
    }
    const pathname = request.url.split('?')[0] ?? '/';
    const needs = manifest ? await pageNeeds(root, owners ?? [], manifest, pathname, locale, boot, remoteJson) : noNeeds();
    const remote = needs.scripts;
    const [read, started] = await Promise.all([
      needs.data.length > 0 ? firstAnswers(request, needs.data, locale) : {},
      needs.start && startsWithPage(request) ? startAnswer(request, reply, needs.start, locale) : {},
    ]);
    const answers = { ...read, ...started };
    const owner = owners?.find((o) => routeMatches(o.path, pathname));
    const rendered = await firstScreen(request, locale, session, manifest, answers, owner);
    // a page rendered with its queries hands them to the browser's query cache instead
    const data = Object.keys(answers).length > 0 && !rendered?.page.queries ? { locale, answers } : null;
    // in the order the page runs them: the shell's entry (its deferred <script> comes after the body,
    // behind every preload on HTTP/1.1's six connections otherwise), its start-up chunks, the remote's
    const entries = [...html.matchAll(/<script[^>]*\ssrc="(\/[\w./-]+\.js)"/g)].map((m) => m[1] as string);
    // (a script listed twice, e.g. a shared module's copy that is also a start-up chunk, once)
    const preloads = [...new Set([...entries, ...shellPreloads(boot, locale, remote.length > 0), ...remote])];
    const head = [
      ...preloads.map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}" />`),
      `<script id="${BOOTSTRAP_DATA_ID}" type="application/json">${jsonForScript({
        manifest,
        session,
        data,
        rendered: rendered
          ? { locale, mobile: rendered.mobile, remotePage: rendered.page.remotePage ?? null, queries: rendered.page.queries ?? null }
          : null,
      })}</script>`,
    ].join('');
    const page = html.replace(/<html lang="[a-z]*"/, `<html lang="${locale}"`).replace('</head>', `${head}</head>`);
    return (
      reply
        // the page now carries this visitor's session and data: never stored by a shared cache or the browser
        .header('Cache-Control', 'no-store')
        .header('Content-Security-Policy', shellCsp(remoteOrigins(manifestText), connectSrc))
        .type('text/html; charset=utf-8')
        .send(await encodedPage(request, reply, rendered ? withFirstScreen(page, rendered.page, rendered.css) : page))
    );
  };

  app.get('/', { schema: { hide: true } }, async (request, reply) => sendIndex(request, reply));

  // The same list for a page the visitor is about to open: the shell asks on a link's hover or focus
  // and prefetches what it has not fetched yet, all at once instead of entry → routes → page and
  // strings one wave after another (docs/decisions/024). `locale` is the shell's current language.
  app.get('/preloads.json', { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as { path?: unknown; locale?: unknown };
    const pathname = typeof query.path === 'string' && query.path.startsWith('/') ? query.path : '/';
    const locale = query.locale === 'uz' || query.locale === 'ru' ? query.locale : pageLocale(request);
    const [manifest, owners, boot] = await Promise.all([
      readJson<ManifestShape>(path.join(root, 'remotes.json')),
      readJson<RouteOwner[]>(path.join(shellDir, 'route-owners.json')),
      readJson<BootChunksShape>(path.join(shellDir, 'boot-chunks.json')),
    ]);
    const scripts = manifest ? (await pageNeeds(root, owners ?? [], manifest, pathname, locale, boot, remoteJson)).scripts : [];
    return reply.header('Cache-Control', 'no-store').send({ scripts });
  });

  app.setNotFoundHandler(async (request, reply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if ((request.method === 'GET' || request.method === 'HEAD') && wantsHtml && !request.url.startsWith('/api/')) {
      return sendIndex(request, reply);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
