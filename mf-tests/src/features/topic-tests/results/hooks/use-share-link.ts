import { useCallback } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { bus } from '@platform/shared/events';
import { RESULTS_NS } from '../../../../lib/i18n';

/**
 * Shares a link: the system share sheet where the browser has one, else (or when it fails) the
 * link is copied, with a toast either way ("Havola nusxalandi" / "Nusxalab bo'lmadi").
 */
export function useShareLink() {
  const { t } = useTranslation(RESULTS_NS);
  const copy = useCallback(
    async (url: string) => {
      try {
        if (!navigator.clipboard) throw new Error('clipboard unavailable');
        await navigator.clipboard.writeText(url);
        bus.emit('toast', { kind: 'success', message: t('share.copied') });
      } catch {
        bus.emit('toast', { kind: 'error', message: t('share.copyFailed') });
      }
    },
    [t],
  );
  return useCallback(
    async (data: { url: string; title: string; text: string }) => {
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share(data);
          return;
        } catch (error) {
          // the user closing the sheet is not a failure
          if ((error as Error)?.name === 'AbortError') return;
        }
      }
      await copy(data.url);
    },
    [copy],
  );
}
