// The studio's olympiad calls (ADR 058): the list, one olympiad as its file, the bank to pick from,
// and the save (create or edit) with the file the CLI reads.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import type { OlympiadFileInput } from '@platform/shared/olympiads';
import {
  olympiadBankResponse,
  studioOlympiadListResponse,
  studioOlympiadResponse,
  studioOlympiadSavedResponse,
} from '@platform/shared/studio-content';
import { studioKeys } from '../../../lib/studio-keys';

const AREA = 'olympiads';

export const olympiadsQuery = () =>
  queryOptions({
    queryKey: studioKeys.list(AREA, '', {}),
    queryFn: ({ signal }) => api.get('/studio/olympiads', { schema: studioOlympiadListResponse, signal }),
  });

export const useOlympiads = () => useQuery(olympiadsQuery());

export function useOlympiad(id: number | null) {
  return useQuery({
    queryKey: studioKeys.list(AREA, '', { id }),
    queryFn: ({ signal }) => api.get(`/studio/olympiads/${id}`, { schema: studioOlympiadResponse, signal }),
    enabled: id !== null,
  });
}

/** The bank of a content language: subjects, topics and their questions per difficulty. */
export function useOlympiadBank(languageId: number) {
  return useQuery({
    queryKey: studioKeys.list(AREA, '', { bank: languageId }),
    queryFn: ({ signal }) =>
      api.get('/studio/olympiads/bank', { schema: olympiadBankResponse, query: { language_id: languageId }, signal }),
    staleTime: 60_000,
  });
}

/** POST a new olympiad or PUT the file of a scheduled one; the list is asked again after it. */
export function useSaveOlympiad(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OlympiadFileInput) =>
      id === null
        ? api.post('/studio/olympiads', { schema: studioOlympiadSavedResponse, body })
        : api.put(`/studio/olympiads/${id}`, { schema: studioOlympiadSavedResponse, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: studioKeys.area(AREA) }),
  });
}
