// Standalone mount for development only (`npm run dev -w @platform/mf-tests`):
// the composed site never runs this file; the shell mounts ./routes in its own router.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@platform/shared/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@platform/shared/query';
import '@platform/shared/tokens.css';
import { routes } from './exposed/routes';

const router = createBrowserRouter(routes.map(({ path, Component }) => ({ path, Component })));
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
