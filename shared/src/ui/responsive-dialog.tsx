import type { ReactNode } from 'react';
import { Drawer, Modal } from './dialog';
import { MOBILE_QUERY, useMediaQuery } from './use-media-query';

/**
 * A bottom sheet on phones, a centred modal on wider screens. Focus moves into it when it opens
 * (the checked radio, else the first control), stays inside, and goes back to the opener on close.
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
  const Dialog = mobile ? Drawer : Modal;
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <div>{children}</div>
    </Dialog>
  );
}
