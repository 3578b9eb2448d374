import { useTranslation } from 'react-i18next';
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
