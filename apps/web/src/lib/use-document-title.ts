import { useEffect } from 'react';

const SITE_NAME = 'Courtside';

/** Sets the tab title to "<page> · Courtside" while the page is shown. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle ? `${pageTitle} · ${SITE_NAME}` : SITE_NAME;
    return () => {
      document.title = previous;
    };
  }, [pageTitle]);
}
