import { useEffect, useState } from 'react';
import { Countdown } from '@platform/shared/ui';
import styles from './countdown.module.css';

/**
 * SPEC §4: hh:mm:ss until a server time, corrected by this browser's offset from the server's
 * clock (`serverNow` answered at `receivedAt`); a loading pulse until the first tick.
 */
export function ServerCountdown({
  until,
  serverNow,
  receivedAt,
  label,
}: {
  until: number;
  serverNow: number;
  receivedAt: number;
  label: string;
}) {
  const [ticked, setTicked] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTicked(true), 1000 - (Date.now() % 1000));
    return () => clearTimeout(timer);
  }, []);
  const offset = serverNow - receivedAt;
  return (
    <span className={styles.countdown}>
      <span className={styles.label}>{label}</span>{' '}
      {ticked ? <Countdown until={until - offset} /> : <span className={styles.pulse} aria-hidden="true" data-testid="countdown-pulse" />}
    </span>
  );
}
