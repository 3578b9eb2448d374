import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { bankItemResponse } from '@platform/shared/studio';
import { studioKeys } from '../../../lib/studio-keys';

export interface ItemRef {
  subjectId: number;
  topic: string;
  key: string;
}

export const itemKey = (ref: ItemRef) => [...studioKeys.area('bank'), 'item', ref.subjectId, ref.topic, ref.key] as const;

/** GET /studio/questions/:subjectId/:topic/:key: the item's published version and its open draft. */
export function itemQueryOptions(ref: ItemRef) {
  return queryOptions({
    queryKey: itemKey(ref),
    queryFn: ({ signal }) => api.get(`/studio/questions/${ref.subjectId}/${ref.topic}/${ref.key}`, { schema: bankItemResponse, signal }),
  });
}

export function useBankItem(ref: ItemRef | null) {
  return useQuery({ ...itemQueryOptions(ref ?? { subjectId: 0, topic: '', key: '' }), enabled: ref !== null });
}
