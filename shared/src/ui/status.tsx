import type { ReactNode } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { Button } from './button';
import styles from './ui.module.css';

/** The screen-reader-only class: hides content visually, keeps it in the accessibility tree. */
export const visuallyHidden: string = styles.visuallyHidden;

/** Wraps skeletons: hidden from the accessibility tree except for one spoken label. */
export function LoadingRegion({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className={visuallyHidden}>{label}</span>
      {children}
    </div>
  );
}

/** A failed request: its (already localised) message, else "unknown error", and a retry button. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className={styles.errorState}>
      <p className={styles.errorMessage}>{message || t('errors.unknown')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
