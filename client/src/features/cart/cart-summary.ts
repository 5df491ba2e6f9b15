import type { Cart, CartItem } from '@pizza/shared';

/** Lines the drawer shows: quantity 0 lines are hidden (SPEC section 2). */
export function visibleLines(cart: Cart | null | undefined): CartItem[] {
  return cart?.cartItems.filter((line) => line.quantity > 0) ?? [];
}

/** The badge and View Cart count: units, not lines (two Margaritas are two items). */
export function cartItemCount(cart: Cart | null | undefined): number {
  return visibleLines(cart).reduce((sum, line) => sum + line.quantity, 0);
}

export interface ScrollBox {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/** Sub-pixel layouts leave a fraction of a pixel at either end; that is not "more content". */
const EDGE_TOLERANCE_PX = 1;

/** Which carousel arrows to show: left once scrolled from the start, right while more lies to the right. */
export function carouselArrows({ scrollLeft, scrollWidth, clientWidth }: ScrollBox): { left: boolean; right: boolean } {
  return {
    left: scrollLeft > EDGE_TOLERANCE_PX,
    right: scrollLeft + clientWidth < scrollWidth - EDGE_TOLERANCE_PX,
  };
}
