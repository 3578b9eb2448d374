import { useId } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { Button } from '@platform/shared/ui';
import { RESULTS_NS } from '../../../../lib/i18n';
import styles from './bonus-notice.module.css';

/**
 * SPEC §2/§9: "+5 XP bonus for finishing the test" — shown once, when it is earned (ADR 046), as a
 * card in the page (a status, not a dialog: it never lies over the result's actions).
 */
export function BonusNotice({ xp, onClose }: { xp: number; onClose: () => void }) {
  const { t } = useTranslation(RESULTS_NS);
  const titleId = useId();
  return (
    <section role="status" aria-labelledby={titleId} className={styles.notice}>
      <span className={styles.xp} aria-hidden="true">
        +{xp}
      </span>
      <div className={styles.body}>
        {/* not a heading: it names the notice, the page's outline stays the result's */}
        <p id={titleId} className={styles.title}>
          {t('bonus.title')}
        </p>
        <p className={styles.text}>{t('bonus.text', { xp })}</p>
      </div>
      <Button variant="secondary" className={styles.ok} onClick={onClose}>
        {t('bonus.ok')}
      </Button>
    </section>
  );
}
