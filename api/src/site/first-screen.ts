// The first screen of a page, rendered by the shell's server build (docs/decisions/028).
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@platform/shared/contracts';
import type { ManifestShape } from './build-files';
import type { RouteOwner } from './routes';
import type { PageBuilds } from './server-builds';
import { isPhone } from './visitor';

/** How long the page waits for its first screen before it goes out without it (the browser renders it then). */
export const RENDER_WAIT_MS = 800;

/** What a page is rendered for: its visitor, language and session, the manifest, its route, builds and first queries. */
export interface ScreenRequest {
  request: FastifyRequest;
  locale: Locale;
  session: { data: unknown } | null;
  manifest: ManifestShape | null;
  owner: RouteOwner | undefined;
  builds: PageBuilds;
  queries: unknown;
}

/**
 * The first screen of a page, only when the page carries the session it was rendered for (the
 * browser hydrates with it); null when the render fails or is slower than RENDER_WAIT_MS. On a
 * remote's route served here, with that remote version's server build when it has one.
 */
export async function firstScreen({ request, locale, session, manifest, owner, builds, queries }: ScreenRequest) {
  if (session === null) return null;
  const remote = builds.remote ? { name: builds.remote.name, module: builds.remote.module } : undefined;
  const mobile = isPhone(request.headers['user-agent']);
  let timer: NodeJS.Timeout | undefined;
  // the renderer gives up by itself after RENDER_WAIT_MS; this also covers one that never answers
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), RENDER_WAIT_MS + 100);
  });
  const rendering = Promise.resolve()
    .then(() =>
      builds.server.renderPage({
        url: request.url,
        locale,
        user: session.data,
        manifest,
        timeoutMs: RENDER_WAIT_MS,
        remote,
        queries,
        mobile,
      }),
    )
    .catch((error: unknown) => {
      request.log.warn({ err: error }, 'the first screen could not be rendered on the server');
      return null;
    });
  const page = await Promise.race([rendering, late]);
  clearTimeout(timer);
  if (!page || typeof page.html !== 'string') return null;
  const routeCss =
    page.remotePage && builds.remote && owner?.routeId ? builds.remote.css.entry + (builds.remote.css.routes[owner.routeId] ?? '') : '';
  return { page, mobile, css: builds.css + routeCss };
}
