// Standalone mount of a remote, for development only (`npm run dev -w <remote>`): its own router,
// query client and design tokens. The composed site never runs it (the shell mounts each remote's
// ./routes in its one router), so it is a subpath of its own and on no page's first load.
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from '@platform/shared/router';
import { createQueryClient } from '@platform/shared/query';
import type { RemoteRoute } from '@platform/shared/routes';
import '@platform/shared/tokens.css';

/** Renders a remote's exposed routes into `#root` with the providers the shell would give them. */
export function mountStandalone(routes: readonly RemoteRoute[]): void {
  const router = createBrowserRouter(routes.map(({ path, Component }) => ({ path, Component })));
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
