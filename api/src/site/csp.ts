import { ENTRY_STARTER_HASH } from './html';

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
    // the one inline script of a rendered page, which starts the entry once it is painted (ADR 065)
    `script-src ${list("'self'", ENTRY_STARTER_HASH, ...remotes)}`,
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
