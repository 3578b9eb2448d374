// The shell for Node.js: the api renders a page's first screen with it, and the browser hydrates
// what it rendered (docs/decisions/028). Built by shell/webpack.config.js into dist/shell-server/.
import '@platform/shared/tokens.css';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import * as sharedApi from '@platform/shared/api';
import * as sharedContracts from '@platform/shared/contracts';
import * as sharedEvents from '@platform/shared/events';
import * as sharedFormat from '@platform/shared/format';
import * as sharedI18n from '@platform/shared/i18n';
import * as sharedLazyRoutes from '@platform/shared/lazy-routes';
import * as sharedQuery from '@platform/shared/query';
import * as sharedRouter from '@platform/shared/router';
import * as sharedRoutes from '@platform/shared/routes';
import * as sharedSession from '@platform/shared/session';
import * as sharedShapes from '@platform/shared/shapes';
import * as sharedUi from '@platform/shared/ui';
import * as i18next from 'i18next';
import * as zustand from 'zustand';
import * as zustandReact from 'zustand/react';
import * as zustandVanilla from 'zustand/vanilla';
import type { AuthUser, Locale } from '@platform/shared/contracts';
import { LOCALES, readRemotesManifest } from '@platform/shared/shapes';
import { changeLocale, i18n } from '@platform/shared/i18n';
import { createQueryClient, hydrate, QueryClientProvider, type DehydratedState, type QueryClient } from '@platform/shared/query';
import { publishRouteAvailability, type RemoteRoutesModule } from '@platform/shared/routes';
import { sessionStore } from '@platform/shared/session';
import { primeRemoteRoutes } from './composition/remote-loader';
import { expectRenderedRemotePage } from './composition/remote-page';
import { buildRoutes } from './routing/router';
import { sessionOf } from './session/load-session';
import { routeAvailability, publishManifestAvailability } from './routing/availability';
import type { RouteEntry } from './routing/route-table';
import type { RouteMetaKey } from './seo/use-route-meta';
import { loadShellStrings } from './shell-strings';

export { firstData, type FirstDataRequest, type PageFetch } from './first-data';

export interface RenderRequest {
  /** path and query of the page */
  url: string;
  /** the language the page starts in (the shell's `locale` cookie) */
  locale: Locale;
  /** the `/api/auth/me` answer's `data` the page carries (null for a guest) */
  user: unknown;
  /** the remotes manifest the page carries (null: none could be read) */
  manifest: unknown;
  /** gives up after this many milliseconds (the page then goes out without its first screen) */
  timeoutMs?: number;
  /** the request comes from a phone (its User-Agent): media queries are answered for a phone's screen */
  mobile?: boolean;
  /** the `./routes` module (its server build) of the remote that owns the route, when the server has it */
  remote?: { name: string; module: RemoteRoutesModule };
  /** the route's first queries (`firstData`), which the page renders with */
  queries?: DehydratedState | null;
}

export interface RenderedPage {
  /** the markup of `#root` */
  html: string;
  title: string;
  description: string;
  noindex: boolean;
  /** `remote/routeId` when a remote's page was rendered, not only its placeholder */
  remotePage: string | null;
}

/**
 * The modules the shell provides to the remotes in the browser, for the remotes' server builds
 * (shared/build/webpack.cjs HOST_PROVIDED): the same session, strings, router and api on the server.
 */
export const shared: Record<string, unknown> = {
  '@platform/shared/api': sharedApi,
  '@platform/shared/contracts': sharedContracts,
  '@platform/shared/events': sharedEvents,
  '@platform/shared/format': sharedFormat,
  '@platform/shared/i18n': sharedI18n,
  '@platform/shared/lazy-routes': sharedLazyRoutes,
  '@platform/shared/query': sharedQuery,
  '@platform/shared/router': sharedRouter,
  '@platform/shared/routes': sharedRoutes,
  '@platform/shared/session': sharedSession,
  '@platform/shared/shapes': sharedShapes,
  '@platform/shared/ui': sharedUi,
  i18next,
  zustand,
  'zustand/react': zustandReact,
  'zustand/vanilla': zustandVanilla,
};

/**
 * Before the api loads another version of a remote's server build: that remote's strings (its
 * namespaces, `remote` and `remote/…`, the naming every remote follows) are dropped from the one
 * i18next instance, so the version's module adds its own as it loads (an added namespace is
 * otherwise kept: the first version's strings would render every later version's pages).
 * Returns the namespaces dropped, for reloadStrings once the new module has registered its loaders.
 */
export function forgetRemoteStrings(remote: string): string[] {
  const dropped = new Set<string>();
  for (const lng of LOCALES) {
    for (const ns of Object.keys(i18n.store.data[lng] ?? {})) {
      if (ns !== remote && !ns.startsWith(`${remote}/`)) continue;
      i18n.removeResourceBundle(lng, ns);
      dropped.add(ns);
    }
  }
  return [...dropped];
}

/** Reads these namespaces again, in every language, with the loaders registered now. */
export async function reloadStrings(namespaces: string[]): Promise<void> {
  if (namespaces.length > 0) await i18n.reloadResources([...LOCALES], namespaces);
}

/** Renders the tree once, to a string (the lazy pages waited for). */
async function renderOnce(
  router: ReturnType<typeof createStaticRouter>,
  context: StaticHandlerContext,
  queryClient: QueryClient,
  signal: AbortSignal,
) {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
    // every boundary in place, none outlined behind a script (the page's CSP runs no inline script)
    { signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/**
 * The state the browser's shell reaches before it hydrates, from what the page carries: the
 * language, the signed-in user (a user whose registration is not finished is a guest, as in
 * load-session.ts) and which sections the manifest lists.
 */
function prepare({ locale, user, manifest }: RenderRequest) {
  // the api's own answer, which the page carries as it is (the browser checks it with the contract)
  sessionStore.setState({ locale, ...sessionOf(user && typeof user === 'object' ? (user as AuthUser) : null) });
  const parsed = readRemotesManifest(manifest);
  if (parsed) publishManifestAvailability(parsed.remotes);
  else publishRouteAvailability(routeAvailability(() => true));
}

async function render(request: RenderRequest, deadline: number): Promise<RenderedPage | null> {
  // a page whose time ran out while it waited for the pages before it has gone out without it
  if (Date.now() >= deadline) return null;
  const url = new URL(request.url, 'http://localhost');
  const handler = createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const entry = context.matches[context.matches.length - 1]?.route.handle as RouteEntry | undefined;
  // a redirect is followed in the browser, which renders its target
  if (!entry || entry.redirect) return null;

  prepare(request);
  sharedUi.setRenderedScreen({ mobile: request.mobile === true });
  await changeLocale(request.locale);
  await loadShellStrings();
  // a remote's page is rendered when its route asks for it and the server has the remote's build
  const route =
    entry.remote && request.remote?.name === entry.remote ? request.remote.module.routes.find((r) => r.id === entry.routeId) : undefined;
  const remotePage = route?.serverRender && entry.remote ? `${entry.remote}/${route.id}` : null;
  if (remotePage && request.remote) primeRemoteRoutes(request.remote.name, request.remote.module);
  expectRenderedRemotePage(remotePage);

  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  // what the page's first render shows: its first queries, as the browser's cache will have them
  if (remotePage && request.queries) hydrate(queryClient, request.queries);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), Math.max(0, deadline - Date.now()));
  try {
    const html = await renderOnce(router, context, queryClient, abort.signal);
    if (abort.signal.aborted) return null;
    const meta = entry.meta as RouteMetaKey;
    return {
      html,
      title: sharedUi.pageTitle(i18n.t(`meta.${meta}.title`, { ns: 'shell' })),
      description: i18n.t(`meta.${meta}.description`, { ns: 'shell' }),
      noindex: entry.noindex === true,
      remotePage,
    };
  } finally {
    clearTimeout(timer);
    queryClient.clear();
    expectRenderedRemotePage(null);
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The first screen of the page at `url`, or null when the server leaves it to the browser (a
 * redirect, a failure, too slow, including the wait for the pages before it). One page at a time: the session store, the language and the route
 * availability are the page's singletons, set for the page being rendered.
 */
export function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  // the time counts from the request, the wait in the queue included: under a burst of pages the
  // late ones are not rendered at all rather than rendered for nobody
  const deadline = Date.now() + (request.timeoutMs ?? 1000);
  const run = queue.then(() => render(request, deadline));
  queue = run.catch(() => undefined);
  return run;
}
