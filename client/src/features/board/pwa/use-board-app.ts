import { useEffect } from 'react';

import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { registerBoardServiceWorker } from './service-worker';
import { unsubscribeThisDevice } from './web-push';

/** The board's head links: the web app manifest and the Home Screen icon for iOS. */
const LINKS: Array<{ rel: string; href: string }> = [
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
];

/**
 * Makes the page an installable app while the board is shown: links the manifest (only here, so
 * the customer pages never offer to install the board) and registers the board's service worker
 * (scope /admin). The links go when the board does. Signing out (or a session that ended) stops this
 * device's pushes: the store changes before the board unmounts, so the listener is still there.
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
    const stopListening = useStaffAuthStore.subscribe((state, previous) => {
      if (previous.token && !state.token) void unsubscribeThisDevice();
    });
    return () => {
      stopListening();
      added.forEach((link) => link.remove());
    };
  }, []);
}
