import { useEffect } from 'react';

import { registerBoardServiceWorker } from './service-worker';

/** The board's head links: the web app manifest and the Home Screen icon for iOS. */
const LINKS: Array<{ rel: string; href: string }> = [
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
];

/**
 * Makes the page an installable app while the board is shown: links the manifest (only here, so
 * the customer pages never offer to install the board) and registers the board's service worker
 * (scope /admin). The links go when the board does.
 */
export function useBoardApp(): void {
  useEffect(() => {
    const added = LINKS.map(({ rel, href }) => {
      const link = document.createElement('link');
      link.rel = rel;
      link.href = href;
      link.dataset.board = 'true';
      document.head.appendChild(link);
      return link;
    });
    void registerBoardServiceWorker();
    return () => added.forEach((link) => link.remove());
  }, []);
}
