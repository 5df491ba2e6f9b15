import type { PriceChange } from './schemas/cart';

/**
 * The price changes a checkout keeps telling until the order is placed
 * (docs/product/menu.md#prices-change-honestly): the ones noted before plus a new quote's, per line
 * the first price the customer saw and the newest one. A price back at what the customer first saw
 * is no change at all, and a line no longer in the cart (`lineIds`) is no longer news.
 */
export function mergePriceChanges(
  noted: readonly PriceChange[],
  incoming: readonly PriceChange[],
  lineIds?: ReadonlySet<string>,
): PriceChange[] {
  const merged = new Map(noted.map((change) => [change.cartItemId, change]));
  for (const change of incoming) {
    const earlier = merged.get(change.cartItemId);
    merged.set(change.cartItemId, earlier ? { ...change, before: earlier.before } : change);
  }
  return [...merged.values()].filter((change) => change.before !== change.after && (!lineIds || lineIds.has(change.cartItemId)));
}
