import type { ReactNode } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { Button } from '@platform/shared/ui';
import styles from './fields.module.css';

/** Skeletons while a list loads: hidden from screen readers except one spoken label. */
export function LoadingList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true">
      <span className={styles.visuallyHidden}>{label}</span>
      {children}
    </div>
  );
}

/** A list that could not be loaded: the (already localised) message and a retry button. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className={styles.form}>
      <p className={styles.alert}>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
