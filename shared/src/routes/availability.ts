import { useSyncExternalStore } from 'react';

/**
 * "Can this link be followed now?" The shell publishes which route patterns of its table are
 * available (a local page, or a remote that `/remotes.json` lists and that exposes the route, i.e.
 * not `planned`); any app asks before it links into another section, so a section that is not
 * deployed yet shows as "coming soon" instead of leading to the "unavailable" panel, and turns into
 * a link as soon as its remote is listed. Until the shell publishes, every path counts as available.
 */
export type RouteAvailability = readonly (readonly [pattern: string, available: boolean])[];

// the patterns split once per publication, and each path's answer kept until the next one: every
// link of a page asks on each render (the home page alone has dozens; issue 19, ADR 026)
let patterns: readonly (readonly [parts: readonly string[], available: boolean])[] = [];
const answers = new Map<string, boolean>();
const listeners = new Set<() => void>();

function segments(path: string): string[] {
  return path.split(/[?#]/)[0].split('/').filter(Boolean);
}

/** How well `pattern`'s segments (`/kurslar/:slug`) match `path`: -1 for no match, else its number of static segments. */
function score(parts: readonly string[], path: string[]): number {
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
  const known = answers.get(path);
  if (known !== undefined) return known;
  const target = segments(path);
  let best = -1;
  let available = true;
  for (const [parts, ok] of patterns) {
    const s = score(parts, target);
    if (s > best) [best, available] = [s, ok];
  }
  if (answers.size >= 1000) answers.clear();
  answers.set(path, available);
  return available;
}

/** The shell's call: the availability of every pattern of its route table. */
export function publishRouteAvailability(table: RouteAvailability): void {
  patterns = table.map(([pattern, ok]) => [segments(pattern), ok] as const);
  answers.clear();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `isRouteAvailable` for a component: re-renders when the shell publishes a new answer. */
export function useRouteAvailable(path: string): boolean {
  const read = () => isRouteAvailable(path);
  // the server's render and the browser's hydration read the same published table (docs/decisions/028)
  return useSyncExternalStore(subscribe, read, read);
}
