// Test helpers of the results feature: the lazily loaded namespace, the four routes, api data that
// parses with the contracts, and the session.
// tests may use react-router-dom directly: Jest has no federation, it is the same module instance
import { Route, Routes, useLocation } from 'react-router-dom';
import { addNamespace } from '@platform/shared/i18n';
import type { AuthUser } from '@platform/shared/contracts';
import {
  questionSchema,
  resultSchema,
  unfinishedItemSchema,
  myResultItemSchema,
  type MyResultItem,
  type Question,
  type Result,
  type UnfinishedItem,
} from '@platform/shared/topic-tests';
import { certificateCheckSchema, type CertificateCheck } from '@platform/shared/certificates';
import type { CourseCard } from '@platform/shared/courses';
import { sessionStore, type SessionStatus } from '@platform/shared/session';
import { makeCourseCard, makeUser } from '@platform/shared/test-factories';
import { renderWithProviders } from '@platform/shared/test-utils';
import { RESULTS_NS } from '../lib/i18n';
import { ResultPage } from '../features/topic-tests/results/components/result-page';
import { ResultListPage } from '../features/topic-tests/results/components/result-list-page';
import { CheckPage } from '../features/certificates/check/components/check-page';
import { UnfinishedPage } from '../features/topic-tests/results/components/unfinished-page';
import uz from '../features/topic-tests/results/locales/uz.json';
import uzCyrl from '../features/topic-tests/results/locales/uz.json?uz-Cyrl';
import ru from '../features/topic-tests/results/locales/ru.json';

// in the composed site exposed/routes.tsx loads this namespace lazily; tests add it directly
addNamespace(RESULTS_NS, { uz, 'uz-Cyrl': uzCyrl, ru });

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

export function renderResults(route: string, options: { reactStrictMode?: boolean; state?: unknown } = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/natijalar" element={<ResultListPage />} />
      <Route path="/natijalar/:ticketId" element={<ResultPage />} />
      <Route path="/check/:ticketId" element={<CheckPage />} />
      <Route path="/yakunlanmaganlar" element={<UnfinishedPage />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    { route, ...options },
  );
}

export function setSession(status: SessionStatus, user: AuthUser | null = status === 'user' ? makeUser() : null) {
  sessionStore.setState({ status, user, premium: user?.premium ?? false, locale: 'uz' });
}

/** A certificate's public id (32 hex digits): its verification page is `/check/${CERTIFICATE_ID}`. */
export const CERTIFICATE_ID = '3f6c0d9e2b8a47c1a5e4d3c2b1a09f8e';

/** 2024-03-14 07:30 UTC = 14.03.2024 12:30 in Tashkent. */
export const FINISHED_AT = 1_710_401_400;

/** A finished topic result: 10 questions, 7 correct, 2 wrong, 1 unanswered (the 10th). */
export function makeResult(overrides: Partial<Result> = {}): Result {
  const questions = Array.from({ length: 10 }, (_, i) => ({
    question_id: 100 + i,
    checked: i === 9 ? 0 : 500 + i,
    correct: i < 7,
  }));
  return resultSchema.parse({
    ticket_id: 42,
    type: 'topic',
    status: 'finished',
    ball: 7,
    total: 10,
    correct: 7,
    wrong: 2,
    xp: 35,
    bonus_xp: 0,
    user: { id: 1, full_name: 'Aziz Karimov', image: null },
    direction: null,
    can_generate_certificate: false,
    has_certificate: false,
    certificate_id: null,
    application: null,
    test: { test_id: 12, subject_slug: 'matematika', test_url: '/mavzuli-test/matematika/12-kasrlar' },
    finished_at: FINISHED_AT,
    result: [{ name: 'Matematika', lesson_name: 'Kasrlar', questions }],
    ...overrides,
  });
}

export function makeResultItem(overrides: Partial<MyResultItem> = {}): MyResultItem {
  return myResultItemSchema.parse({
    id: 42,
    type: 'topic',
    ball: 7,
    total: 10,
    created_at: FINISHED_AT,
    passing_ball: null,
    subject_name: 'Matematika',
    lesson_name: 'Kasrlar',
    ...overrides,
  });
}

export function makeCheck(overrides: Partial<CertificateCheck> = {}): CertificateCheck {
  return certificateCheckSchema.parse({
    id: CERTIFICATE_ID,
    // the ticket only for its owner
    ticket_id: overrides.is_owner ? 42 : null,
    valid: true,
    full_name: 'Aziz Karimov',
    subject_name: 'Matematika',
    lesson_name: 'Kasrlar',
    correct: 9,
    total: 10,
    percent: 90,
    finished_at: FINISHED_AT,
    // 2024-03-15 10:00 UTC
    issued_at: 1_710_496_800,
    is_owner: false,
    ...overrides,
  });
}

/** A reviewed question: options 11..14 (A..D) + 10·n, the correct one B. */
export function makeQuestion(n: number, overrides: Partial<Question> = {}): Question {
  const base = n * 10;
  return questionSchema.parse({
    id: n,
    question_id: 1000 + n,
    question_name: `Savol matni ${n}`,
    image: null,
    checked: base + 2,
    var_a_id: base + 1,
    var_a_name: `A javob ${n}`,
    var_a_image: null,
    var_b_id: base + 2,
    var_b_name: `B javob ${n}`,
    var_b_image: null,
    var_c_id: base + 3,
    var_c_name: `C javob ${n}`,
    var_c_image: null,
    var_d_id: base + 4,
    var_d_name: `D javob ${n}`,
    var_d_image: null,
    is_true: base + 2,
    themed_ball: 5,
    ...overrides,
  });
}

export function makeUnfinished(overrides: Partial<UnfinishedItem> = {}): UnfinishedItem {
  return unfinishedItemSchema.parse({
    id: 77,
    type: 'Mavzuli',
    time: 3600,
    progress: 40,
    answered: 4,
    total: 10,
    lessonName: 'Kasrlar',
    subjectName: 'Matematika',
    testUrl: '/mavzuli-test/matematika/12-kasrlar',
    started_at: FINISHED_AT,
    ...overrides,
  });
}

export function pageMeta(total: number, page = 1, size = 30) {
  return { page, size, total, page_count: Math.ceil(total / size) };
}

/** A recommended course card: premium, 500 000 soʻm with 20 % off, 24 lessons, rated 4.8. */
export function makeCourse(overrides: Partial<CourseCard> = {}): CourseCard {
  const teacher = { slug: 'dilnoza-rahimova', full_name: 'Dilnoza Rahimova', image: { small: '/media/teachers/dilnoza.webp' } };
  const image = { small: '/media/courses/algebra-small.webp', large: '/media/courses/algebra-large.webp' };
  const price = { price: 500_000, discount_percent: 20, created_at: FINISHED_AT };
  return makeCourseCard({
    slug: 'algebra-asoslari',
    name: 'Algebra asoslari',
    image,
    teacher,
    lesson_count: 24,
    rating: 4.8,
    ...price,
    ...overrides,
  });
}
