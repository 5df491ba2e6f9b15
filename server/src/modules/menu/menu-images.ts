import type { Category } from '@pizza/shared';

/** The project's own artwork (client/public/images/menu), one picture per product family. */
const MENU_IMAGES = '/images/menu';
export const PLACEHOLDER_IMAGE = `${MENU_IMAGES}/placeholder.svg`;

/** Whole categories that share one picture. */
const BY_CATEGORY: Partial<Record<Category, string>> = {
  PIZZA: 'pizza.svg',
  CALZONE: 'calzone.svg',
  BURGER: 'burger.svg',
};

/** Mixed categories: the first rule whose pattern matches the lower-cased name wins. */
const BY_NAME: Array<[RegExp, string]> = [
  [/mozzarella/, 'mozzarella-sticks.svg'],
  [/onion ring/, 'onion-rings.svg'],
  [/jalape/, 'jalapenos.svg'],
  [/nugget/, 'nuggets.svg'],
  [/fries/, 'fries.svg'],
  [/smoothie/, 'drink-smoothie.svg'],
  [/water/, 'drink-water.svg'],
  [/monster|burn|hill/, 'drink-energy.svg'],
  [/topjoy|strawberry-lime|juice/, 'drink-juice.svg'],
  // Ginger ale is a carbonated soft drink like the rest of this family.
  [/cola|pepsi|sprite|7up|fanta|mountain dew|merinda|x-?i-?x-?o|guarana|cappy|ginger ale/, 'drink-cola.svg'],
];

/** The artwork path of a menu item, or the placeholder when no family matches. */
export function menuImageUrl(item: { name: string; category: Category }): string {
  const byCategory = BY_CATEGORY[item.category];
  if (byCategory) return `${MENU_IMAGES}/${byCategory}`;
  const name = item.name.toLowerCase();
  const match = BY_NAME.find(([pattern]) => pattern.test(name));
  return match ? `${MENU_IMAGES}/${match[1]}` : PLACEHOLDER_IMAGE;
}
