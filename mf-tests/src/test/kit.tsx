// Test kit of mf-tests' catalogue pieces: the `tests` namespace, api data that parses with the
// contracts, the session, the event bus, and a router that can start with state and shows where it is.
// tests may use react-router-dom directly: Jest has no federation, it is the same module instance
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { addNamespace } from '@platform/shared/i18n';
import { bus, type PlatformEvents } from '@platform/shared/events';
import { createQueryClient } from '@platform/shared/query';
import { sessionStore, type SessionStatus } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
import {
  blockedBodySchema,
  testCardSchema,
  testInfoSchema,
  themedTestListResponse,
  type BlockedBody,
  type TestCard,
  type TestInfo,
} from '@platform/shared/topic-tests';
import { NS } from '../lib/i18n';
import uz from '../locales/uz.json';
import uzCyrl from '../locales/uz.json?uz-Cyrl';
import ru from '../locales/ru.json';

addNamespace(NS, { uz, 'uz-Cyrl': uzCyrl, ru });

/** 05.06.2025 09:00 in Tashkent (04:00 UTC), in unix seconds. */
export const JUNE_5_0900 = 1_749_096_000;

export function makeCard(overrides: Partial<TestCard> = {}): TestCard {
  const testId = overrides.testId ?? 101;
  return testCardSchema.parse({
    testId,
    subjectName: 'Matematika',
    subjectSlug: 'matematika',
    subjectColor: '#1E88E5',
    lessonName: 'Kvadrat tenglamalar',
    testCount: 30,
    testRating: 4.5,
    viewCount: 12_500,
    isSaved: false,
    testUrl: `/mavzuli-test/matematika/${testId}-kvadrat-tenglamalar`,
    isNew: false,
    opensAt: null,
    ...overrides,
  });
}

/** The second card of the catalogue tests: Fizika, "Nyuton qonunlari" (test 303). */
export function makePhysicsCard(overrides: Partial<TestCard> = {}): TestCard {
  return makeCard({
    testId: 303,
    subjectName: 'Fizika',
    subjectSlug: 'fizika',
    subjectColor: '#3949AB',
    lessonName: 'Nyuton qonunlari',
    testUrl: '/mavzuli-test/fizika/303-nyuton-qonunlari',
    ...overrides,
  });
}

export function listPage(cards: TestCard[], meta: Partial<{ page: number; total: number; size: number }> = {}) {
  const size = meta.size ?? 30;
  const total = meta.total ?? cards.length;
  return themedTestListResponse.parse({
    data: cards,
    meta: { page: meta.page ?? 1, size, total, page_count: Math.ceil(total / size) },
  });
}

export function makeInfo(overrides: Partial<TestInfo> = {}): TestInfo {
  return testInfoSchema.parse({
    test_id: 101,
    subject_id: 2,
    subject_slug: 'matematika',
    subject_name: 'Matematika',
    lesson_name: 'Kvadrat tenglamalar',
    test_url: '/mavzuli-test/matematika/101-kvadrat-tenglamalar',
    language_id: 1,
    test_rating: 4.5,
    test_count: 30,
    view_count: 12_500,
    themed_ball: 2,
    is_saved: false,
    opens_at: null,
    details: {
      top_user: [
        { id: 1, name: 'Aziz Karimov', image: null, ball: 58 },
        { id: 2, name: 'Dilnoza Rahimova', image: 'https://cdn.example.uz/a/2.png', ball: 54 },
      ],
      test_rating: [
        { id: 9, profile_id: 2, name: 'Dilnoza Rahimova', image: null, rating: 4, comment: 'Foydali test', created_at: JUNE_5_0900 },
      ],
    },
    ...overrides,
  });
}

export function makeBlocked(code: BlockedBody['code'], nextOpen: number, text = 'Bu test hali ochilmagan'): BlockedBody {
  return blockedBodySchema.parse({ message: { is_allowed: false, next_open_test: nextOpen, text }, code });
}

export function setSession(status: SessionStatus) {
  sessionStore.setState({ status, user: status === 'user' ? makeUser() : null, premium: false, locale: 'uz' });
}

/** Records every emit of one bus event until `off` (call it in afterEach). */
export function listen<K extends keyof PlatformEvents>(event: K) {
  const handler = jest.fn<void, [PlatformEvents[K]]>();
  bus.on(event, handler);
  return { handler, off: () => bus.off(event, handler) };
}

function LocationProbe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <div hidden data-testid="location" data-navigation={navigationType} data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </div>
  );
}

export interface Entry {
  pathname: string;
  search?: string;
  state?: unknown;
}

/**
 * Renders `routes` (path → element) in a memory router at `entry` (a URL or a location with
 * state), with fresh query client and a location probe.
 */
export function renderRoutes(routes: Record<string, ReactElement>, entry: string | Entry) {
  const client = createQueryClient();
  const initial = typeof entry === 'string' ? entry : { pathname: entry.pathname, search: entry.search ?? '', state: entry.state };
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[initial]}>
        <Routes>
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, ...result };
}

/** Where the router is now. */
export function currentUrl(): URL {
  return new URL(screen.getByTestId('location').textContent ?? '/', 'http://localhost');
}

export function currentState(): unknown {
  return JSON.parse(screen.getByTestId('location').getAttribute('data-state') ?? 'null');
}

export function lastNavigation(): string | null {
  return screen.getByTestId('location').getAttribute('data-navigation');
}
