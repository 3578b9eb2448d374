// Renders the remote's real route table (as the shell mounts it) at a URL; `currentUrl` reads where
// the router is, so tests can check the query string the pages write.
import { renderRemoteRoutes } from '@platform/shared/test-utils';
import { routes } from '../exposed/routes';

export { currentUrl, lastNavigation } from '@platform/shared/test-utils';

export function renderApp(url: string) {
  return renderRemoteRoutes(routes, url);
}
