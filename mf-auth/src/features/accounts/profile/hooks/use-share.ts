import { useState } from 'react';
import { MOBILE_QUERY, useMediaQuery } from '@platform/shared/ui';

/**
 * Sharing a link: the system share sheet on phones that have one, else (or when it fails) our
 * dialog. Returns the dialog state and the click handler of the share button.
 */
export function useShare(data: { url: string; title: string; text: string }) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [dialogOpen, setDialogOpen] = useState(false);
  const share = () => {
    if (mobile && typeof navigator.share === 'function') {
      navigator.share(data).catch((error: unknown) => {
        // the user closing the sheet is not a failure
        if ((error as Error)?.name !== 'AbortError') setDialogOpen(true);
      });
      return;
    }
    setDialogOpen(true);
  };
  return { share, dialogOpen, closeDialog: () => setDialogOpen(false) };
}
