import { useMutation } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { checkAutotestResponse } from '@platform/shared/autotest';

/** POST /check-test/check {id, option_id}: the server's verdict on one answer. */
export function checkAnswer(body: { id: number; option_id: number }) {
  return api.post('/check-test/check', { schema: checkAutotestResponse, body });
}

export function useCheckAnswer() {
  return useMutation({ mutationFn: checkAnswer });
}
