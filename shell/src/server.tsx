// The shell for Node.js: the api renders a page's first screen with it, and the browser hydrates
// what it rendered (docs/decisions/028). Built by shell/webpack.config.js into dist/shell-server/.
import '@platform/shared/tokens.css';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AuthUser, Locale } from '@platform/shared/contracts';
import { readRemotesManifest } from '@platform/shared/shapes';
import { changeLocale, i18n } from '@platform/shared/i18n';
import { createQueryClient } from '@platform/shared/query';
import { publishRouteAvailability } from '@platform/shared/routes';
import { sessionStore } from '@platform/shared/session';
import { buildRoutes } from './routing/router';
import { routeAvailability, publishManifestAvailability } from './routing/availability';
import type { RouteEntry } from './routing/route-table';
import type { RouteMetaKey } from './seo/use-route-meta';
import { loadShellStrings } from './shell-strings';

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
}

export interface RenderedPage {
  /** the markup of `#root` */
  html: string;
  title: string;
  description: string;
  noindex: boolean;
}

/**
 * The state the browser's shell reaches before it hydrates, from what the page carries: the
 * language, the signed-in user (a user whose registration is not finished is a guest, as in
 * load-session.ts) and which sections the manifest lists.
 */
function prepare({ locale, user, manifest }: RenderRequest) {
  const account = user && typeof user === 'object' && (user as AuthUser).profile_type ? (user as AuthUser) : null;
  sessionStore.setState(
    account ? { locale, status: 'user', user: account, premium: account.premium } : { locale, status: 'guest', user: null, premium: false },
  );
  const parsed = readRemotesManifest(manifest);
  if (parsed) publishManifestAvailability(parsed.remotes);
  else publishRouteAvailability(routeAvailability(() => true));
}

async function render(request: RenderRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url, 'http://localhost');
  const handler = createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const entry = context.matches[context.matches.length - 1]?.route.handle as RouteEntry | undefined;
  // a redirect is followed in the browser, which renders its target
  if (!entry || entry.redirect) return null;

  prepare(request);
  await changeLocale(request.locale);
  await loadShellStrings();
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), request.timeoutMs ?? 1000);
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </StrictMode>,
      { signal: abort.signal },
    );
    if (abort.signal.aborted) return null;
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    const meta = entry.meta as RouteMetaKey;
    return {
      html,
      title: i18n.t(`meta.${meta}.title`, { ns: 'shell' }),
      description: i18n.t(`meta.${meta}.description`, { ns: 'shell' }),
      noindex: entry.noindex === true,
    };
  } finally {
    clearTimeout(timer);
    queryClient.clear();
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The first screen of the page at `url`, or null when the server leaves it to the browser (a
 * redirect, a failure, too slow). One page at a time: the session store, the language and the route
 * availability are the page's singletons, set for the page being rendered.
 */
export function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const run = queue.then(() => render(request));
  queue = run.catch(() => undefined);
  return run;
}
