import { useCallback, useState } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { formatDayTime } from '@platform/shared/dates';
import { Link } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { Button, Countdown, Modal, buttonClass } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import styles from './daily-limit-dialog.module.css';

export interface DailyLimitProps {
  /** When free tests open again (ms since epoch), from the `pro:daily-limit` event. */
  nextOpenAt: number;
  onClose: () => void;
}

/**
 * SPEC §8 daily-limit modal: the free tests of today are used up; an hh:mm:ss countdown to when they
 * open again and the way past the limit, Pro. Opened by the shell on the `pro:daily-limit` event.
 */
export function DailyLimitDialog({ nextOpenAt, onClose }: DailyLimitProps) {
  const { t } = useTranslation(NS);
  const [opened, setOpened] = useState(false);
  const onOpened = useCallback(() => setOpened(true), []);
  return (
    <Modal open title={t('dailyLimit.title')} onClose={onClose}>
      <div className={styles.body} data-testid="daily-limit-dialog">
        <p className={styles.text}>{t('dailyLimit.text')}</p>
        {!opened && (
          <div className={styles.countdown} role="timer" aria-label={t('dailyLimit.reopens')}>
            <span className={styles.label} aria-hidden="true">
              {t('dailyLimit.reopens')}
            </span>
            <span className={styles.clock} data-testid="daily-limit-clock">
              <Countdown until={nextOpenAt} onDone={onOpened} />
            </span>
            <span className={styles.label}>{formatDayTime(nextOpenAt)}</span>
          </div>
        )}
        <div className={styles.actions}>
          <Link to={paths.pro} className={buttonClass('primary')} onClick={onClose}>
            {t('dailyLimit.subscribe')}
          </Link>
          <Button variant="ghost" onClick={onClose}>
            {t('dailyLimit.close')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
