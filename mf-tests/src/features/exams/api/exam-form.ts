import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import type { Locale } from '@platform/shared/contracts';
import { dtmFormResponse, type ExamKind } from '@platform/shared/exams';
import { testKeys, type Viewer } from '../../../lib/test-keys';

/** GET /exam/form?kind: mandatory subjects, the block pairs of the directions, minutes, free mocks left. */
export function getExamForm(kind: ExamKind, signal?: AbortSignal) {
  return api.get('/exam/form', { schema: dtmFormResponse, query: { kind }, signal });
}

export function useExamForm(kind: ExamKind, locale: Locale, viewer: Viewer) {
  return useQuery(queryOptions({ queryKey: testKeys.examForm(kind, locale, viewer), queryFn: ({ signal }) => getExamForm(kind, signal) }));
}
