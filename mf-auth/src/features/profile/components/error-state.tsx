import { useTranslation } from '@platform/shared/i18n';
import { Button } from '@platform/shared/ui';
import { errorMessage } from '../lib/error-message';
import styles from './profile-ui.module.css';

/** A failed request: its localised message and a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.errorMessage}>{errorMessage(error, t('errors.unknown'))}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
