// A page's first data on the server (docs/decisions/034): the queries its route declares (`first`,
// and `start` for the browser's own navigation), the page's own query options, fetched through the
// api as the page's visitor and dehydrated for the render and for the browser's query cache.
import { AsyncLocalStorage } from 'node:async_hooks';
import { matchRoutes } from 'react-router';
import type { AuthUser, Locale } from '@platform/shared/contracts';
import { configureApi } from '@platform/shared/api';
import { createQueryClient, dehydrate, type DehydratedState } from '@platform/shared/query';
import type { FirstQuery, RemoteRoutesModule, RouteRequest } from '@platform/shared/routes';
import { routeTable } from './routing/route-table';
import { sessionOf } from './session/load-session';

/** One of the page's api calls (path and query, relative to the api), answered by the api for the page's visitor. */
export type PageFetch = (pathWithQuery: string) => Promise<Response>;

export interface FirstDataRequest {
  /** path and query of the page */
  url: string;
  locale: Locale;
  /** the `/api/auth/me` answer's `data` the page carries (null for a guest) */
  user: unknown;
  /** the `./routes` module (its server build) of the remote that owns the route */
  remote: { name: string; module: RemoteRoutesModule };
  /** answers the route's `first` queries */
  read: PageFetch;
  /** answers its `start` query; absent: nothing is started with this page (not the browser's own navigation) */
  start?: PageFetch;
}

// Every api call on the server goes to the fetch of the page it is made for; one made outside
// (a query the render asks for that was not fetched first) fails, and is rendered as still loading.
const pageCalls = new AsyncLocalStorage<PageFetch>();
configureApi({
  baseUrl: '',
  fetch: async (input) => {
    const call = pageCalls.getStore();
    if (!call) throw new TypeError(`not answered on the server: ${String(input)}`);
    return call(String(input));
  },
});

/** The route of the shell's table at `pathname`, by React Router's matcher, and its parameters. */
function routeAt(pathname: string) {
  const matches = matchRoutes(
    routeTable.map((entry) => ({ path: entry.path, entry })),
    pathname,
  );
  const last = matches?.[matches.length - 1];
  return last ? { entry: last.route.entry, params: last.params } : null;
}

/**
 * The page's first queries, fetched and dehydrated (only those that succeeded: a failed one is left
 * to the page, which asks again and shows what the api says); null when its route declares none.
 */
export async function firstData(request: FirstDataRequest): Promise<DehydratedState | null> {
  const url = new URL(request.url, 'http://localhost');
  const at = routeAt(url.pathname);
  if (!at || at.entry.remote !== request.remote.name) return null;
  const route = request.remote.module.routes.find((r) => r.id === at.entry.routeId);
  if (!route?.first && !route?.start) return null;
  const user = request.user && typeof request.user === 'object' ? (request.user as AuthUser) : null;
  const routeRequest: RouteRequest = {
    params: at.params,
    search: url.searchParams,
    locale: request.locale,
    userId: sessionOf(user).user?.id ?? null,
  };
  const [reads, started] = await Promise.all([
    route.first?.(routeRequest) ?? [],
    request.start && route.start ? route.start(routeRequest) : null,
  ]);
  const client = createQueryClient();
  // kept until dehydrated whatever the page's own gcTime (the quiz's is 0), asked once
  const fetchWith = (call: PageFetch, { initialPageParam, ...query }: FirstQuery) =>
    pageCalls.run(call, () =>
      // an infinite query's first page is stored as the page's `useInfiniteQuery` reads it ({ pages, pageParams })
      initialPageParam !== undefined
        ? client.prefetchInfiniteQuery({ ...query, initialPageParam, gcTime: Infinity, retry: false })
        : client.prefetchQuery({ ...query, gcTime: Infinity, retry: false }),
    );
  await Promise.all([
    ...reads.map((query) => fetchWith(request.read, query)),
    ...(started && request.start ? [fetchWith(request.start, started)] : []),
  ]);
  const state = dehydrate(client);
  client.clear();
  return state.queries.length > 0 ? state : null;
}
