import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { meResponse } from '@platform/shared/contracts';
import { orderResponse } from '@platform/shared/payments';
import { sessionStore } from '@platform/shared/session';
import { proKeys } from '../../../../lib/pro-keys';

/** GET /payment-order/view?id: one's own order; a pending one is asked again every 3 s (the provider may be late). */
export const orderQuery = (userId: number | null, id: number) =>
  queryOptions({
    queryKey: proKeys.order(userId, id),
    queryFn: ({ signal }) => api.get('/payment-order/view', { schema: orderResponse, query: { id }, signal }).then((r) => r.data),
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? 3000 : false),
  });
export const useOrder = (userId: number | null, id: number) => useQuery({ ...orderQuery(userId, id), enabled: userId !== null && id > 0 });

/** After a payment: the session learns the new Pro state (header badge, banners, limits). */
export async function refreshSession(): Promise<void> {
  const { data } = await api.get('/auth/me', { schema: meResponse });
  if (data) sessionStore.getState().updateUser(data);
}
