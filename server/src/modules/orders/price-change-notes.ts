import { mergePriceChanges, type PriceChange, type Size, withNameTranslations } from '@pizza/shared';

import type { Basket } from './order-basket';
import type { StoredOrder } from './order-view';

/**
 * The price changes a draft tells from this quote on (docs/product/menu.md#prices-change-honestly):
 * those it noted before, merged with the basket's new ones, for the lines still in the cart. A
 * quote records the new prices as seen, so the draft must keep saying them: the answer that carried
 * them can be lost (the browser dropped the request for a newer one, a network cut), and the
 * checkout reloaded, switched or asked again still shows them until the order is placed.
 */
export function notePriceChanges(
  draft: Pick<StoredOrder, 'priceChanges'> | null,
  basket: Pick<Basket, 'lines' | 'priceChanges'>,
): PriceChange[] {
  const noted = (draft?.priceChanges ?? []).map((change): PriceChange => ({
    cartItemId: change.cartItemId,
    menuItemId: change.menuItemId,
    name: change.name,
    ...withNameTranslations(change.translations),
    size: change.size as Size,
    before: change.before,
    after: change.after,
  }));
  return mergePriceChanges(noted, basket.priceChanges, new Set(basket.lines.map((line) => line.cartItemId)));
}

/** The quote's `priceChanges` field, present only when there are some. */
export const withPriceChanges = (changes: readonly PriceChange[]) => (changes.length > 0 ? { priceChanges: [...changes] } : {});
