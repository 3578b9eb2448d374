import { useEffect, useState } from 'react';
import { formatClock } from '@platform/shared/format';

/** hh:mm:ss until `until` (ms since epoch), ticking every second (SPEC §9). */
export function Countdown({ until, onDone }: { until: number; onDone?: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left === 0) onDone?.();
  }, [left, onDone]);
  return <time dateTime={`PT${left}S`}>{formatClock(left)}</time>;
}
