import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { EXAM_WARNING_SECONDS } from '@platform/shared/exams';
import { visuallyHidden } from '@platform/shared/ui';
import { EXAMS_NS } from '../../../../lib/i18n';
import { formatClock, secondsLeft } from '../../lib/clock';
import styles from './exam-timer.module.css';

/**
 * The time left by the server's deadline, on this browser's clock corrected by the offset measured
 * when the ticket was loaded; ticks every second, turns to a warning at 5 minutes (announced once),
 * and calls `onZero` once at zero.
 */
export function ExamTimer({ deadline, offset, onZero }: { deadline: number; offset: number; onZero: () => void }) {
  const { t } = useTranslation(EXAMS_NS);
  const [left, setLeft] = useState(() => secondsLeft(deadline, offset));
  const zeroRef = useRef(onZero);
  zeroRef.current = onZero;
  const fired = useRef(false);
  useEffect(() => {
    const tick = () => {
      const now = secondsLeft(deadline, offset);
      setLeft(now);
      if (now === 0 && !fired.current) {
        fired.current = true;
        zeroRef.current();
      }
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline, offset]);
  const warning = left <= EXAM_WARNING_SECONDS;
  return (
    <div className={styles.timer} data-warning={warning || undefined} data-testid="exam-timer" data-seconds={left}>
      <span className={styles.timerLabel}>{t('screen.timer')}</span>
      <span className={styles.timerValue} aria-hidden="true">
        {formatClock(left)}
      </span>
      <span className={visuallyHidden}>{formatClock(left)}</span>
      <span className={visuallyHidden} role="status">
        {warning && left > 0 ? t('screen.timerWarning') : ''}
      </span>
    </div>
  );
}
