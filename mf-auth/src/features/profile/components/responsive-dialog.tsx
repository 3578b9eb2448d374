import { useEffect, useRef, type ReactNode } from 'react';
import { Drawer, Modal, MOBILE_QUERY, useMediaQuery } from '@platform/shared/ui';

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href]';

/**
 * A bottom sheet on phones, a centred modal on wider screens. Moves focus into the dialog when it
 * opens and gives it back to the control that opened it when it closes.
 */
export function ResponsiveDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    body.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => opener?.focus();
  }, [open]);
  const Dialog = mobile ? Drawer : Modal;
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <div ref={body}>{children}</div>
    </Dialog>
  );
}
