import { useSyncExternalStore } from 'react';

/**
 * "Can this link be followed now?" The shell publishes which route patterns of its table are
 * available (a local page, or a remote that `/remotes.json` lists and that exposes the route, i.e.
 * not `planned`); any app asks before it links into another section, so a section that is not
 * deployed yet shows as "coming soon" instead of leading to the "unavailable" panel, and turns into
 * a link as soon as its remote is listed. Until the shell publishes, every path counts as available.
 */
export type RouteAvailability = readonly (readonly [pattern: string, available: boolean])[];

let published: RouteAvailability = [];
const listeners = new Set<() => void>();

function segments(path: string): string[] {
  return path.split(/[?#]/)[0].split('/').filter(Boolean);
}

/** How well `pattern` (`/kurslar/:slug`) matches `path`: -1 for no match, else its number of static segments. */
function score(pattern: string, path: string[]): number {
  const parts = segments(pattern);
  if (parts.length !== path.length) return -1;
  let statics = 0;
  for (let i = 0; i < parts.length; i++) {
    if (parts[i].startsWith(':')) continue;
    if (parts[i] !== path[i]) return -1;
    statics++;
  }
  return statics;
}

/** Whether following a link to `path` (query and hash ignored) renders a page rather than a dead end. */
export function isRouteAvailable(path: string): boolean {
  const target = segments(path);
  let best = -1;
  let available = true;
  for (const [pattern, ok] of published) {
    const s = score(pattern, target);
    if (s > best) [best, available] = [s, ok];
  }
  return available;
}

/** The shell's call: the availability of every pattern of its route table. */
export function publishRouteAvailability(table: RouteAvailability): void {
  published = table;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `isRouteAvailable` for a component: re-renders when the shell publishes a new answer. */
export function useRouteAvailable(path: string): boolean {
  return useSyncExternalStore(subscribe, () => isRouteAvailable(path));
}
