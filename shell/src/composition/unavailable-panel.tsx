import { useTranslation } from '@platform/shared/i18n';
import { Button, Panel } from '@platform/shared/ui';
import { PageHydrated } from '@platform/shared/lazy-routes';

/** The one localised "section unavailable" panel, for missing, failed and crashed remotes. */
export function UnavailablePanel({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Panel>
      <div role="alert" data-testid="remote-unavailable">
        <h1>{t('unavailable.title')}</h1>
        <p>{t('unavailable.text')}</p>
        <Button onClick={onRetry} disabled={retrying}>
          {t('unavailable.retry')}
        </Button>
      </div>
      <PageHydrated />
    </Panel>
  );
}
