import { useTranslation } from '@platform/shared/i18n';
import styles from './ui.module.css';

/** SPEC §8: empty lists say 'information not found'. */
export function EmptyState({ message }: { message?: string }) {
  const { t } = useTranslation('common');
  return (
    <p role="status" className={styles.empty}>
      {message ?? t('empty')}
    </p>
  );
}
