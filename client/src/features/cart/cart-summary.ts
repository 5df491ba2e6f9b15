import { type Allergen, type Cart, type CartItem, sortAllergens } from '@pizza/shared';

/** Lines the drawer shows: quantity 0 lines are hidden (docs/product/screens.md). */
export function visibleLines(cart: Cart | null | undefined): CartItem[] {
  return cart?.cartItems.filter((line) => line.quantity > 0) ?? [];
}

/** The badge and View Cart count: units, not lines (two Margaritas are two items). */
export function cartItemCount(cart: Cart | null | undefined): number {
  return visibleLines(cart).reduce((sum, line) => sum + line.quantity, 0);
}

/** A line's allergens: the dish's and every chosen add-on's, each once, in Annex order (docs/product/menu.md#allergens). */
export function lineAllergens(line: Pick<CartItem, 'menuItem' | 'extras'>): Allergen[] {
  return sortAllergens([...line.menuItem.allergens, ...line.extras.flatMap((extra) => extra.allergens)]);
}
