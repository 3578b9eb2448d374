// The server builds the pages are rendered with (docs/decisions/028): the shell's and a remote version's.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { Locale } from '@platform/shared/contracts';
import { mtimeOf, readJson } from './build-files';
import './production-react';

/** What the shell's server build renders (shell/src/server.tsx). */
export interface RenderedPage {
  html: string;
  title: string;
  description: string;
  noindex: boolean;
  remotePage?: string | null;
}

/** One of a page's api calls, answered for its visitor (shell/src/first-data.ts `PageFetch`). */
export type PageFetch = (pathWithQuery: string) => Promise<Response>;

/** The shell's server build (shell/src/server.tsx). */
export interface ShellServer {
  renderPage(request: {
    url: string;
    locale: Locale;
    user: unknown;
    manifest: unknown;
    timeoutMs?: number;
    remote?: { name: string; module: unknown };
    queries?: unknown;
    mobile?: boolean;
  }): Promise<RenderedPage | null>;
  /** the route's first queries, dehydrated (shell/src/first-data.ts) */
  firstData?(request: {
    url: string;
    locale: Locale;
    user: unknown;
    remote: { name: string; module: unknown };
    read: PageFetch;
    start?: PageFetch;
  }): Promise<unknown>;
  /** the modules the shell provides to the remotes (shell/src/server.tsx `shared`) */
  shared?: Record<string, unknown>;
  /** before another version of a remote's build is loaded, and after (shell/src/server.tsx) */
  forgetRemoteStrings?: (remote: string) => string[];
  reloadStrings?: (namespaces: string[]) => Promise<void>;
}

/** A remote version's server build, loaded (`<version>/server/`, ADR 028). */
export interface RemoteServerBuild {
  module: unknown;
  /** the CSS of the routes module, and per route id the CSS of its page (route-css.json) */
  css: { entry: string; routes: Record<string, string> };
}

const apiRequire = createRequire(import.meta.url);

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
    const mtimeMs = await mtimeOf(file);
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
    const mtimeMs = await mtimeOf(file);
    if (mtimeMs < 0 || mtimeMs === failedAt) return null;
    if (loaded?.mtimeMs === mtimeMs) return loaded;
    try {
      const [code, css] = await Promise.all([
        fs.promises.readFile(file, 'utf8'),
        fs.promises.readFile(path.join(path.dirname(file), 'server.css'), 'utf8').catch(() => ''),
      ]);
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

/** The server builds a page of the site under `root` is prepared with: the shell's, and its route's remote's. */
export function serverBuilds(root: string, log: (message: string) => void) {
  const shell = shellServerLoader(root, log);
  const remote = remoteServerLoader(log);
  /**
   * The shell's server build and, for a remote's route served here (`entry` under /remotes/), that
   * remote version's; null without the shell's.
   */
  return async (owner: { remote?: string } | undefined, entry: unknown) => {
    const loaded = await shell();
    if (!loaded) return null;
    const remoteBuild =
      owner?.remote && typeof entry === 'string' && entry.startsWith('/remotes/')
        ? await remote(owner.remote, path.join(root, path.dirname(entry)), loaded.server)
        : null;
    return { ...loaded, remote: owner?.remote && remoteBuild ? { name: owner.remote, ...remoteBuild } : null };
  };
}

/** The builds of one page (`serverBuilds`). */
export type PageBuilds = NonNullable<Awaited<ReturnType<ReturnType<typeof serverBuilds>>>>;
