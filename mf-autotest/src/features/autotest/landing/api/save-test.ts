import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { saveAutotestResponse, type AutotestListResponse } from '@platform/shared/autotest';
import { autotestKeys } from '../../../../lib/autotest-keys';
import { useViewer } from '@platform/shared/session';

/** POST /auto-test/save {test_id, status}: signed-in users only; repeating is harmless. */
export function saveTest(body: { test_id: number; status: boolean }) {
  return api.post('/auto-test/save', { schema: saveAutotestResponse, body });
}

/** Saves or unsaves a ticket; the card's flag is flipped in place when the api agrees (SPEC §4). */
export function useSaveTest() {
  const client = useQueryClient();
  const { locale, userId } = useViewer();
  return useMutation({
    mutationFn: saveTest,
    onSuccess: ({ data }) => {
      client.setQueryData(autotestKeys.list(locale, userId), (old: AutotestListResponse | undefined) =>
        old ? { data: old.data.map((t) => (t.test_id === data.test_id ? { ...t, is_saved: data.is_saved } : t)) } : old,
      );
    },
  });
}
