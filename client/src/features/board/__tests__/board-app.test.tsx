/**
 * The board's head links (issue 23): while the board is shown the page links the web app manifest
 * and the Home Screen icon and registers the board's service worker for /admin; they go with it.
 */
import '../../../test/setup';
import { render } from '@testing-library/react';

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
