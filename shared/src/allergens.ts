import type { Language } from './language';

/*
 * The 14 allergens of Annex II of EU Regulation 1169/2011, in the Annex's order: their number (1-14)
 * is the code a card, a receipt or a kitchen ticket may print with a legend beside it
 * (docs/product/menu.md#allergens). Keys, not numbers, travel on the wire so a reader never
 * depends on the order.
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

/** The Annex II number of an allergen (gluten is 1, molluscs 14). */
export function allergenNumber(allergen: Allergen): number {
  return ALLERGENS.indexOf(allergen) + 1;
}

/** Allergens in Annex II order, each once (what a card, a line and a ticket show). */
export function sortAllergens(allergens: Iterable<Allergen>): Allergen[] {
  const present = new Set(allergens);
  return ALLERGENS.filter((allergen) => present.has(allergen));
}

/** '1, 7' for gluten and milk: the compact codes of a card or a kitchen ticket. */
export function allergenCodes(allergens: Iterable<Allergen>): string {
  return sortAllergens(allergens).map(allergenNumber).join(', ');
}

/** The Annex's names in the shop's languages (the mails, the kitchen ticket and the legend read these). */
export const ALLERGEN_NAMES: Record<Allergen, Record<Language, string>> = {
  gluten: { en: 'Cereals containing gluten', hu: 'Glutént tartalmazó gabonafélék' },
  crustaceans: { en: 'Crustaceans', hu: 'Rákfélék' },
  eggs: { en: 'Eggs', hu: 'Tojás' },
  fish: { en: 'Fish', hu: 'Halak' },
  peanuts: { en: 'Peanuts', hu: 'Földimogyoró' },
  soy: { en: 'Soybeans', hu: 'Szójabab' },
  milk: { en: 'Milk', hu: 'Tej' },
  nuts: { en: 'Nuts', hu: 'Diófélék' },
  celery: { en: 'Celery', hu: 'Zeller' },
  mustard: { en: 'Mustard', hu: 'Mustár' },
  sesame: { en: 'Sesame seeds', hu: 'Szezámmag' },
  sulphites: { en: 'Sulphur dioxide and sulphites', hu: 'Kén-dioxid és szulfitok' },
  lupin: { en: 'Lupin', hu: 'Csillagfürt' },
  molluscs: { en: 'Molluscs', hu: 'Puhatestűek' },
};

/** 'Cereals containing gluten, Milk': the allergens in words, in Annex order. */
export function allergenWords(allergens: Iterable<Allergen>, language: Language): string {
  return sortAllergens(allergens)
    .map((allergen) => ALLERGEN_NAMES[allergen][language])
    .join(', ');
}

/** What a dish is (or is not) for a diet; shown as badges on the card and filterable by a reader. */
export const DIET_TAGS = ['vegetarian', 'vegan', 'spicy', 'gluten-free', 'lactose-free'] as const;
export type DietTag = (typeof DIET_TAGS)[number];

export const DIET_TAG_NAMES: Record<DietTag, Record<Language, string>> = {
  vegetarian: { en: 'Vegetarian', hu: 'Vegetáriánus' },
  vegan: { en: 'Vegan', hu: 'Vegán' },
  spicy: { en: 'Spicy', hu: 'Csípős' },
  'gluten-free': { en: 'Gluten-free', hu: 'Gluténmentes' },
  'lactose-free': { en: 'Lactose-free', hu: 'Laktózmentes' },
};
