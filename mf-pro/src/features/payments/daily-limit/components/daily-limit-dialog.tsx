import { useTranslation } from '@platform/shared/i18n';
import { formatDayTime } from '@platform/shared/dates';
import { Link } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { Button, CountdownDialog, buttonClass, countdownDialogText } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';

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
  return (
    <CountdownDialog
      title={t('dailyLimit.title')}
      onClose={onClose}
      until={nextOpenAt}
      label={t('dailyLimit.reopens')}
      caption={formatDayTime(nextOpenAt)}
      actions={
        <>
          <Link to={paths.pro} className={buttonClass('primary')} onClick={onClose}>
            {t('dailyLimit.subscribe')}
          </Link>
          <Button variant="ghost" onClick={onClose}>
            {t('dailyLimit.close')}
          </Button>
        </>
      }
    >
      <p className={countdownDialogText.text}>{t('dailyLimit.text')}</p>
    </CountdownDialog>
  );
}
