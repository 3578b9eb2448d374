import { api } from '@platform/shared/api';
import { interactionResponse, type InteractionAction } from '@platform/shared/contracts';

/**
 * POST /user-interaction/store: a click on a private university's site, phone or card, counted for
 * the university's staff (`npm run applications -- export`). Public universities are not counted;
 * a failure is ignored (the click itself goes on).
 */
export function storeInteraction(university: { id: number; type: 'public' | 'private' }, action: InteractionAction): void {
  if (university.type !== 'private') return;
  void api
    .post('/user-interaction/store', { schema: interactionResponse, body: { university_id: university.id, action } })
    .catch(() => undefined);
}
