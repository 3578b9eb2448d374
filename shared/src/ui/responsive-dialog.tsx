import { useEffect, useRef, type ReactNode } from 'react';
import { Drawer, Modal } from './dialog';
import { MOBILE_QUERY, useMediaQuery } from './use-media-query';

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href]';

/**
 * A bottom sheet on phones, a centred modal on wider screens. Moves focus into the dialog when it
 * opens (the checked radio, else the first control) and gives it back to the opener when it closes.
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
    const target =
      body.current?.querySelector<HTMLElement>('input[type="radio"]:checked') ?? body.current?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
    return () => opener?.focus();
  }, [open]);
  const Dialog = mobile ? Drawer : Modal;
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <div ref={body}>{children}</div>
    </Dialog>
  );
}
