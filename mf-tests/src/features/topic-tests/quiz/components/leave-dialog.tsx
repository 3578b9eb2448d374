import { useTranslation } from '@platform/shared/i18n';
import { Button, Modal } from '@platform/shared/ui';
import { QUIZ_NS } from '../../../../lib/i18n';
import type { LeaveBlocker } from '../hooks/use-leave-guard';
import styles from './quiz-dialogs.module.css';

/** Shown when the learner navigates away from an active ticket: stay, or leave (answers are kept). */
export function LeaveDialog({ blocker }: { blocker: LeaveBlocker }) {
  const { t } = useTranslation(QUIZ_NS);
  const stay = () => blocker.reset?.();
  return (
    <Modal open={blocker.state === 'blocked'} title={t('leaveDialog.title')} onClose={stay}>
      <p className={styles.dialogText}>{t('leaveDialog.text')}</p>
      <div className={styles.dialogActions}>
        <Button variant="ghost" onClick={() => blocker.proceed?.()}>
          {t('leaveDialog.leave')}
        </Button>
        <Button onClick={stay} autoFocus>
          {t('leaveDialog.stay')}
        </Button>
      </div>
    </Modal>
  );
}
