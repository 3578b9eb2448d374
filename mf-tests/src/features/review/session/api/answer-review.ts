import { api } from '@platform/shared/api';
import { reviewAnswerResponse, type ReviewAnswerBody } from '@platform/shared/review';

/** POST /review/answer {card_id, option_id, reps}: the server checks and rates the card; the same answer again is safe. */
export function answerReview(body: ReviewAnswerBody) {
  return api.post('/review/answer', { schema: reviewAnswerResponse, body }).then((r) => r.data);
}
