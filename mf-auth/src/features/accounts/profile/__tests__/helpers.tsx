// Test helpers of the profile pages: the lazily loaded namespace, the two routes, api data that
// parses with the contracts, and the session.
// tests may use react-router-dom directly: Jest has no federation, it is the same module instance
import { Route, Routes } from 'react-router-dom';
import { addNamespace } from '@platform/shared/i18n';
import { type AuthUser } from '@platform/shared/contracts';
import {
  profileProgressResponse,
  profileSchema,
  statsSeriesSchema,
  type ProfileProgress,
  type Profile,
  type StatsSeries,
} from '@platform/shared/accounts';
import { sessionStore, type SessionStatus } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
import { renderWithProviders } from '@platform/shared/test-utils';
import { PROFILE_NS } from '../../../../lib/i18n';
import { ProfilePage } from '../components/profile-page';
import uz from '../locales/uz.json';
import uzCyrl from '../locales/uz.json?uz-Cyrl';
import ru from '../locales/ru.json';

// in the composed site exposed/routes.tsx loads this namespace lazily; tests add it directly
addNamespace(PROFILE_NS, { uz, 'uz-Cyrl': uzCyrl, ru });

export function renderProfile(route = '/profile') {
  return renderWithProviders(
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/profile/:id" element={<ProfilePage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { route },
  );
}

/** 2023-12-31 19:00 UTC = 01.01.2024 00:00 in Tashkent. */
export const CREATED_AT = 1_704_049_200;

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return profileSchema.parse({
    id: 1,
    full_name: 'Aziz',
    last_name: 'Karimov',
    image: null,
    premium: false,
    ball: 450,
    stage: { stage: 3, max_xp: 600, min_xp: 300 },
    subjects: [
      { id: 1, name: 'Matematika', color: '#1a56db' },
      { id: 2, name: 'Oʻzbekiston tarixi', color: '#f59e0b' },
    ],
    followings_count: 4,
    followers_count: 12,
    created_at: CREATED_AT,
    role: 'APPLICANT',
    region: { id: 14, parent_id: null, name: 'Toshkent shahri' },
    district: null,
    birthday: '2007-05-01',
    gender: 'erkak',
    phone: '+998901234567',
    is_own: true,
    is_following: false,
    ...overrides,
  });
}

/** Another user's profile as the api sends it: no private fields. */
export function otherProfile(overrides: Partial<Profile> = {}): Profile {
  return makeProfile({
    id: 7,
    full_name: 'Dilnoza',
    last_name: 'Rahimova',
    premium: true,
    birthday: null,
    gender: null,
    phone: null,
    is_own: false,
    ...overrides,
  });
}

export function series(overrides: Partial<StatsSeries> = {}): StatsSeries {
  const days = [
    ['Du', 'Dushanba'],
    ['Se', 'Seshanba'],
    ['Ch', 'Chorshanba'],
    ['Pa', 'Payshanba'],
    ['Ju', 'Juma'],
    ['Sh', 'Shanba'],
    ['Ya', 'Yakshanba'],
  ];
  const balls = [10, 0, 25, 5, 0, 40, 20];
  return statsSeriesSchema.parse({
    id: 1,
    mine: true,
    full_name: 'Aziz Karimov',
    ball: balls.reduce((a, b) => a + b, 0),
    results: days.map(([short_name, name], i) => ({ short_name, name, ball: balls[i] })),
    ...overrides,
  });
}

/** Progress as the api sends it: every kind, none taken, by default. */
export function makeProgress(overrides: Partial<ProfileProgress> = {}): ProfileProgress {
  return profileProgressResponse.parse({
    data: {
      exams: [
        { kind: 'dtm', max_ball: 189, results: [] },
        { kind: 'virtual', max_ball: 189, results: [] },
        { kind: 'block', max_ball: 93, results: [] },
        { kind: 'natcert', max_ball: 52, results: [] },
        { kind: 'autotest', max_ball: 20, results: [] },
      ],
      subjects: [],
      weakest: [],
      days: 30,
      ...overrides,
    },
  }).data;
}

export function setSession(status: SessionStatus, user: AuthUser | null = status === 'user' ? makeUser() : null) {
  sessionStore.setState({ status, user, premium: user?.premium ?? false, locale: 'uz' });
}

/** The request init of the n-th call to an api path (method, body). */
export function requestOf(fetchMock: jest.Mock, path: string, n = 0): RequestInit {
  const calls = fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === `/api${path}`);
  const init = (calls[n] as unknown[] | undefined)?.[1] as RequestInit | undefined;
  if (!init) throw new Error(`no call ${n} to ${path}`);
  return init;
}

export function formFields(init: RequestInit): Record<string, string> {
  expect(init.body).toBeInstanceOf(FormData);
  return Object.fromEntries([...(init.body as FormData).entries()].map(([k, v]) => [k, String(v)]));
}
