import { api } from '@platform/shared/api';
import { okResponse, type RatingBody } from '@platform/shared/topic-tests';

/** POST /test-rating/create {rating, comment, ticket_id}: one rating per finished ticket. */
export function rateTest(body: RatingBody) {
  return api.post('/test-rating/create', { schema: okResponse, body });
}
