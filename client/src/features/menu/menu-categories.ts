import { CATEGORIES, type Category, type MenuItem } from '@pizza/shared';

/** Home page section order (docs/product/screens.md); the shared tuple is already in that order. */
export const MENU_CATEGORIES: readonly Category[] = CATEGORIES;

/** Sizes shown as cards; LARGE variants are reached through the item modal's size toggle. */
const CARD_SIZES: ReadonlySet<MenuItem['size']> = new Set(['MEDIUM', 'REGULAR']);

export function isCardItem(item: MenuItem): boolean {
  return CARD_SIZES.has(item.size);
}

/** Section banner artwork, one per category (client/public/images/banners). */
export const CATEGORY_BANNERS: Record<Category, string> = {
  PIZZA: '/images/banners/pizza.svg',
  DRINKS: '/images/banners/drinks.svg',
  BURGER: '/images/banners/burger.svg',
  FRIES_NUGGETS: '/images/banners/fries-nuggets.svg',
  CALZONE: '/images/banners/calzone.svg',
};
