import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { addressResponse, type Locale } from '@platform/shared/contracts';
import { useSession } from '@platform/shared/session';
import { profileKeys } from '../lib/profile-keys';

/** GET /address: the regions for the profile form (top-level addresses only), names localised by the api. */
export function getRegions(signal?: AbortSignal) {
  return api.get('/address', { schema: addressResponse, signal });
}

export function regionsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: profileKeys.regions(locale),
    queryFn: ({ signal }) => getRegions(signal),
    // regions hardly ever change: keep them for the whole visit
    staleTime: Infinity,
    select: (response) => response.data.filter((address) => address.parent_id === null),
  });
}

export function useRegions() {
  const locale = useSession((s) => s.locale);
  return useQuery(regionsQueryOptions(locale));
}
