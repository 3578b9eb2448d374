import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { addressResponse, type Locale } from '@platform/shared/contracts';
import { useSession } from '@platform/shared/session';
import { authKeys } from '../../../../lib/auth-keys';

/** GET /address: the regions (top-level addresses), names localised by the api. */
export function getRegions(signal?: AbortSignal) {
  return api.get('/address', { schema: addressResponse, signal });
}

export function regionsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: authKeys.regions(locale),
    queryFn: ({ signal }) => getRegions(signal),
    staleTime: Infinity,
    select: (response) => response.data.filter((address) => address.parent_id === null),
  });
}

export function useRegions() {
  const locale = useSession((s) => s.locale);
  return useQuery(regionsQueryOptions(locale));
}
