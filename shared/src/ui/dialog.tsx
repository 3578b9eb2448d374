import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@platform/shared/i18n';
import styles from './ui.module.css';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Required dialogs cannot be closed by the user. */
  closable?: boolean;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The open dialogs, newest last: only the top one keeps Tab inside and answers Escape. */
const openDialogs: HTMLElement[] = [];

/**
 * Focus of a modal dialog: moves in on open (an element that focused itself, else `[data-autofocus]`,
 * the checked radio, the first control of the content, the close button, the dialog), Tab and
 * Shift+Tab cycle inside, Escape calls `onEscape`, and focus goes back to the opener on close.
 */
export function useDialogFocus(
  open: boolean,
  dialog: RefObject<HTMLDivElement | null>,
  close: RefObject<HTMLButtonElement | null> | null,
  onEscape?: () => void,
) {
  // the opener is read while rendering: an `autoFocus` control takes focus before any effect runs
  const [opened, setOpened] = useState(() => ({ open, opener: open ? document.activeElement : null }));
  if (opened.open !== open) setOpened({ open, opener: open ? document.activeElement : null });
  const opener = opened.opener;
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const node = dialog.current;
    if (!open || !node) return;
    openDialogs.push(node);
    const controls = () => [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (!node.contains(document.activeElement)) {
      const first =
        node.querySelector<HTMLElement>('[data-autofocus], input[type="radio"]:checked') ?? controls().find((el) => el !== close?.current);
      (first ?? controls()[0] ?? node).focus();
    }
    const onKey = (e: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== node) return;
      if (e.key === 'Escape') escape.current?.();
      if (e.key !== 'Tab') return;
      const items = controls();
      const edge = e.shiftKey ? items[0] : items[items.length - 1];
      if (!edge || !node.contains(document.activeElement) || document.activeElement === edge) {
        e.preventDefault();
        (e.shiftKey ? items[items.length - 1] : items[0])?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openDialogs.splice(openDialogs.indexOf(node), 1);
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open, dialog, close, opener]);
}

function DialogFrame({ open, title, onClose, closable = true, children, variant }: DialogProps & { variant: 'modal' | 'drawer' }) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useDialogFocus(open, dialog, close, closable ? onClose : undefined);
  if (!open) return null;
  return createPortal(
    <div
      className={`${styles.backdrop} ${variant === 'drawer' ? styles.drawerBackdrop : ''}`}
      onClick={(e) => {
        if (closable && e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={variant === 'drawer' ? styles.drawer : styles.modal}
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        {closable && (
          <button ref={close} type="button" className={styles.closeButton} aria-label={t('close')} onClick={onClose}>
            ×
          </button>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}

export function Modal(props: DialogProps) {
  return <DialogFrame {...props} variant="modal" />;
}

/** Bottom sheet used on phones. */
export function Drawer(props: DialogProps) {
  return <DialogFrame {...props} variant="drawer" />;
}
