import type { Category } from '@pizza/shared';

/** The project's own artwork (client/public/images/menu), one picture per product family. */
const MENU_IMAGES = '/images/menu';
export const PLACEHOLDER_IMAGE = `${MENU_IMAGES}/placeholder.svg`;

/** Whole categories that share one picture. */
const BY_CATEGORY: Partial<Record<Category, string>> = {
  CALZONE: 'calzone.svg',
  BURGER: 'burger.svg',
};

/**
 * Pizzas by what is on them (the first rule whose pattern matches the lower-cased description):
 * a sour cream or garlic base, then the topping that shows most. A handful of pictures, so the
 * menu is not seventy times the same pizza.
 */
const PIZZA_BY_TOPPING: Array<[RegExp, string]> = [
  [/^(sour cream|garlic sauce)/, 'pizza-white.svg'],
  [/fish|seafood|salmon|tuna/, 'pizza-seafood.svg'],
  [/\bham\b/, 'pizza-ham-corn.svg'],
  [/pepperoni|salami/, 'pizza.svg'],
  [/chicken/, 'pizza-chicken.svg'],
  [/beef|gyros|kebab|sausage/, 'pizza-meat.svg'],
  [/mushroom|pepper|olive/, 'pizza-veggie.svg'],
];
const PLAIN_PIZZA = 'pizza-margherita.svg';

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
  [/fanta|mirinda/, 'drink-orange.svg'],
  [/sprite|7up|mountain dew/, 'drink-lemon.svg'],
  // Ginger ale is a carbonated soft drink like the rest of this family.
  [/cola|pepsi|x-?i-?x-?o|guarana|cappy|ginger ale/, 'drink-cola.svg'],
];

const firstMatch = (rules: Array<[RegExp, string]>, text: string) => rules.find(([pattern]) => pattern.test(text))?.[1];

/** The artwork path of a menu item, or the placeholder when no family matches. */
export function menuImageUrl(item: { name: string; category: Category; description?: string }): string {
  if (item.category === 'PIZZA')
    return `${MENU_IMAGES}/${firstMatch(PIZZA_BY_TOPPING, (item.description ?? '').toLowerCase()) ?? PLAIN_PIZZA}`;
  const byCategory = BY_CATEGORY[item.category];
  if (byCategory) return `${MENU_IMAGES}/${byCategory}`;
  const match = firstMatch(BY_NAME, item.name.toLowerCase());
  return match ? `${MENU_IMAGES}/${match}` : PLACEHOLDER_IMAGE;
}
