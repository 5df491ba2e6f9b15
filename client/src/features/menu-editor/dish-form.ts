import {
  type AdminDish,
  type Allergen,
  type Category,
  type DietTag,
  type DishInput,
  dishInputSchema,
  MENU_ADMIN_MESSAGES,
  type MenuPhoto,
  menuPriceSchema,
  type Size,
  sortAllergens,
} from '@pizza/shared';

/*
 * The dish dialog's form, apart from React (docs/product/menu.md#the-screen): what the person types
 * (prices as text), the sizes rule as three choices, and the check before Save with the shared
 * schema, so the dialog shows the server's own sentences next to the field before it is asked.
 */

/** The sizes a dish may come in (the shared sizes rule): Regular only, Medium only, or Medium and Large. */
export const SIZE_CHOICES = ['REGULAR', 'MEDIUM', 'MEDIUM_LARGE'] as const;
export type SizeChoice = (typeof SIZE_CHOICES)[number];

/** The sizes of a choice, in the order the form lists their prices. */
export function sizesOf(choice: SizeChoice): Size[] {
  if (choice === 'REGULAR') return ['REGULAR'];
  return choice === 'MEDIUM' ? ['MEDIUM'] : ['MEDIUM', 'LARGE'];
}

/** The choice a dish's sizes stand for (a dish saved before the rule reads as the nearest one). */
export function choiceOf(sizes: readonly Size[]): SizeChoice {
  if (sizes.includes('LARGE')) return 'MEDIUM_LARGE';
  return sizes.includes('MEDIUM') ? 'MEDIUM' : 'REGULAR';
}

export interface DishDraft {
  category: Category;
  name: string;
  description: string;
  nameHu: string;
  descriptionHu: string;
  sizeChoice: SizeChoice;
  /** As typed; only the chosen sizes' prices are sent. Switching sizes keeps the others for switching back. */
  prices: Record<Size, string>;
  photoId: string | null;
  /** The picture the dialog shows: the uploaded one, else the dish's own. */
  photo?: MenuPhoto;
  allergens: Allergen[];
  dietTags: DietTag[];
  extraIds: string[];
  visible: boolean;
}

/** A new dish of a category: empty names, one size as the category usually has, visible. */
export function emptyDraft(category: Category): DishDraft {
  return {
    category,
    name: '',
    description: '',
    nameHu: '',
    descriptionHu: '',
    sizeChoice: category === 'PIZZA' ? 'MEDIUM_LARGE' : 'REGULAR',
    prices: { REGULAR: '', MEDIUM: '', LARGE: '' },
    photoId: null,
    allergens: [],
    dietTags: [],
    extraIds: [],
    visible: true,
  };
}

/** A saved dish as the form edits it. */
export function draftFromDish(dish: AdminDish): DishDraft {
  const prices: Record<Size, string> = { REGULAR: '', MEDIUM: '', LARGE: '' };
  for (const size of dish.sizes) prices[size.size] = String(size.price);
  return {
    category: dish.category,
    name: dish.name,
    description: dish.description,
    nameHu: dish.translations.hu.name,
    descriptionHu: dish.translations.hu.description,
    sizeChoice: choiceOf(dish.sizes.map((size) => size.size)),
    prices,
    photoId: dish.photo?.id ?? null,
    photo: dish.photo,
    allergens: dish.allergens,
    dietTags: dish.dietTags,
    extraIds: dish.extraIds,
    visible: dish.visible,
  };
}

/** The form's fields a message can stand next to. */
export type DishField =
  | 'name'
  | 'description'
  | 'nameHu'
  | 'descriptionHu'
  | 'sizes'
  | 'price.REGULAR'
  | 'price.MEDIUM'
  | 'price.LARGE'
  | 'photo'
  | 'allergens'
  | 'dietTags'
  | 'extraIds';
export type DishErrors = Partial<Record<DishField, string>>;

/** The form's own sentence for a price left empty (the schema never sees one). */
export const PRICE_REQUIRED_MESSAGE = 'Enter a price in forints.';
const WHOLE_FORINTS = 'The price is a whole number of forints.';

/**
 * A price as typed, checked like the server checks it: '3 299' and '3299' are 3299 Ft; anything
 * else gets the shared schema's sentence (whole forints, 1 to 1 000 000).
 */
export function parsePrice(text: string): { price: number } | { error: string } {
  const clean = text.replace(/[\s\u00a0\u202f]/g, '');
  if (clean === '') return { error: PRICE_REQUIRED_MESSAGE };
  const value = Number(clean.replace(',', '.'));
  if (!Number.isFinite(value)) return { error: WHOLE_FORINTS };
  const parsed = menuPriceSchema.safeParse(value);
  return parsed.success ? { price: parsed.data } : { error: parsed.error.issues[0]?.message ?? WHOLE_FORINTS };
}

/** Where a shared schema issue belongs in the form (its path in DishInput). */
export function dishFieldOf(path: ReadonlyArray<PropertyKey>, sizes?: readonly Size[]): DishField | undefined {
  const [first, second, third] = path;
  if (first === 'name' || first === 'description' || first === 'allergens' || first === 'dietTags' || first === 'extraIds') return first;
  if (first === 'photoId') return 'photo';
  if (first === 'translations' && second === 'hu') return third === 'description' ? 'descriptionHu' : 'nameHu';
  if (first === 'sizes') {
    const size = typeof second === 'number' ? sizes?.[second] : undefined;
    return size ? `price.${size}` : 'sizes';
  }
  return undefined;
}

/** The body of POST /dishes (PUT adds the version) from a draft; the prices must be valid (see checkDishDraft). */
function inputOf(draft: DishDraft, prices: Array<{ size: Size; price: number }>): DishInput {
  return {
    category: draft.category,
    name: draft.name,
    description: draft.description,
    translations: { hu: { name: draft.nameHu, description: draft.descriptionHu } },
    sizes: prices,
    photoId: draft.photoId,
    allergens: sortAllergens(draft.allergens),
    dietTags: draft.dietTags,
    extraIds: draft.extraIds,
    visible: draft.visible,
  };
}

/** The draft checked with the shared schema: what to send, or a sentence per field (English; the dialog translates). */
export function checkDishDraft(draft: DishDraft): { input: DishInput } | { errors: DishErrors } {
  const errors: DishErrors = {};
  const sizes = sizesOf(draft.sizeChoice);
  const prices = sizes.map((size) => {
    const parsed = parsePrice(draft.prices[size]);
    if ('price' in parsed) return { size, price: parsed.price };
    errors[`price.${size}`] = parsed.error;
    // The price's problem is known already; the rest of the draft is checked with a placeholder for it.
    return { size, price: 1 };
  });
  const checked = dishInputSchema.safeParse(inputOf(draft, prices));
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = dishFieldOf(issue.path, sizes) ?? 'sizes';
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !checked.success) return { errors };
  return { input: checked.data };
}

/** The sentence of the sizes rule (the server's 400 when sizes break it). */
export const SIZES_RULE_MESSAGE = MENU_ADMIN_MESSAGES.sizesRule;

/** Whether the draft differs from where it started (Cancel then asks before throwing input away). */
export function draftChanged(draft: DishDraft, start: DishDraft): boolean {
  return JSON.stringify({ ...draft, photo: undefined }) !== JSON.stringify({ ...start, photo: undefined });
}
