import { queryOptions } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import type { Locale } from '@platform/shared/contracts';
import { subjectResponse } from '@platform/shared/topic-tests';
import { testKeys } from '../../../../lib/test-keys';

/** GET /subject?id (id or slug): the subject of a subject page. */
export function getSubject(id: string | number, signal?: AbortSignal) {
  return api.get('/subject', { schema: subjectResponse, query: { id }, signal });
}

export function subjectQueryOptions(locale: Locale, id: string | number) {
  return queryOptions({ queryKey: testKeys.subject(locale, id), queryFn: ({ signal }) => getSubject(id, signal) });
}
