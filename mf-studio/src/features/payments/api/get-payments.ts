import { useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { paymentsResponse } from '@platform/shared/studio';
import { studioKeys } from '../../../lib/studio-keys';

export interface PaymentsLookup {
  phone?: string;
  order?: number;
}

/** GET /studio/payments?phone=|order=: orders with their Payme and Click transactions (read only); asked once a lookup is given. */
export function usePayments(lookup: PaymentsLookup | null) {
  return useQuery({
    queryKey: studioKeys.list('payments', '', lookup ?? {}),
    queryFn: ({ signal }) => api.get('/studio/payments', { schema: paymentsResponse, query: { ...lookup }, signal }),
    select: (response) => response.data,
    enabled: lookup !== null,
    retry: false,
  });
}
