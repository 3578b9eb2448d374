import { useTranslation } from '@platform/shared/i18n';
import { Button } from '@platform/shared/ui';
import styles from './error-state.module.css';

/** A failed request: its (already localised) message and a retry button. */
export function ErrorState({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.message}>{error.message || t('errors.unknown')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
