import { api } from '@platform/shared/api';
import { okResponse, type RatingBody } from '@platform/shared/topic-tests';

/** POST /comment {rating, comment, ticket_id} (SPEC §7 "Others"): one rating per finished ticket. */
export function rateTest(body: RatingBody) {
  return api.post('/comment', { schema: okResponse, body });
}
