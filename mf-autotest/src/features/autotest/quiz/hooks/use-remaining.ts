import { useEffect, useState } from 'react';

/**
 * Seconds left until the server's deadline, counted on the client's clock corrected by the offset
 * between the server's time in its answer and the client's when it came. Null without a deadline.
 */
export function useRemaining(deadline: string | null, serverTime: string): number | null {
  const [offset] = useState(() => Date.parse(serverTime) - Date.now());
  const left = () => (deadline === null ? null : Math.max(0, Math.ceil((Date.parse(deadline) - (Date.now() + offset)) / 1000)));
  const [remaining, setRemaining] = useState(left);
  useEffect(() => {
    if (deadline === null) return;
    const id = window.setInterval(() => {
      const next = left();
      setRemaining(next);
      if (next === 0) window.clearInterval(id);
    }, 250);
    return () => window.clearInterval(id);
    // left() reads only deadline and offset
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deadline, offset]);
  return remaining;
}
