import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import type { Locale } from '@platform/shared/contracts';
import { TOPIC_PAGE_SIZE, themedTestListResponse } from '@platform/shared/topic-tests';
import { useSession } from '@platform/shared/session';
import { contentLanguageId } from '../../../../lib/content-language';
import { testKeys, type TestListParams } from '../../../../lib/test-keys';

/** GET /themed-test/view: one page of test cards (30 per page, SPEC §9) in the chosen content language. */
export function getTestList(params: TestListParams, signal?: AbortSignal) {
  return api.get('/themed-test/view', {
    schema: themedTestListResponse,
    query: {
      page: params.page,
      size: TOPIC_PAGE_SIZE,
      language_id: contentLanguageId(params.language),
      name: params.subject,
      search: params.search || undefined,
    },
    signal,
  });
}

export function testListQueryOptions(locale: Locale, params: TestListParams) {
  return queryOptions({
    queryKey: testKeys.list(locale, params),
    queryFn: ({ signal }) => getTestList(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTestList(params: TestListParams) {
  const locale = useSession((s) => s.locale);
  return useQuery(testListQueryOptions(locale, params));
}
