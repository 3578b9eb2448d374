import { useTranslation } from '@platform/shared/i18n';
import { Button, Modal } from '@platform/shared/ui';
import { QUIZ_NS } from '../../../../lib/i18n';
import page from './quiz-page.module.css';
import styles from './quiz-dialogs.module.css';

interface FinishDialogProps {
  open: boolean;
  answered: number;
  total: number;
  finishing: boolean;
  /** already localised */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Testni yakunlash": how many questions are answered and unanswered, then finish (SPEC §2). */
export function FinishDialog({ open, answered, total, finishing, error, onConfirm, onClose }: FinishDialogProps) {
  const { t } = useTranslation(QUIZ_NS);
  const unanswered = Math.max(0, total - answered);
  return (
    <Modal open={open} title={t('finishDialog.title')} onClose={onClose} closable={!finishing}>
      <ul className={styles.counts}>
        <li className={styles.countAnswered}>{t('finishDialog.answered', { n: answered })}</li>
        <li className={styles.countUnanswered}>{t('finishDialog.unanswered', { n: unanswered })}</li>
      </ul>
      {unanswered > 0 && <p className={styles.dialogText}>{t('finishDialog.warning')}</p>}
      {error && (
        <p role="alert" className={page.error}>
          {error}
        </p>
      )}
      <div className={styles.dialogActions}>
        <Button variant="ghost" onClick={onClose} disabled={finishing} autoFocus>
          {t('finishDialog.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={finishing} aria-busy={finishing || undefined}>
          {finishing ? t('actions.finishing') : t('finishDialog.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
