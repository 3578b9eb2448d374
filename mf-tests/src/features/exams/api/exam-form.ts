import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import type { Locale } from '@platform/shared/contracts';
import { dtmFormResponse, type ExamKind } from '@platform/shared/exams';
import { testKeys, type Viewer } from '../../../lib/test-keys';

/**
 * GET /exam/form?kind&language_id: the mandatory subjects in that exam language, the block pairs and
 * subjects that can start in it (ADR 040), minutes, free mocks left.
 */
export function getExamForm(kind: ExamKind, languageId: number, signal?: AbortSignal) {
  return api.get('/exam/form', { schema: dtmFormResponse, query: { kind, language_id: languageId }, signal });
}

export function examFormQueryOptions(kind: ExamKind, languageId: number, locale: Locale, viewer: Viewer) {
  return queryOptions({
    queryKey: testKeys.examForm(kind, languageId, locale, viewer),
    queryFn: ({ signal }) => getExamForm(kind, languageId, signal),
  });
}

/** The form of one exam language; while another language loads, the last one stays on screen. */
export function useExamForm(kind: ExamKind, languageId: number, locale: Locale, viewer: Viewer) {
  return useQuery({ ...examFormQueryOptions(kind, languageId, locale, viewer), placeholderData: keepPreviousData });
}
