import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { draftResponse } from '@platform/shared/studio';
import { studioKeys } from '../../../lib/studio-keys';

export type SaveDraft =
  /** a new draft: of a new item, or the next version of a published one */
  | { id: null; subject_id: number; topic: string; item: unknown }
  /** the open draft written again */
  | { id: number; item: unknown };

/** POST /studio/questions/drafts or PUT /studio/questions/drafts/:id; the bank is asked again after it. */
export function useSaveDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDraft) =>
      body.id === null
        ? api.post('/studio/questions/drafts', {
            schema: draftResponse,
            body: { subject_id: body.subject_id, topic: body.topic, item: body.item },
          })
        : api.put(`/studio/questions/drafts/${body.id}`, { schema: draftResponse, body: { item: body.item } }),
    onSuccess: () => client.invalidateQueries({ queryKey: studioKeys.area('bank') }),
  });
}
