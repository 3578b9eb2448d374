import { useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { examOrderResponse } from '@platform/shared/exams';
import { programListResponse, type PrivateOrderBody } from '@platform/shared/programs';
import type { Locale } from '@platform/shared/contracts';

/** GET /v2/university/courses?university_slug: the programs of one private university (≤ one page). */
export function useUniversityPrograms(universitySlug: string, locale: Locale) {
  return useQuery({
    queryKey: ['tests', 'private-programs', locale, universitySlug],
    queryFn: ({ signal }) =>
      api.get('/v2/university/courses', { schema: programListResponse, query: { university_slug: universitySlug }, signal }),
    select: (response) => response.data.filter((p) => p.test_available),
  });
}

/** POST /private-order {course_slug, university_slug} (SPEC §7): starts the program's test or continues it. */
export function orderPrivateExam(body: PrivateOrderBody) {
  return api.post('/private-order', { schema: examOrderResponse, body });
}
