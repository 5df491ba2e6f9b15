import type { ReorderResult } from '@pizza/shared';

import { useCartDrawerStore } from './stores/cart-drawer-store';
import { useReorderNoticeStore } from './stores/reorder-notice-store';

/** "Order again" put lines into the cart: the cart opens and says what went in (docs/product/promo-codes.md#order-again). */
export function showReorderInCart(result: ReorderResult, orderSequence: string): void {
  useReorderNoticeStore.getState().show({ result, orderSequence });
  useCartDrawerStore.getState().open();
}
