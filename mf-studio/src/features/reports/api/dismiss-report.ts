import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { dismissResponse, type DismissBody } from '@platform/shared/studio';
import { studioKeys } from '../../../lib/studio-keys';

/** POST /studio/reports/:questionId/dismiss with a reason; the inbox is asked again after it. */
export function useDismissReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, body }: { questionId: number; body: DismissBody }) =>
      api.post(`/studio/reports/${questionId}/dismiss`, { schema: dismissResponse, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: studioKeys.area('reports') }),
  });
}
