import { useEffect, useState } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { useSession } from '@platform/shared/session';
import { Button, ResponsiveDialog } from '@platform/shared/ui';
import { RESULTS_NS } from '../../../../lib/i18n';
import { bonusSeen, markBonusSeen } from '../lib/bonus-seen';
import styles from './bonus-modal.module.css';

/**
 * SPEC §2/§9: "+5 XP bonus for finishing the test", shown once per ticket in this browser — after the
 * sign-in flow closes: a guest's ticket is claimed at the code step, and the bonus opened over the
 * registration steps took their clicks (CI caught it).
 */
export function BonusModal({ ticketId, xp }: { ticketId: number; xp: number }) {
  const { t } = useTranslation(RESULTS_NS);
  const signingIn = useSession((s) => s.signingIn);
  const [pending, setPending] = useState(() => xp > 0 && !bonusSeen(ticketId));
  const open = pending && !signingIn;
  useEffect(() => {
    if (open) markBonusSeen(ticketId);
  }, [open, ticketId]);
  const close = () => setPending(false);
  return (
    <ResponsiveDialog open={open} title={t('bonus.title')} onClose={close}>
      <div className={styles.body}>
        <span className={styles.xp} aria-hidden="true">
          +{xp}
        </span>
        <p className={styles.text}>{t('bonus.text', { xp })}</p>
        <Button className={styles.ok} onClick={close}>
          {t('bonus.ok')}
        </Button>
      </div>
    </ResponsiveDialog>
  );
}
