/*
 * The staff board's service worker (registered by /admin with scope /admin). It only shows web
 * pushes and opens the board on a click: no fetch handler and no cache, so it never serves a page,
 * a menu or anything else from a store of its own, and the customer pages are outside its scope.
 */
/* global self -- the service worker global scope */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The shop sends JSON: { title, body, url, tag, orderId, ... } (shared/src/schemas/push.ts). */
function readPush(event) {
  try {
    return event.data ? event.data.json() : {};
  } catch {
    return { title: 'Pizza Point', body: event.data ? event.data.text() : '' };
  }
}

self.addEventListener('push', (event) => {
  const push = readPush(event);
  event.waitUntil(
    self.registration.showNotification(push.title || 'Pizza Point', {
      body: push.body || '',
      tag: push.tag,
      renotify: Boolean(push.tag),
      requireInteraction: true,
      icon: '/icons/board-192.png',
      badge: '/icons/board-maskable-192.png',
      data: { url: push.url || '/admin', orderId: push.orderId },
    }),
  );
});

/** A board already open is focused and told which order to show; otherwise a new board opens on it. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const url = new URL(data.url || '/admin', self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const board = windows.find((client) => new URL(client.url).pathname === '/admin');
      if (board) {
        await board.focus();
        board.postMessage({ type: 'open-order', orderId: data.orderId });
        return;
      }
      await self.clients.openWindow(url.href);
    })(),
  );
});
