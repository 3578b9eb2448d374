import { publishRouteAvailability, type RouteAvailability } from '@platform/shared/routes';
import { routeTable, type RouteEntry } from './route-table';

/**
 * The availability of every route of the table (ADR 007, issue 11): a shell page is; a remote route
 * is when the remote is listed and the route is not `planned`; a redirect is when its target is.
 */
export function routeAvailability(listed: (remote: string) => boolean): RouteAvailability {
  const own = (entry: RouteEntry | undefined): boolean => !entry?.remote || (!entry.planned && listed(entry.remote));
  return routeTable.map((entry) => {
    const target = entry.redirect ? routeTable.find((r) => r.path === entry.redirect) : entry;
    return [entry.path, own(target)] as const;
  });
}

/** What `/remotes.json` lists decides; called with every manifest the shell fetches. */
export function publishManifestAvailability(remotes: Record<string, unknown>): void {
  publishRouteAvailability(routeAvailability((remote) => remote in remotes));
}

// before the manifest arrives: planned routes are dead ends already, remotes count as listed
publishRouteAvailability(routeAvailability(() => true));
