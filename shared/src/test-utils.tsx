// Test helper: renders with the providers every app has in the composed site.
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { render, screen, type RenderOptions } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  useLocation,
  useNavigationType,
  type RouteObject,
} from '@platform/shared/router';
// Routes/Route (not in @platform/shared/router, which keeps only what the apps ship): Jest has no
// federation, so this is the same module instance the pages use
import { parsePath, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '@platform/shared/query';
import { bus, type PlatformEvents } from '@platform/shared/events';
import { matchMediaStub } from '../build/match-media-stub.cjs';

export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    state,
    ...options
  }: RenderOptions & { route?: string; /** the history entry's state (what a navigate passed) */ state?: unknown } = {},
) {
  const client = createQueryClient();
  const entry = state === undefined ? route : { ...parsePath(route), state };
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return { client, ...render(ui, { wrapper: Wrapper, ...options }) };
}

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

/**
 * Renders a remote's real route table (as the shell mounts it) at `url`, plus a probe that shows
 * where the router is, so tests can read the query string the pages write (`currentUrl`).
 */
export function renderRemoteRoutes(routes: ReadonlyArray<{ id: string; path: string; Component: ComponentType }>, url: string) {
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

/** Where the router of `renderRemoteRoutes` is now. */
export function currentUrl(): URL {
  return new URL(screen.getByTestId('location').textContent ?? '/', 'http://localhost');
}

/** How the router got there: PUSH, REPLACE or POP. */
export function lastNavigation(): string | null {
  return screen.getByTestId('location').getAttribute('data-navigation');
}

/** Renders `routes` in a data router (useBlocker needs one, as in the shell) at `path`, with a fresh query client. */
export function renderDataRouter(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = createQueryClient();
  const utils = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client, ...utils };
}

/** Makes every media query answer `matches` (phones: MOBILE_QUERY true). */
export function mockMatchMedia(matches: boolean): void {
  window.matchMedia = matchMediaStub(matches) as unknown as typeof window.matchMedia;
}
/**
 * Every payload of one bus event during each test of the calling file: listens from `beforeEach`
 * to `afterEach` and starts each test with an empty list (the same array, so keep a `const`).
 */
export function collectEvents<K extends keyof PlatformEvents>(event: K): PlatformEvents[K][] {
  const seen: PlatformEvents[K][] = [];
  const onEvent = (payload: PlatformEvents[K]) => {
    seen.push(payload);
  };
  beforeEach(() => {
    seen.length = 0;
    bus.on(event, onEvent);
  });
  afterEach(() => bus.off(event, onEvent));
  return seen;
}

export * from './test-mock-api';
export * from './test-locales';
