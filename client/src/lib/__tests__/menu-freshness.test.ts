import { markMenuChanged, menuCacheMode } from '../menu-freshness';

describe('menu reads after a change', () => {
  it("when the menu changed, then reads revalidate ('no-cache') for longer than the browser's minute, and afterwards use the cache again", () => {
    const now = 1_000_000;
    expect(menuCacheMode(now)).toBeUndefined();
    markMenuChanged(now);
    expect(menuCacheMode(now + 1)).toBe('no-cache');
    expect(menuCacheMode(now + 65_000)).toBe('no-cache');
    expect(menuCacheMode(now + 71_000)).toBeUndefined();
  });
});
