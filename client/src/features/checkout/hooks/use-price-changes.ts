import type { PriceChange } from '@pizza/shared';
import { useState } from 'react';

/** Adds a quote's changes to those already on screen: per line, the first price seen and the newest one. */
export function mergePriceChanges(shown: readonly PriceChange[], incoming: readonly PriceChange[]): PriceChange[] {
  const merged = new Map(shown.map((change) => [change.cartItemId, change]));
  for (const change of incoming) {
    const earlier = merged.get(change.cartItemId);
    merged.set(change.cartItemId, earlier ? { ...change, before: earlier.before } : change);
  }
  // A price that went back to what the customer first saw is no change at all.
  return [...merged.values()].filter((change) => change.before !== change.after);
}

/**
 * The price changes the checkout keeps saying until the order is placed or the page is left
 * (docs/product/menu.md#prices-change-honestly). The server tells a change once (a quote counts as
 * the customer seeing it), and the page may ask for another quote a moment later (the cart changed,
 * the service was switched): the sentence must not vanish before anyone could read it.
 */
export function usePriceChanges(incoming: readonly PriceChange[] | undefined): PriceChange[] {
  const [seen, setSeen] = useState<{ from: readonly PriceChange[] | undefined; shown: PriceChange[] }>({ from: undefined, shown: [] });
  // Merged while rendering when a new answer arrives (React's "adjusting state on a prop change").
  if (incoming !== seen.from) {
    const shown = incoming?.length ? mergePriceChanges(seen.shown, incoming) : seen.shown;
    setSeen({ from: incoming, shown });
    return shown;
  }
  return seen.shown;
}
