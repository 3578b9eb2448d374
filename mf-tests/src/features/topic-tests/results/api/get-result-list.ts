import { api } from '@platform/shared/api';
import { GENERIC_PAGE_SIZE, myResultListResponse } from '@platform/shared/topic-tests';

/** GET /myresult?page: the signed-in learner's results, newest first. */
export function getResultList(page: number, signal?: AbortSignal) {
  return api.get('/myresult', { schema: myResultListResponse, query: { page, size: GENERIC_PAGE_SIZE }, signal });
}
