import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { autotestResultResponse } from '@platform/shared/autotest';
import { autotestKeys } from '../../../../lib/autotest-keys';
import { useViewer } from '../../../../lib/use-viewer';

/** POST /check-test/finish?ticket_id: ends the ticket (again: the same result). */
export function finishTicket(ticketId: number) {
  return api.post('/check-test/finish', { schema: autotestResultResponse, query: { ticket_id: ticketId } });
}

/** Finishes a ticket; its result is cached for the result page and the figures are refetched. */
export function useFinishTicket() {
  const client = useQueryClient();
  const { locale, userId } = useViewer();
  return useMutation({
    mutationFn: finishTicket,
    onSuccess: (result) => {
      client.setQueryData(autotestKeys.result(locale, userId, result.data.ticket_id), result);
      void client.invalidateQueries({ queryKey: autotestKeys.list(locale, userId) });
      void client.invalidateQueries({ queryKey: autotestKeys.summary(locale, userId) });
    },
  });
}
