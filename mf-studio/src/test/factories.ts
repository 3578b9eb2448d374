// Small factories of the studio api's answers, with overrides.
import type { ReportGroup, StaffRole, StaffScope } from '@platform/shared/studio';

export const meBody = (roles: { role: StaffRole; scope?: StaffScope }[], userId = 9) => ({
  data: { user_id: userId, roles: roles.map(({ role, scope = null }) => ({ role, scope })) },
});

export const page = <T>(data: T[], overrides: Partial<{ page: number; size: number; total: number; page_count: number }> = {}) => ({
  data,
  meta: { page: 1, size: 20, total: data.length, page_count: data.length ? 1 : 0, ...overrides },
});

export const WIUT: StaffScope = { kind: 'university', id: 4, slug: 'wiut', name: 'Westminster (WIUT)' };

export function makeReportGroup(overrides: Partial<ReportGroup> = {}): ReportGroup {
  return {
    question_id: 41,
    question_key: 'matematika/kasrlar/007',
    text: 'Kasrni qisqartiring: 6/8',
    test_id: 3,
    test_name: 'Kasrlar',
    subject_id: 1,
    language: 'uz',
    count: 3,
    kinds: [{ error_id: 1, name: 'Javob xato', count: 3 }],
    latest: [{ error_id: 1, message: 'Toʻgʻri javob 3/4', created_at: 1_764_300_000 }],
    first_at: 1_764_200_000,
    last_at: 1_764_300_000,
    low_ratings: 1,
    low_comments: [{ rating: 1, comment: 'Kalit xato', created_at: 1_764_300_100 }],
    dismissed: null,
    ...overrides,
  };
}
