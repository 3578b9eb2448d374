import { bus } from '@platform/shared/events';
import { useTranslation } from '@platform/shared/i18n';
import { Button } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';

/** Share: the system share sheet where there is one, else the link is copied (a toast either way). */
export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation(NS);
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ url, title });
        return;
      } catch (error) {
        if ((error as Error)?.name === 'AbortError') return;
      }
    }
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(url);
      bus.emit('toast', { kind: 'success', message: t('course.copied') });
    } catch {
      bus.emit('toast', { kind: 'error', message: t('course.copyFailed') });
    }
  };
  return (
    <Button variant="secondary" onClick={() => void share()}>
      {t('course.share')}
    </Button>
  );
}
