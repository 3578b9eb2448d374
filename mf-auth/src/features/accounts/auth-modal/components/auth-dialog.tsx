import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './auth-dialog.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface AuthDialogProps {
  /** Id of the current step's heading (the dialog's name). */
  labelledBy: string;
  /** false in required mode: Escape and the backdrop do nothing. */
  closable: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** Modal frame: focus kept inside and given back on close, page scroll locked, Escape/backdrop close when allowed. */
export function AuthDialog({ labelledBy, closable, onClose, children }: AuthDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    if (!closable) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [closable, onClose]);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className={styles.backdrop}
      data-testid="auth-backdrop"
      onMouseDown={(event) => {
        if (closable && event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={labelledBy} className={styles.dialog} onKeyDown={trapTab}>
        {children}
      </div>
    </div>,
    document.body,
  );
}
