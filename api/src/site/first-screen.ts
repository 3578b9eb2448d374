// The first screen of a page, rendered by the shell's server build (docs/decisions/028).
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@platform/shared/contracts';
import type { ManifestShape } from './build-files';
import type { RouteOwner } from './routes';
import { remoteServerLoader, shellServerLoader } from './server-builds';
import { isPhone } from './visitor';

/** How long the page waits for its first screen before it goes out without it (the browser renders it then). */
export const RENDER_WAIT_MS = 800;

/** What a page is rendered for: its visitor, language and session, the manifest, its route and first answers. */
export interface ScreenRequest {
  request: FastifyRequest;
  locale: Locale;
  session: { data: unknown } | null;
  manifest: ManifestShape | null;
  answers: Record<string, unknown>;
  owner: RouteOwner | undefined;
}

/**
 * The renderer of first screens for the site under `root`: only when the page carries the session
 * it was rendered for (the browser hydrates with it); null when there is no server build, it fails
 * or it is slower than RENDER_WAIT_MS. On a remote's route served here, with that remote version's
 * server build when it has one, and the route's first answers.
 */
export function firstScreens(root: string, log: (message: string) => void) {
  const shellServer = shellServerLoader(root, log);
  const remoteServer = remoteServerLoader(log);
  return async ({ request, locale, session, manifest, answers, owner }: ScreenRequest) => {
    if (session === null) return null;
    const loaded = await shellServer();
    if (!loaded) return null;
    const entry = owner?.remote ? manifest?.remotes?.[owner.remote]?.entry : undefined;
    const remoteBuild =
      owner?.remote && typeof entry === 'string' && entry.startsWith('/remotes/')
        ? await remoteServer(owner.remote, path.join(root, path.dirname(entry)), loaded.server)
        : null;
    const remote = owner?.remote && remoteBuild ? { name: owner.remote, module: remoteBuild.module } : undefined;
    const mobile = isPhone(request.headers['user-agent']);
    let timer: NodeJS.Timeout | undefined;
    // the renderer gives up by itself after RENDER_WAIT_MS; this also covers one that never answers
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_WAIT_MS + 100);
    });
    const rendering = Promise.resolve()
      .then(() =>
        loaded.server.renderPage({
          url: request.url,
          locale,
          user: session.data,
          manifest,
          timeoutMs: RENDER_WAIT_MS,
          remote,
          answers,
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
      page.remotePage && remoteBuild && owner?.routeId ? remoteBuild.css.entry + (remoteBuild.css.routes[owner.routeId] ?? '') : '';
    return { page, mobile, css: loaded.css + routeCss };
  };
}
