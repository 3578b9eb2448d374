import { useTranslation } from '@platform/shared/i18n';
import { visuallyHidden } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { TOTAL_STEPS, type Step } from '../stores/auth-modal-state';
import styles from './auth-modal.module.css';

interface AuthModalHeaderProps {
  step: Step;
  canGoBack: boolean;
  onBack: () => void;
  /** Hidden in required mode. */
  closable: boolean;
  onClose: () => void;
}

/** Back arrow, "3/8" step indicator and close button. */
export function AuthModalHeader({ step, canGoBack, onBack, closable, onClose }: AuthModalHeaderProps) {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  return (
    <div className={styles.header}>
      {canGoBack ? (
        <button type="button" className={styles.iconButton} aria-label={tc('back')} onClick={onBack}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      ) : (
        <span className={styles.iconSpace} />
      )}
      <p className={styles.stepIndicator}>
        <span className={visuallyHidden}>{t('modal.step_label', { step, total: TOTAL_STEPS })}</span>
        <span aria-hidden="true">
          {step}/{TOTAL_STEPS}
        </span>
      </p>
      {closable ? (
        <button type="button" className={styles.iconButton} aria-label={tc('close')} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : (
        <span className={styles.iconSpace} />
      )}
    </div>
  );
}
