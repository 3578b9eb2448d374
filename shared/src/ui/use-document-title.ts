import { useEffect } from 'react';

/** Sets `document.title` while the page is shown (nothing while the title is not known yet). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
