import type { AuthUser } from '@platform/shared/contracts';
import { courseCardSchema, type CourseCard } from '@platform/shared/courses';

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

/**
 * A course card as the api sends it (parsed with the courses contract): a premium course of 11
 * lessons at 449 000 soʻm with 25 % off, rated 4.9. Each remote's tests override what they assert.
 */
export function makeCourseCard(overrides: Partial<CourseCard> = {}): CourseCard {
  return courseCardSchema.parse({
    id: 1,
    slug: 'matematika-dtm-toliq-kurs',
    name: 'Matematika: DTM uchun toʻliq kurs',
    image: { small: '/api/content-images/a.svg', large: '/api/content-images/a.svg' },
    teacher: { slug: 'sardor-rahimov', full_name: 'Sardor Rahimov', image: { small: '/api/avatars/1.svg' } },
    subject_name: 'Matematika',
    lesson_count: 11,
    rating: 4.9,
    created_at: 1_760_000_000,
    price: 449_000,
    discount_percent: 25,
    type: 'premium',
    is_saved: false,
    ...overrides,
  });
}
