import type { TestApp } from './test-app';

/**
 * Changes the menu behind the catalogue's back (no endpoint changes prices, names or `isAvailable`),
 * then invalidates the app's catalogue as every menu-changing service must: the menu routes and the
 * cart's prices, checks and quotes read the catalogue, never `menu_items` and `extras` per request.
 */
export async function writeMenu(t: Pick<TestApp, 'deps'>, write: () => PromiseLike<unknown>): Promise<void> {
  await write();
  t.deps.catalogue.invalidate();
}
