import { useEffect } from 'react';

import { RESTAURANT } from '../config/restaurant';

/** Sets the tab title ("Login · Pizza Point"); screen readers announce it on navigation. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${RESTAURANT.name}` : RESTAURANT.name;
  }, [pageTitle]);
}
