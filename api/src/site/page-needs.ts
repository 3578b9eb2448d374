// What a page needs first: the scripts it runs (preloaded with it) and the api calls made for it.
import path from 'node:path';
import type { Locale } from '@platform/shared/contracts';
import { CONTENT_LANGUAGES } from '@platform/shared/topic-tests';
import {
  isScriptFile,
  scriptsOf,
  type BootChunksShape,
  type ManifestShape,
  type MfManifestShape,
  type RouteChunksShape,
} from './build-files';
import type { MatchedRoute } from './routes';

export interface PageNeeds {
  scripts: string[];
  data: string[];
  /** the route's `start` call for this path, or null */
  start: string | null;
}

/** A page that needs nothing of a remote (a shell route, or no manifest). */
export const noNeeds = (): PageNeeds => ({ scripts: [], data: [], start: null });

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

/**
 * The shell's own scripts a page runs first: its start-up chunks, its strings in `locale`, and for
 * a remote's route the shell's copy of the contracts, which every remote page uses. Listed by the
 * build in boot-chunks.json; without that file nothing is added.
 */
export function shellPreloads(boot: BootChunksShape | null, locale: string, remoteRoute: boolean): string[] {
  if (!boot) return [];
  return [
    ...scriptsOf(boot.boot),
    ...scriptsOf(boot.locales?.[locale]),
    ...(remoteRoute ? scriptsOf(boot.shared?.['@platform/shared/contracts']) : []),
  ];
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

/** What pageNeeds reads: the site's folder, the manifest, the shell's boot-chunks.json and a remote's JSON files. */
export interface SiteFiles {
  root: string;
  manifest: ManifestShape;
  boot: BootChunksShape | null;
  remoteJson: <T>(file: string) => Promise<T | null>;
}

/**
 * Scripts the page of `route` will need first: the entry of the remote that owns the route, the
 * chunks of its `./routes` module (from the remote's mf-manifest.json when it is served here), the
 * route's page with the shared modules it consumes, and the strings in `locale` the routes module
 * loads as it runs (the last two from its route-chunks.json, docs/decisions/024); the GET calls
 * the page makes first (its `data` there, expanded for this path and locale: docs/decisions/025);
 * and the call that starts what the page is for (its `start`, expanded alike: docs/decisions/029).
 */
export async function pageNeeds(site: SiteFiles, route: MatchedRoute | null, locale: Locale): Promise<PageNeeds> {
  const owner = route?.owner;
  const entry = owner?.remote ? site.manifest.remotes?.[owner.remote]?.entry : undefined;
  if (!route || !owner || typeof entry !== 'string') return noNeeds();
  const scripts = [entry];
  const data: string[] = [];
  let start: string | null = null;
  if (entry.startsWith('/remotes/')) {
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    const [mf, chunks] = await Promise.all([
      site.remoteJson<MfManifestShape>(path.join(site.root, base, 'mf-manifest.json')),
      site.remoteJson<RouteChunksShape>(path.join(site.root, base, 'route-chunks.json')),
    ]);
    const routes = mf?.exposes?.find((e) => e.name === 'routes' || e.path === './routes');
    for (const file of routes?.assets?.js?.sync ?? []) if (isScriptFile(file)) scripts.push(base + file);
    if (chunks && owner.routeId) {
      scripts.push(...pageScripts(chunks, owner.routeId, base, site.boot));
      const templates = chunks.routes?.[owner.routeId]?.data;
      for (const template of Array.isArray(templates) ? templates : []) {
        const url = typeof template === 'string' ? expandDataUrl(template, route.params, locale) : null;
        if (url && !data.includes(url)) data.push(url);
      }
      const startTemplate = chunks.routes?.[owner.routeId]?.start;
      if (typeof startTemplate === 'string') start = expandDataUrl(startTemplate, route.params, locale);
    }
    // after the page: its code is needed first, and the strings are small
    scripts.push(...scriptsOf(chunks?.locales?.[locale]).map((file) => base + file.slice(1)));
  }
  return { scripts, data, start };
}
