import { useEffect, useRef } from 'react';

/**
 * Keyboard answering: 1–5 and F1–F5 choose an option, ← and → move between questions. Ignored while
 * typing in a field or when a dialog is open (its own keys come first).
 */
export function useAnswerKeys(enabled: boolean, handlers: { choose: (n: number) => void; move: (step: 1 | -1) => void }) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      if (document.querySelector('[role="dialog"]')) return;
      const f = /^F([1-5])$/.exec(e.key);
      const digit = /^[1-5]$/.test(e.key) ? Number(e.key) : f ? Number(f[1]) : null;
      if (digit !== null) {
        e.preventDefault();
        latest.current.choose(digit);
      } else if (e.key === 'ArrowRight') latest.current.move(1);
      else if (e.key === 'ArrowLeft') latest.current.move(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
