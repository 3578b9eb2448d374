// What a page needs first: the scripts it runs, preloaded with it (docs/decisions/023, 024).
import path from 'node:path';
import type { Locale } from '@platform/shared/contracts';
import {
  isScriptFile,
  scriptsOf,
  type BootChunksShape,
  type ManifestShape,
  type MfManifestShape,
  type RouteChunksShape,
} from './build-files';
import type { MatchedRoute } from './routes';

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
 * loads as it runs (the last two from its route-chunks.json, docs/decisions/024). None for a shell page.
 */
export async function pageScriptsFor(site: SiteFiles, route: MatchedRoute | null, locale: Locale): Promise<string[]> {
  const owner = route?.owner;
  const entry = owner?.remote ? site.manifest.remotes?.[owner.remote]?.entry : undefined;
  if (!owner || typeof entry !== 'string') return [];
  const scripts = [entry];
  if (entry.startsWith('/remotes/')) {
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    const [mf, chunks] = await Promise.all([
      site.remoteJson<MfManifestShape>(path.join(site.root, base, 'mf-manifest.json')),
      site.remoteJson<RouteChunksShape>(path.join(site.root, base, 'route-chunks.json')),
    ]);
    const routes = mf?.exposes?.find((e) => e.name === 'routes' || e.path === './routes');
    for (const file of routes?.assets?.js?.sync ?? []) if (isScriptFile(file)) scripts.push(base + file);
    if (chunks && owner.routeId) scripts.push(...pageScripts(chunks, owner.routeId, base, site.boot));
    // after the page: its code is needed first, and the strings are small
    scripts.push(...scriptsOf(chunks?.locales?.[locale]).map((file) => base + file.slice(1)));
  }
  return scripts;
}
