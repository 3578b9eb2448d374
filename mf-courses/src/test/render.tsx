// Renders the remote's real route table (as the shell mounts it) at a URL, plus a probe that
// shows where the router is, so tests can read the query string the pages write.
// tests may use react-router-dom directly: Jest has no federation, it is the same module instance
import { Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { configure, screen } from '@testing-library/react';
import { renderWithProviders } from '@platform/shared/test-utils';
import { routes } from '../exposed/routes';

// the pages are lazy chunks: the first render of one in a test file compiles it, which can take
// longer than Testing Library's default second on a busy machine
configure({ asyncUtilTimeout: 5000 });
// and a test that waits for such a first render needs more than Jest's default 5 s on a shared machine
jest.setTimeout(20_000);

function LocationProbe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <div hidden data-testid="location" data-navigation={navigationType}>
      {location.pathname}
      {location.search}
    </div>
  );
}

export function renderApp(url: string) {
  return renderWithProviders(
    <>
      <Routes>
        {routes.map(({ id, path, Component }) => (
          <Route key={id} path={path} element={<Component />} />
        ))}
      </Routes>
      <LocationProbe />
    </>,
    { route: url },
  );
}

/** Where the router is now. */
export function currentUrl(): URL {
  return new URL(screen.getByTestId('location').textContent ?? '/', 'http://localhost');
}

export function lastNavigation(): string | null {
  return screen.getByTestId('location').getAttribute('data-navigation');
}
