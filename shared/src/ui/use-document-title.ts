import { useEffect } from 'react';
import { pageTitle } from './page-title';

/**
 * Sets `document.title` to the page's name with the brand (`pageTitle`) while the page is shown
 * (nothing while the name is not known yet).
 */
export function useDocumentTitle(name: string | undefined): void {
  useEffect(() => {
    if (!name) return;
    const previous = document.title;
    document.title = pageTitle(name);
    return () => {
      document.title = previous;
    };
  }, [name]);
}
