import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { autotestResultResponse } from '@platform/shared/autotest';
import { autotestKeys } from '../../../../lib/autotest-keys';
import { useViewer } from '@platform/shared/session';

/** POST /check-test/finish?ticket_id: ends the ticket (again: the same result). */
export function finishTicket(ticketId: number) {
  return api.post('/check-test/finish', { schema: autotestResultResponse, query: { ticket_id: ticketId } });
}

/** Finishes a ticket; its result is cached for the result page and the caller's figures are dropped. */
export function useFinishTicket() {
  const client = useQueryClient();
  const { locale, userId } = useViewer();
  return useMutation({
    mutationFn: finishTicket,
    onSuccess: (result) => {
      client.setQueryData(autotestKeys.result(locale, userId, result.data.ticket_id), result);
      // best scores, readiness and attempts left have changed; queries never refetch on mount, so drop them
      client.removeQueries({ queryKey: autotestKeys.list(locale, userId) });
      client.removeQueries({ queryKey: autotestKeys.summary(locale, userId) });
      client.removeQueries({ queryKey: [...autotestKeys.all(locale, userId), 'leaderboard'] });
    },
  });
}
