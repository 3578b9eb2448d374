import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, userMessage } from '@platform/shared/api';
import { LOCALES } from '@platform/shared/contracts';
import { bus } from '@platform/shared/events';
import { useTranslation } from '@platform/shared/i18n';
import { useLocation } from '@platform/shared/router';
import { useSession } from '@platform/shared/session';
import type { savedTestListResponse, TestCard, testInfoResponse, themedTestListResponse } from '@platform/shared/topic-tests';
import type * as z from 'zod/mini';
import { saveTest } from '../api/save-test';
import { NS } from '../../../../lib/i18n';
import { testKeys } from '../../../../lib/test-keys';

type ListData = z.infer<typeof themedTestListResponse>;
type SavedData = z.infer<typeof savedTestListResponse>;
type InfoData = z.infer<typeof testInfoResponse>;

/** Writes the new saved flag of one test into every cached list, saved page and test info. */
export function applySaved(client: QueryClient, testId: number, isSaved: boolean): void {
  const patch = (card: TestCard) => (card.testId === testId ? { ...card, isSaved } : card);
  for (const locale of LOCALES) {
    client.setQueriesData<ListData>({ queryKey: testKeys.lists(locale) }, (old) => old && { ...old, data: old.data.map(patch) });
    client.setQueryData<InfoData>(testKeys.info(locale, testId), (old) => old && { ...old, data: { ...old.data, is_saved: isSaved } });
    if (!isSaved) {
      // the card leaves the saved pages at once; the server's pages follow below
      client.setQueriesData<SavedData>(
        { queryKey: testKeys.savedAll(locale) },
        (old) =>
          old && {
            ...old,
            data: old.data.filter((card) => card.testId !== testId),
            meta: { ...old.meta, total: Math.max(0, old.meta.total - (old.data.some((c) => c.testId === testId) ? 1 : 0)) },
          },
      );
    }
    // saved pages on screen load again; the others are dropped (queries do not refetch on mount, SPEC §9)
    void client.invalidateQueries({ queryKey: testKeys.savedAll(locale), type: 'active' });
    client.removeQueries({ queryKey: testKeys.savedAll(locale), type: 'inactive' });
  }
}

/**
 * The save toggle of a test card (SPEC §5): signed out it opens the sign-in flow, coming back to
 * this page; signed in it saves or unsaves, flips the flag everywhere on success and says so.
 */
export function useSaveTest(card: Pick<TestCard, 'testId' | 'isSaved'>) {
  const { t } = useTranslation(NS);
  const status = useSession((s) => s.status);
  const location = useLocation();
  const client = useQueryClient();
  const redirectUrl = `${location.pathname}${location.search}`;

  const mutation = useMutation({
    mutationFn: (status: boolean) => saveTest({ id: card.testId, status }),
    onSuccess: (response) => {
      applySaved(client, response.data.id, response.data.is_saved);
      bus.emit('toast', { kind: 'success', message: t(response.data.is_saved ? 'card.saved' : 'card.removed') });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        bus.emit('auth:open', { redirectUrl });
        return;
      }
      bus.emit('toast', { kind: 'error', message: userMessage(error) });
    },
  });

  const toggle = () => {
    if (status === 'guest') {
      bus.emit('auth:open', { redirectUrl });
      return;
    }
    if (status === 'user' && !mutation.isPending) mutation.mutate(!card.isSaved);
  };

  /** While the session is still being checked the toggle waits (it cannot tell guests from users). */
  return { toggle, isPending: mutation.isPending, disabled: status === 'unknown' || mutation.isPending };
}
