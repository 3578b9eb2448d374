import { createRequire } from 'node:module';
import './production-react';

// React Router requires React, which must be its production build (production-react.ts): required
// on first use, once that has run (an import would be linked before it, in development mode)
type MatchRoutes = typeof import('react-router').matchRoutes;
let matcher: MatchRoutes | undefined;
const matchRoutes: MatchRoutes = (...args) => {
  matcher ??= (createRequire(import.meta.url)('react-router') as typeof import('react-router')).matchRoutes;
  return matcher(...args);
};

/** A row of the shell build's `route-owners.json` (shell/route-owners.cjs): who renders a path. */
export interface RouteOwner {
  path: string;
  /** the remote that renders it, with its route id in the remote's `./routes`; none for a shell page */
  remote?: string;
  routeId?: string;
  /** a page of the shell itself (`not-found` is the one a path the shell does not know shows) */
  page?: string;
  redirect?: true;
  /** kept out of search engines (the studio, the policy pages): answered with `X-Robots-Tag` */
  noindex?: true;
}

/**
 * Whether the page at a path is the not-found page, answered with a 404: a path no route of the
 * shell's table matches (the shell shows its not-found page there), or the not-found page itself
 * (`/404`). Without a table (an older build) no path is known to be missing.
 */
export function isNotFound(owners: readonly RouteOwner[], route: MatchedRoute | null): boolean {
  return route ? route.owner.page === 'not-found' : owners.length > 0;
}

/** The row of `owners` that renders `pathname`, with its route parameters (decoded). */
export interface MatchedRoute {
  owner: RouteOwner;
  params: Record<string, string>;
}

/**
 * The route of `owners` the shell renders at `pathname`, matched by React Router's own `matchRoutes`
 * (the matcher of the shell's router: its ranking of static over dynamic segments, optional
 * segments, case and trailing slash), or null when no row matches.
 */
export function matchRoute(owners: readonly RouteOwner[], pathname: string): MatchedRoute | null {
  const matches = matchRoutes(
    owners.map((owner) => ({ path: owner.path, owner })),
    pathname,
  );
  const last = matches?.[matches.length - 1];
  if (!last) return null;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(last.params)) if (typeof value === 'string') params[name] = value;
  return { owner: last.route.owner, params };
}

/** Whether the route pattern `pattern` (`/mavzuli-test/:subject`) matches `pathname`. */
export function routeMatches(pattern: string, pathname: string): boolean {
  return matchRoute([{ path: pattern }], pathname) !== null;
}

/** The values of a route pattern's `:params` in `pathname` (decoded); empty when it does not match. */
export function routeParams(pattern: string, pathname: string): Record<string, string> {
  return matchRoute([{ path: pattern }], pathname)?.params ?? {};
}
