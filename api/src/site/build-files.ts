// The JSON files of the built site the page server reads (written by the build, docs/page-serving.md).
import fs from 'node:fs';

/** `remotes.json`: the remotes manifest. */
export interface ManifestShape {
  remotes?: Record<string, { entry?: unknown }>;
}

/** `shell/boot-chunks.json` of the shell build (shell/boot-chunks.cjs). */
export interface BootChunksShape {
  boot?: string[];
  locales?: Record<string, string[]>;
  shared?: Record<string, string[]>;
  provided?: Record<string, string[]>;
}

/** A remote version's `mf-manifest.json` (Module Federation's). */
export interface MfManifestShape {
  exposes?: { name?: string; path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** `route-chunks.json` of a remote build (shared/build/route-chunks.cjs). */
export interface RouteChunksShape {
  routes?: Record<string, { scripts?: string[]; consumes?: string[] }>;
  shared?: Record<string, { scripts?: string[]; consumes?: string[] }>;
  /** per language, the strings the remote's `./routes` module loads as it runs (docs/decisions/024) */
  locales?: Record<string, string[]>;
}

const SCRIPT_FILE = /^[\w./-]+\.js$/;

/** Whether a name listed by the build is a script file of the site (no other path is ever preloaded). */
export const isScriptFile = (file: string) => SCRIPT_FILE.test(file);

/** The script files of a build's list, as absolute paths of the site (`/<file>`). */
export const scriptsOf = (files: unknown): string[] =>
  Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string' && isScriptFile(f)).map((f) => `/${f}`) : [];

/** A JSON file, parsed; null when it is missing or not JSON. */
export async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await fs.promises.readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** The modification time of a file, or -1 when there is none. */
export const mtimeOf = (file: string): Promise<number> =>
  fs.promises.stat(file).then(
    (s) => s.mtimeMs,
    () => -1,
  );

/**
 * JSON files of a remote version, parsed once and kept while the file's mtime stays the same: a
 * version's folder is written once by its build, and a rebuild in place is still picked up.
 */
export function jsonCache() {
  const cache = new Map<string, { mtimeMs: number; value: unknown }>();
  return async <T>(file: string): Promise<T | null> => {
    const mtimeMs = await mtimeOf(file);
    if (mtimeMs < 0) return null;
    const hit = cache.get(file);
    if (hit?.mtimeMs === mtimeMs) return hit.value as T | null;
    const value = await readJson<T>(file);
    cache.set(file, { mtimeMs, value });
    return value;
  };
}
