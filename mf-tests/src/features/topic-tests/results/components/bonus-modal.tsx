import { useEffect, useState } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { Button, ResponsiveDialog } from '@platform/shared/ui';
import { RESULTS_NS } from '../../../../lib/i18n';
import { bonusSeen, markBonusSeen } from '../lib/bonus-seen';
import styles from './bonus-modal.module.css';

/** SPEC §2/§9: "+5 XP bonus for finishing the test", shown once per ticket in this browser. */
export function BonusModal({ ticketId, xp }: { ticketId: number; xp: number }) {
  const { t } = useTranslation(RESULTS_NS);
  const [open, setOpen] = useState(() => xp > 0 && !bonusSeen(ticketId));
  useEffect(() => {
    if (open) markBonusSeen(ticketId);
  }, [open, ticketId]);
  const close = () => setOpen(false);
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
