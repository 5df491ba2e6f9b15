import { createVariantCache } from '../variant-cache';

/** The in-memory copy of served pictures stays within its bytes, dropping the least recently used. */
describe('the variant cache', () => {
  const bytes = (n: number, fill: number) => Buffer.alloc(n, fill);

  it('when more is kept than it may hold, then the least recently used go first and the total stays within the bound', () => {
    const cache = createVariantCache(100);
    cache.set('a', bytes(40, 1));
    cache.set('b', bytes(40, 2));
    expect(cache.get('a')?.[0]).toBe(1); // a is now the most recent
    cache.set('c', bytes(40, 3));
    expect([cache.get('a')?.[0], cache.get('b'), cache.get('c')?.[0]]).toEqual([1, undefined, 3]);
    expect(cache.bytes).toBe(80);
  });

  it('when one picture is larger than the whole cache, then it is not kept and nothing is dropped for it', () => {
    const cache = createVariantCache(100);
    cache.set('a', bytes(60, 1));
    cache.set('huge', bytes(101, 9));
    expect([cache.get('huge'), cache.get('a')?.[0], cache.bytes]).toEqual([undefined, 1, 60]);
  });

  it('when the same key is kept twice, then it is counted once', () => {
    const cache = createVariantCache(100);
    cache.set('a', bytes(30, 1));
    cache.set('a', bytes(30, 1));
    expect(cache.bytes).toBe(30);
  });
});
