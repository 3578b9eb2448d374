import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { addressResponse, type Locale } from '@platform/shared/contracts';
import { useSession } from '@platform/shared/session';
import { universityKeys } from '../../../../lib/university-keys';

/** GET /address: the 14 regions, names localised by the api. */
export function getAddresses(signal?: AbortSignal) {
  return api.get('/address', { schema: addressResponse, signal });
}

export function addressesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: universityKeys.regions(locale),
    queryFn: ({ signal }) => getAddresses(signal),
    // regions hardly ever change: keep them for the whole visit
    staleTime: Infinity,
    select: (response) => response.data,
  });
}

export function useAddresses() {
  const locale = useSession((s) => s.locale);
  return useQuery(addressesQueryOptions(locale));
}
