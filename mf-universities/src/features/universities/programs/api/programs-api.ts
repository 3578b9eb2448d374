import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import type { Locale } from '@platform/shared/contracts';
import { applicationCreateResponse, programListResponse, programSubjectsResponse, type ApplicationBody } from '@platform/shared/programs';
import { useSession } from '@platform/shared/session';
import { universityKeys } from '../../../../lib/university-keys';

export interface ProgramParams {
  page: number;
  subject: number;
  /** one university's programs (slug), '' = all */
  university: string;
}

/** GET /v2/university/courses: a page of programs, of one subject when `subject` > 0. */
export const programsQueryOptions = (locale: Locale, userId: number | null, params: ProgramParams) =>
  queryOptions({
    queryKey: universityKeys.programs(locale, userId, params),
    queryFn: ({ signal }) =>
      api.get('/v2/university/courses', {
        schema: programListResponse,
        query: {
          page: params.page,
          ...(params.subject > 0 ? { subject: params.subject } : {}),
          ...(params.university ? { university_slug: params.university } : {}),
        },
        signal,
      }),
  });

export function usePrograms(params: ProgramParams) {
  const locale = useSession((s) => s.locale);
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({ ...programsQueryOptions(locale, userId, params), placeholderData: keepPreviousData });
}

/** GET /v2/university/course-subjects: the subject picker's options. */
export const programSubjectsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: universityKeys.programSubjects(locale),
    queryFn: ({ signal }) => api.get('/v2/university/course-subjects', { schema: programSubjectsResponse, signal }),
  });

export function useProgramSubjects() {
  const locale = useSession((s) => s.locale);
  return useQuery({ ...programSubjectsQueryOptions(locale), select: (response) => response.data });
}

/** POST /application-create; the program lists (their `application_id`) are read again after it. */
export function useCreateApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationBody) => api.post('/application-create', { schema: applicationCreateResponse, body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['universities'], predicate: (q) => q.queryKey.includes('programs') }),
  });
}
