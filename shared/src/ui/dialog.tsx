import { useEffect, useId, type ReactNode } from 'react';
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

function DialogFrame({ open, title, onClose, closable = true, children, variant }: DialogProps & { variant: 'modal' | 'drawer' }) {
  const { t } = useTranslation('common');
  const titleId = useId();
  useEffect(() => {
    if (!open || !closable) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, closable, onClose]);
  if (!open) return null;
  return createPortal(
    <div
      className={`${styles.backdrop} ${variant === 'drawer' ? styles.drawerBackdrop : ''}`}
      onClick={(e) => {
        if (closable && e.target === e.currentTarget) onClose();
      }}
    >
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={variant === 'drawer' ? styles.drawer : styles.modal}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        {closable && (
          <button type="button" className={styles.closeButton} aria-label={t('close')} onClick={onClose}>
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
