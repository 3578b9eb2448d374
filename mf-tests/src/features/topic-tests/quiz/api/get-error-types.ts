import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import type { Locale } from '@platform/shared/contracts';
import { errorTypeListResponse } from '@platform/shared/topic-tests';
import { useSession } from '@platform/shared/session';
import { testKeys } from '../../../../lib/test-keys';

/** GET /errortype: kinds of mistakes a learner can report. */
export function getErrorTypes(signal?: AbortSignal) {
  return api.get('/errortype', { schema: errorTypeListResponse, signal });
}

export function errorTypesQueryOptions(locale: Locale) {
  return queryOptions({ queryKey: testKeys.errorTypes(locale), queryFn: ({ signal }) => getErrorTypes(signal), staleTime: Infinity });
}

export function useErrorTypes(enabled = true) {
  const locale = useSession((s) => s.locale);
  return useQuery({ ...errorTypesQueryOptions(locale), enabled });
}
