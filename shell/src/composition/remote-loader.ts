import type { RemoteRoutesModule } from '@platform/shared/routes';
import { load, register } from './federation';
import { getManifest } from './manifest';

/** Remotes the shell's route table refers to (ARCHITECTURE.md). */
export type RemoteName = 'auth' | 'tests' | 'autotest' | 'olympiad' | 'courses' | 'universities' | 'pro' | 'news' | 'studio';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(`remote ${remote} unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

const ATTEMPTS = 3;
const TIMEOUT_MS = 10_000;
const registered = new Map<string, string>();
const modules = new Map<string, Promise<unknown>>();
/** The modules loaded so far, to be read without waiting (a page the server rendered, ADR 028). */
const resolved = new Map<string, unknown>();
/** Remotes whose last load failed: the next try fetches the manifest again first. */
const failed = new Set<string>();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

let contracts: Promise<unknown> | null = null;

/**
 * The shell's copy of the contracts, loaded before the first remote is registered: the shell does
 * not need them at start (zod stays off `/`, docs/decisions/020), and once a remote is in the share
 * scope its own copy could be the one chosen; the shell provides every shared module. Preloaded
 * with the page on a remote's route; a failure is left to the remote's own copy.
 */
function shellContracts(): Promise<unknown> {
  contracts ??= import('@platform/shared/contracts').catch(() => {
    contracts = null;
  });
  return contracts;
}

const hinted = new Set<string>();

/** Starts downloading a remote's entry script while the contracts load (the loader's tag reuses it). */
function preloadScript(href: string | undefined): void {
  if (!href || hinted.has(href) || typeof document === 'undefined') return;
  hinted.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.appendChild(link);
}

async function attempt<T>(remote: string, exposed: string, refreshManifest: boolean): Promise<T> {
  let manifest;
  try {
    const manifestLoaded = getManifest(refreshManifest);
    manifestLoaded.then((m) => preloadScript(m.remotes[remote]?.entry)).catch(() => undefined);
    [manifest] = await Promise.all([manifestLoaded, shellContracts()]);
  } catch (error) {
    throw new RemoteUnavailableError(remote, `manifest: ${(error as Error).message}`);
  }
  const entry = manifest.remotes[remote]?.entry;
  if (!entry) throw new RemoteUnavailableError(remote, 'not in the manifest');
  let lastError: unknown;
  for (let i = 0; i < ATTEMPTS; i++) {
    // force re-registration after a failure (or a new entry URL) so the runtime drops its cached failure
    const force = registered.has(remote) && (registered.get(remote) !== entry || i > 0);
    if (!registered.has(remote) || force) {
      register(remote, entry, force);
      registered.set(remote, entry);
    }
    try {
      const module = await withTimeout(load<T>(`${remote}/${exposed}`), TIMEOUT_MS);
      if (!module) throw new Error('empty module');
      return module;
    } catch (error) {
      lastError = error;
      registered.set(remote, `${entry}#failed`);
      if (i < ATTEMPTS - 1) await sleep(250 * 2 ** i);
    }
  }
  throw new RemoteUnavailableError(remote, (lastError as Error)?.message ?? 'load failed');
}

/**
 * Loads `<remote>/<exposed>` with retries. A failure is not cached: the next call (the retry
 * button) fetches the manifest again and tries anew, without a page reload.
 */
export function loadRemoteModule<T>(remote: string, exposed: string): Promise<T> {
  const key = `${remote}/${exposed}`;
  const cached = modules.get(key) as Promise<T> | undefined;
  if (cached) return cached;
  const pending = attempt<T>(remote, exposed, failed.has(remote)).then(
    (module) => {
      failed.delete(remote);
      resolved.set(key, module);
      return module;
    },
    (error) => {
      failed.add(remote);
      modules.delete(key);
      throw error;
    },
  );
  modules.set(key, pending);
  return pending;
}

export function loadRemoteRoutes(remote: string): Promise<RemoteRoutesModule> {
  return loadRemoteModule<RemoteRoutesModule>(remote, 'routes');
}

/** A remote's `./routes` module if it has been loaded (or given by primeRemoteRoutes), without waiting. */
export function loadedRemoteRoutes(remote: string): RemoteRoutesModule | undefined {
  return resolved.get(`${remote}/routes`) as RemoteRoutesModule | undefined;
}

/** The shell's server build: a remote's `./routes` module as the server loaded it (docs/decisions/028). */
export function primeRemoteRoutes(remote: string, module: RemoteRoutesModule): void {
  resolved.set(`${remote}/routes`, module);
  modules.set(`${remote}/routes`, Promise.resolve(module));
}

/** Test hook: forget everything loaded. */
export function resetRemoteLoader(): void {
  resolved.clear();
  registered.clear();
  hinted.clear();
  modules.clear();
  failed.clear();
}
