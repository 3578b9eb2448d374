import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import type * as z from 'zod/mini';
import { draftResponse, type rejectDraftBody } from '@platform/shared/studio';
import { studioKeys } from '../../../lib/studio-keys';

export type ReviewAction =
  { id: number; action: 'submit' | 'approve' } | { id: number; action: 'reject'; body: z.input<typeof rejectDraftBody> };

/** POST /studio/questions/drafts/:id/submit|approve|reject; the bank and its queue are asked again after it. */
export function useReviewDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: ReviewAction) =>
      api.post(`/studio/questions/drafts/${action.id}/${action.action}`, {
        schema: draftResponse,
        body: action.action === 'reject' ? action.body : undefined,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: studioKeys.area('bank') }),
  });
}
