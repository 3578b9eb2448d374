import { useEffect, useState } from 'react';
import { splitDays } from '@platform/shared/format';
import { useTranslation } from '@platform/shared/i18n';

/** hh:mm:ss until `until` (ms since epoch), ticking every second (SPEC §9); past 24 h "6 kun 23:20:55". */
export function Countdown({ until, onDone }: { until: number; onDone?: () => void }) {
  const { t } = useTranslation('common');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left === 0) onDone?.();
  }, [left, onDone]);
  const { days, clock } = splitDays(left);
  return <time dateTime={`PT${left}S`}>{days > 0 ? t('countdown.days', { count: days, clock }) : clock}</time>;
}
