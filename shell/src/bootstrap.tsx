import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@platform/shared/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi } from '@platform/shared/api';
import { changeLocale } from '@platform/shared/i18n';
import { createQueryClient, hydrate } from '@platform/shared/query';
import { connectSessionSync, sessionStore } from '@platform/shared/session';
import { loadSession } from './session/load-session';
import '@platform/shared/tokens.css';
// every remote's `./routes` module builds its routes with this: provided by the shell at start, a
// remote route does not wait for the remote's own copy after its routes chunk (issue 19, ADR 020)
import '@platform/shared/lazy-routes';
import { shellConfig } from './config';
import { createRouter } from './routing/router';
import { getManifest } from './composition/manifest';
import { bootstrapData } from './composition/bootstrap-data';
import { prefetchOnIntent, prefetchRoute } from './composition/prefetch';
import { loadRemoteRoutes } from './composition/remote-loader';
import { expectRenderedRemotePage } from './composition/remote-page';
import { loadShellStrings } from './shell-strings';
import { setRenderedScreen } from '@platform/shared/ui';

configureApi({ baseUrl: shellConfig.apiBaseUrl });

// Who is signed in (the session cookie is HttpOnly: only the api can tell); other tabs stay in step.
const sessionLoaded = loadSession();
connectSessionSync();

// Start fetching the manifest now (the server usually inlined it); remotes load only when one of
// their routes is visited — the current route's remote right away, in parallel with the shell's own
// start, and a link's remote when the pointer or the focus reaches the link.
void getManifest().catch(() => undefined);
prefetchRoute(window.location.pathname);
prefetchOnIntent();

/**
 * `remote/routeId` of the remote page the server rendered, once that remote's routes module is here
 * (null: only the shell's placeholder was rendered; undefined: the remote could not be loaded, so
 * the page is rendered anew and shows what a failed remote shows).
 */
async function renderedRemotePage(key: unknown): Promise<string | null | undefined> {
  if (typeof key !== 'string') return null;
  return loadRemoteRoutes(key.slice(0, key.indexOf('/'))).then(
    () => key,
    () => undefined,
  );
}

async function start() {
  document.documentElement.lang = sessionStore.getState().locale;
  await changeLocale(sessionStore.getState().locale);
  await loadShellStrings();
  const { rendered, queries } = bootstrapData();
  const queryClient = createQueryClient();
  // the route's first queries, fetched with the page (docs/decisions/034) in the language the shell
  // starts in: the page's first render shows them (and what the server rendered, when it did)
  if (queries?.state && queries.locale === sessionStore.getState().locale) hydrate(queryClient, queries.state);
  const router = createRouter();
  const root = document.getElementById('root');
  if (!root) return;
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  // The server rendered the first screen (docs/decisions/028) for the session and manifest this page
  // carries: hydrated once the shell has read them, in the language it was rendered in. A page in
  // another language (chosen in this browser before the server could know) is rendered anew.
  if (rendered && root.hasChildNodes()) {
    const [remotePage] = await Promise.all([renderedRemotePage(rendered.remotePage), sessionLoaded, getManifest().catch(() => undefined)]);
    if (rendered.locale === sessionStore.getState().locale && remotePage !== undefined) {
      expectRenderedRemotePage(remotePage);
      setRenderedScreen({ mobile: rendered.mobile === true });
      // as a transition, React hydrates in slices of a few milliseconds, yielding to the browser
      // between them, instead of in one task as long as the whole page (ADR 060)
      startTransition(() => void hydrateRoot(root, app));
      return;
    }
    root.replaceChildren();
  }
  const fresh = createRoot(root);
  startTransition(() => fresh.render(app));
}

void start();
