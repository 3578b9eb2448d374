import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from '@platform/shared/ui';
import styles from './auth-dialog.module.css';

interface AuthDialogProps {
  /** Id of the current step's heading (the dialog's name). */
  labelledBy: string;
  /** false in required mode: Escape and the backdrop do nothing. */
  closable: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * Modal frame: focus kept inside and given back on close (the shared dialogs' focus handling), page
 * scroll locked, Escape/backdrop close when allowed. The modal moves focus to each step itself.
 */
export function AuthDialog({ labelledBy, closable, onClose, children }: AuthDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(true, dialog, null, closable ? onClose : undefined);

  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return createPortal(
    <div
      className={styles.backdrop}
      data-testid="auth-backdrop"
      onMouseDown={(event) => {
        if (closable && event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={labelledBy} className={styles.dialog}>
        {children}
      </div>
    </div>,
    document.body,
  );
}
