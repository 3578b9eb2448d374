import { api } from '@platform/shared/api';
import { checkAnswerResponse, type CheckAnswerBody } from '@platform/shared/topic-tests';

/** POST /check-test {id, option_id}: stores the one answer and says whether it was right. Repeating the same answer is safe. */
export function checkAnswer(body: CheckAnswerBody) {
  return api.post('/check-test', { schema: checkAnswerResponse, body });
}
