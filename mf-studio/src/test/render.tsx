// Renders the remote's real route table (as the shell mounts it) at a URL; `currentUrl` reads where
// the router is, so tests can check the query string the pages write.
import { configure } from '@testing-library/react';
import { renderRemoteRoutes } from '@platform/shared/test-utils';
import { routes } from '../exposed/routes';

export { currentUrl, lastNavigation } from '@platform/shared/test-utils';

// the pages are lazy chunks: the first render of one in a test file compiles it, which can take
// longer than Testing Library's default second on a busy machine
configure({ asyncUtilTimeout: 5000 });
// and a test that waits for such a first render needs more than Jest's default 5 s on a shared machine
jest.setTimeout(20_000);

export function renderApp(url: string) {
  return renderRemoteRoutes(routes, url);
}
