/**
 * The board's head links: while the board is shown the page links the web app manifest
 * and the Home Screen icon and registers the board's service worker for /admin; they go with it.
 */
import '../../../test/setup';
import { act, render, waitFor } from '@testing-library/react';

import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { useBoardApp } from '../pwa/use-board-app';

function Board() {
  useBoardApp();
  return <p>board</p>;
}

const links = () => Array.from(document.head.querySelectorAll('link'), (link) => `${link.rel} ${link.getAttribute('href')}`);

afterEach(() => Reflect.deleteProperty(navigator, 'serviceWorker'));

it('when the board mounts, then the manifest and icon are linked and the worker registered for /admin; on unmount the links go', () => {
  const register = jest.fn(async () => ({}));
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  const before = links();
  const { unmount } = render(<Board />);
  expect(links()).toEqual([...before, 'manifest /manifest.webmanifest', 'apple-touch-icon /icons/apple-touch-icon.png']);
  expect(register).toHaveBeenCalledWith('/board-sw.js', { scope: '/admin' });
  unmount();
  expect(links()).toEqual(before);
});

it('when the browser has no service workers, then the board still links the manifest and nothing throws', () => {
  const { unmount } = render(<Board />);
  expect(links()).toContain('manifest /manifest.webmanifest');
  unmount();
});

it('when staff sign out while the board is shown, then this device stops getting pushes (its subscription is dropped)', async () => {
  const unsubscribe = jest.fn(async () => true);
  const registration = { pushManager: { getSubscription: async () => ({ unsubscribe }) } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: jest.fn(async () => registration), getRegistration: async () => registration },
  });
  Object.assign(window, { PushManager: class {}, Notification: class {} });
  act(() => useStaffAuthStore.getState().login({ token: 'staff-token', email: 'cook@example.com' }));
  const { unmount } = render(<Board />);
  act(() => useStaffAuthStore.getState().logout());
  await waitFor(() => expect(unsubscribe).toHaveBeenCalledTimes(1));
  unmount();
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
});
