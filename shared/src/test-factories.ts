import type { AuthUser } from '@platform/shared/contracts';

/** A signed-in user for tests, with overrides. */
export function makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 1,
    name: 'Aziz',
    last_name: 'Karimov',
    phone: '+998901234567',
    role: 'APPLICANT',
    profile_type: 'APPLICANT',
    premium: false,
    premium_until: null,
    subjects: [{ id: 1, name: 'Matematika' }],
    image: null,
    birthday: '2007-05-01',
    gender: 'erkak',
    email: null,
    region: { id: 1, parent_id: null, name: 'Toshkent shahri' },
    district: null,
    ball: 120,
    ...overrides,
  };
}
