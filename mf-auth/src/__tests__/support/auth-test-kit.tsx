// Helpers of the sign-in tests: the auth namespace, fixtures, a router probe and request bodies.
// tests may use react-router-dom directly: Jest has no federation, it is the same module instance
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { screen } from '@testing-library/react';
import type { Address, AuthUser, Subject } from '@platform/shared/contracts';
import { addNamespace } from '@platform/shared/i18n';
import { sessionStore } from '@platform/shared/session';
import { renderWithProviders } from '@platform/shared/test-utils';
import { makeUser } from '@platform/shared/test-factories';
import { NS } from '../../lib/i18n';
import uz from '../../locales/uz.json';
import uzCyrl from '../../locales/uz.json?uz-Cyrl';
import ru from '../../locales/ru.json';
import type { MockReply } from '@platform/shared/test-utils';

addNamespace(NS, { uz, 'uz-Cyrl': uzCyrl, ru });

export const PHONE = '+998901234567';

/** An account whose registration is not finished (verify-sms answers profile_type null). */
export function newAccount(overrides: Partial<AuthUser> = {}): AuthUser {
  return makeUser({
    id: 7,
    name: '',
    last_name: '',
    phone: PHONE,
    role: null,
    profile_type: null,
    subjects: [],
    birthday: null,
    gender: null,
    region: null,
    ball: 0,
    ...overrides,
  });
}

export function loginReply(user: AuthUser): MockReply {
  return { status: 200, body: { message: 'Muvaffaqiyatli bajarildi', data: { profile_type: user.profile_type, user } } };
}

export function sentReply(resendIn = 59): MockReply {
  return { status: 200, body: { message: 'Kod yuborildi', data: { phone: '+998 90 *** ** 67', resend_in: resendIn, expires_in: 180 } } };
}

export const regions: Address[] = [
  { id: 1, parent_id: null, name: 'Toshkent shahri' },
  { id: 2, parent_id: null, name: 'Samarqand viloyati' },
  { id: 15, parent_id: 1, name: 'Chilonzor tumani' },
];

export const subjects: Subject[] = [
  { id: 1, slug: 'matematika', name: 'Matematika', color: '#1a56db', image: null },
  { id: 2, slug: 'fizika', name: 'Fizika', color: '#16a34a', image: null },
  { id: 3, slug: 'ona-tili', name: 'Ona tili', color: '#f59e0b', image: null },
];

function LocationProbe() {
  const location = useLocation();
  return (
    <div hidden data-testid="location">
      {location.pathname}
      {location.search}
    </div>
  );
}

/** Renders `ui` at `route` (also matching every other path, so a navigation keeps it mounted) with a location probe. */
export function renderRouted(ui: ReactElement, { route = '/', path = '*' }: { route?: string; path?: string } = {}) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

export function currentPath(): string {
  return screen.getByTestId('location').textContent ?? '';
}

export function resetSession(): void {
  sessionStore.setState({ status: 'guest', user: null, premium: false, locale: 'uz' });
  sessionStorage.clear();
}
