import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import type { Locale } from '@platform/shared/contracts';
import { adviceResponse } from '@platform/shared/advice';
import { leadResponse, learningCenterResponse, type LeadBody } from '@platform/shared/learning-centres';
import { useSession } from '@platform/shared/session';
import { universityKeys } from '../../../../lib/university-keys';

export interface AdviceForm {
  subject_1: number;
  subject_2: number;
  ball: number;
}

/** GET /university-advice: the form's pair and score, or (no form) the signed-in user's best result. */
export const adviceQueryOptions = (locale: Locale, userId: number | null, form: AdviceForm | null) =>
  queryOptions({
    queryKey: universityKeys.advice(locale, userId, form),
    queryFn: ({ signal }) => api.get('/university-advice', { schema: adviceResponse, query: form ? { ...form } : {}, signal }),
  });

export function useAdvice(form: AdviceForm | null) {
  const locale = useSession((s) => s.locale);
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({ ...adviceQueryOptions(locale, userId, form), select: (response) => response.data, placeholderData: keepPreviousData });
}

/** GET /learning-center/select: every centre with each subject it teaches. */
export const learningCentresQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: universityKeys.learningCentres(locale),
    queryFn: ({ signal }) => api.get('/learning-center/select', { schema: learningCenterResponse, signal }),
  });

export function useLearningCentres() {
  const locale = useSession((s) => s.locale);
  return useQuery({ ...learningCentresQueryOptions(locale), select: (response) => response.data });
}

/** POST /lead/send (SPEC §7). */
export function useSendLead() {
  return useMutation({ mutationFn: (body: LeadBody) => api.post('/lead/send', { schema: leadResponse, body }) });
}
