// Test helper: renders with the providers every app has in the composed site.
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from '@platform/shared/router';
import { createQueryClient } from '@platform/shared/query';
import { bus, type PlatformEvents } from '@platform/shared/events';
import { matchMediaStub } from '../build/match-media-stub.cjs';

export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: RenderOptions & { route?: string } = {}) {
  const client = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return { client, ...render(ui, { wrapper: Wrapper, ...options }) };
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
