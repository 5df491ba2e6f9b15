import { type AdminDish, type AdminExtra, type Allergen, type ExtraInput, extraInputSchema, sortAllergens } from '@pizza/shared';

import { parsePrice } from './dish-form';

/*
 * The add-on dialog's form apart from React (docs/product/menu.md#the-screen): "offered with" is
 * kept as the list of dish ids the server wants; a category's checkbox is a shortcut that ticks or
 * clears every dish of that category and shows "some" when only a part of them is ticked.
 */

export interface ExtraDraft {
  name: string;
  nameHu: string;
  price: string;
  allergens: Allergen[];
  dishIds: string[];
}

export function emptyExtraDraft(): ExtraDraft {
  return { name: '', nameHu: '', price: '', allergens: [], dishIds: [] };
}

export function extraDraftOf(extra: AdminExtra): ExtraDraft {
  return {
    name: extra.name,
    nameHu: extra.translations.hu.name,
    price: String(extra.price),
    allergens: extra.allergens,
    dishIds: extra.dishIds,
  };
}

/** A category checkbox: every dish of it ticked, none, or some (the checkbox's indeterminate state). */
export type TickState = 'all' | 'none' | 'some';

export function categoryTick(dishIds: readonly string[], categoryDishIds: readonly string[]): TickState {
  if (categoryDishIds.length === 0) return 'none';
  const ticked = new Set(dishIds);
  const count = categoryDishIds.filter((id) => ticked.has(id)).length;
  if (count === 0) return 'none';
  return count === categoryDishIds.length ? 'all' : 'some';
}

/**
 * Ticking a category offers the add-on with every dish of it; clearing it withdraws it from all of
 * them (a partly ticked one is ticked fully: the checkbox's usual step from "some" to "all").
 * Dishes of other categories keep what they had; the order of the list stays stable.
 */
export function tickCategory(dishIds: readonly string[], categoryDishIds: readonly string[], checked: boolean): string[] {
  const inCategory = new Set(categoryDishIds);
  if (!checked) return dishIds.filter((id) => !inCategory.has(id));
  const present = new Set(dishIds);
  return [...dishIds, ...categoryDishIds.filter((id) => !present.has(id))];
}

/** One dish ticked or cleared. */
export function tickDish(dishIds: readonly string[], dishId: string, checked: boolean): string[] {
  const without = dishIds.filter((id) => id !== dishId);
  return checked ? [...without, dishId] : without;
}

/** The dishes an add-on can be offered with: those not archived, by category in menu order. */
export function offerableDishes(dishes: readonly AdminDish[]): AdminDish[] {
  return dishes.filter((dish) => !dish.archived);
}

export type ExtraField = 'name' | 'nameHu' | 'price' | 'allergens' | 'dishIds';
export type ExtraErrors = Partial<Record<ExtraField, string>>;

/** Where a shared schema issue (or a server's 400 `details` path) belongs in the add-on form. */
export function extraFieldOf(path: ReadonlyArray<PropertyKey>): ExtraField | undefined {
  const [first] = path;
  if (first === 'name' || first === 'price' || first === 'allergens' || first === 'dishIds') return first;
  if (first === 'translations') return 'nameHu';
  return undefined;
}

export function checkExtraDraft(draft: ExtraDraft): { input: ExtraInput } | { errors: ExtraErrors } {
  const errors: ExtraErrors = {};
  const price = parsePrice(draft.price);
  if ('error' in price) errors.price = price.error;
  const checked = extraInputSchema.safeParse({
    name: draft.name,
    translations: { hu: { name: draft.nameHu } },
    price: 'price' in price ? price.price : 1,
    allergens: sortAllergens(draft.allergens),
    dishIds: draft.dishIds,
  });
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const field = extraFieldOf(issue.path) ?? 'name';
      errors[field] ??= issue.message;
    }
  if (Object.keys(errors).length > 0 || !checked.success) return { errors };
  return { input: checked.data };
}
