import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { createAutotestResponse, type CreateAutotestBody } from '@platform/shared/autotest';
import type { Locale } from '@platform/shared/contracts';
import { autotestKeys } from '../../../../lib/autotest-keys';
import { useViewer } from '@platform/shared/session';

/** POST /auto-test/create: starts or resumes a ticket; `is_allowed: false` sends the learner to Pro. */
export function createTicket(body: CreateAutotestBody, signal?: AbortSignal) {
  return api.post('/auto-test/create', { schema: createAutotestResponse, body, signal });
}

/** One start per page visit: the key names what is started; never refetched (the server resumes anyway). */
export function ticketQueryOptions(locale: Locale, userId: number | null, body: CreateAutotestBody) {
  return queryOptions({
    queryKey: autotestKeys.ticket(locale, userId, JSON.stringify(body)),
    queryFn: ({ signal }) => createTicket(body, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useTicket(body: CreateAutotestBody, enabled: boolean) {
  const { locale, userId } = useViewer();
  return useQuery({ ...ticketQueryOptions(locale, userId, body), enabled });
}
