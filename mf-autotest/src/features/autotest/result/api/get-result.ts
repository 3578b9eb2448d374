import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { autotestResultResponse } from '@platform/shared/autotest';
import type { Locale } from '@platform/shared/contracts';
import { autotestKeys } from '../../../../lib/autotest-keys';
import { useViewer } from '@platform/shared/session';

/** GET /auto-test/result?ticket_id: a finished ticket of the caller. */
export function getResult(ticketId: number, signal?: AbortSignal) {
  return api.get('/auto-test/result', { schema: autotestResultResponse, query: { ticket_id: ticketId }, signal });
}

export function resultQueryOptions(locale: Locale, userId: number | null, ticketId: number) {
  return queryOptions({ queryKey: autotestKeys.result(locale, userId, ticketId), queryFn: ({ signal }) => getResult(ticketId, signal) });
}

export function useResult(ticketId: number, enabled: boolean) {
  const { locale, userId } = useViewer();
  return useQuery({ ...resultQueryOptions(locale, userId, ticketId), enabled });
}
