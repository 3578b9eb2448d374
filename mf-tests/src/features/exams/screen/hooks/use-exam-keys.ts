import { useEffect, useRef } from 'react';

const ANSWER_KEYS: Record<string, number> = { '1': 0, '2': 1, '3': 2, '4': 3, a: 0, b: 1, c: 2, d: 3 };

/**
 * Keyboard answering (issue 13 item 4): 1–4 or A–D choose an option of the current question, ← and →
 * move between questions. Not while typing in a field, with a modifier held, while a dialog is open,
 * or (arrows) while a radio has focus — there the arrows move between the options natively.
 */
export function useExamKeys(handlers: { answer: (index: number) => void; prev: () => void; next: () => void }) {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      const tag = target?.tagName;
      if (tag === 'TEXTAREA' || tag === 'SELECT' || (tag === 'INPUT' && (target as HTMLInputElement).type !== 'radio')) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        if (tag === 'INPUT') return;
        event.preventDefault();
        if (event.key === 'ArrowLeft') ref.current.prev();
        else ref.current.next();
        return;
      }
      const index = ANSWER_KEYS[event.key.toLowerCase()];
      if (index === undefined) return;
      event.preventDefault();
      ref.current.answer(index);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
