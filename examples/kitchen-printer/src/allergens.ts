/*
 * The 14 allergens of Annex II of EU Regulation 1169/2011, in the Annex's order: the shop sends
 * their keys on each order line (`allergens`), the ticket prints their numbers (1-14) with a legend.
 * A copy of the shop's list (shared/src/allergens.ts) so the example stands on its own; its test
 * checks that the two agree.
 */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** Short names for the legend line of a 42-column ticket. */
const LEGEND_NAMES: Record<Allergen, string> = {
  gluten: 'Gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  peanuts: 'Peanuts',
  soy: 'Soy',
  milk: 'Milk',
  nuts: 'Nuts',
  celery: 'Celery',
  mustard: 'Mustard',
  sesame: 'Sesame',
  sulphites: 'Sulphites',
  lupin: 'Lupin',
  molluscs: 'Molluscs',
};

/** The Annex numbers of the known keys, ascending, each once (an unknown key from a newer shop is left out). */
export function allergenNumbers(keys: Iterable<string>): number[] {
  const present = new Set(keys);
  return ALLERGENS.flatMap((allergen, index) => (present.has(allergen) ? [index + 1] : []));
}

/** '1 Gluten, 7 Milk': the legend of the numbers a ticket printed. */
export function allergenLegend(numbers: Iterable<number>): string {
  return [...new Set(numbers)]
    .sort((a, b) => a - b)
    .map((number) => `${number} ${LEGEND_NAMES[ALLERGENS[number - 1]!]}`)
    .join(', ');
}
