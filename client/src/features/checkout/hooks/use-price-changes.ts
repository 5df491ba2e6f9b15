import type { CheckoutQuote, PriceChange } from '@pizza/shared';
import { useState } from 'react';

const NONE: readonly PriceChange[] = [];

/**
 * The price changes the checkout says (docs/product/menu.md#prices-change-honestly): the server's
 * quote keeps telling them until the order is placed, so the latest answer is the list; while there
 * is no answer for the service on screen (it was just switched) the last list stays, rather than the
 * sentence blinking out and back.
 */
export function usePriceChanges(quote: CheckoutQuote | undefined): readonly PriceChange[] {
  const [shown, setShown] = useState(NONE);
  const latest = quote ? (quote.priceChanges ?? NONE) : shown;
  // Remembered while rendering when a new answer arrives (React's "adjusting state on a prop change").
  if (latest !== shown) setShown(latest);
  return latest;
}
