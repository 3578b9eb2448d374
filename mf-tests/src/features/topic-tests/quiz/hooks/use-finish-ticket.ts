import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOCALES } from '@platform/shared/contracts';
import { bus } from '@platform/shared/events';
import { useNavigate } from '@platform/shared/router';
import { resultPath } from '@platform/shared/routes';
import { sessionStore } from '@platform/shared/session';
import { finishTest } from '../api/finish-test';
import { testKeys } from '../../../../lib/test-keys';
import { hasCode, TICKET_CLOSED_CODES } from '../lib/error-text';
import { useXpCredit } from './use-xp-credit';
import { resultArrival } from '../../results';

/**
 * Finishing a ticket (SPEC §4): GET /check-test?ticket_id, then the results page. A guest is sent
 * there too and the sign-in modal opens with the results link remembered. A ticket the server
 * already closed (finished or expired) goes to its results the same way.
 */
export function useFinishTicket({ testId, ticketId, beforeLeave }: { testId: number; ticketId: number; beforeLeave: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const creditXp = useXpCredit();

  /** `bonusXp`: the finish bonus the server has just granted (the result page shows it once, ADR 046). */
  const goToResults = useCallback(
    (bonusXp = 0) => {
      beforeLeave();
      queryClient.removeQueries({ queryKey: testKeys.quiz(testId), exact: true });
      // the ticket left the unfinished list and has a result now
      void queryClient.invalidateQueries({ queryKey: testKeys.results() });
      for (const locale of LOCALES) void queryClient.invalidateQueries({ queryKey: testKeys.unfinished(locale) });
      // its wrong and unanswered questions joined the review queue (ADR 044): the shell's count asks again
      void queryClient.invalidateQueries({ queryKey: testKeys.reviewQueue() });
      bus.emit('review:due', { due: null });
      const path = resultPath(ticketId);
      navigate(path, { replace: true, state: resultArrival(bonusXp) });
      if (sessionStore.getState().status === 'guest') bus.emit('auth:open', { redirectUrl: path, ticketId: String(ticketId) });
    },
    [beforeLeave, queryClient, testId, ticketId, navigate],
  );

  const mutation = useMutation({
    mutationFn: () => finishTest(ticketId),
    onSuccess: ({ data }) => {
      creditXp(data.bonus_xp);
      goToResults(data.bonus_xp);
    },
    onError: (error) => {
      if (hasCode(error, 403, TICKET_CLOSED_CODES)) goToResults(0);
    },
  });

  const { mutate, reset } = mutation;
  const finish = useCallback(() => mutate(), [mutate]);
  const error = mutation.isError && !hasCode(mutation.error, 403, TICKET_CLOSED_CODES) ? mutation.error : null;

  return { finish, finishing: mutation.isPending || mutation.isSuccess, error, reset, goToResults };
}
