import { useEffect, useState } from 'react';

function secondsUntil(deadline: number | null): number {
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/** Whole seconds left until `deadline` (ms since epoch), ticking every second; 0 once it passed. */
export function useSecondsLeft(deadline: number | null): number {
  const [left, setLeft] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const seconds = secondsUntil(deadline);
      setLeft(seconds);
      // wake up exactly when the shown number changes
      if (deadline !== null && seconds > 0) timer = setTimeout(tick, deadline - Date.now() - (seconds - 1) * 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline]);
  return left;
}
