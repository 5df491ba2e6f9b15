import { type Extra, lineTotal, QUANTITY_MAX_PER_LINE, QUANTITY_MIN } from '@pizza/shared';

/** The modal's quantity never goes below 1 (docs/product/rules.md#validation) nor above what one cart line allows. */
export function clampQuantity(quantity: number): number {
  return Math.min(QUANTITY_MAX_PER_LINE, Math.max(QUANTITY_MIN, Math.trunc(quantity)));
}

/** Ticking an add-on adds it, unticking removes it; the order of ticking is kept. */
export function toggleExtra(chosen: readonly string[], extraId: string): string[] {
  return chosen.includes(extraId) ? chosen.filter((id) => id !== extraId) : [...chosen, extraId];
}

function chosenPrices(extras: readonly Extra[], chosen: readonly string[]): number[] {
  return extras.filter((extra) => chosen.includes(extra.id)).map((extra) => extra.price);
}

/** The price the modal shows: the item's price plus each ticked add-on's price. */
export function displayedPrice(itemPrice: number, extras: readonly Extra[], chosen: readonly string[]): number {
  return lineTotal(itemPrice, chosenPrices(extras, chosen), 1);
}

/** The amount on 'Add to Cart - {price x quantity}'; the server computes the same (docs/product/rules.md#money-and-fees). */
export function buttonTotal(itemPrice: number, extras: readonly Extra[], chosen: readonly string[], quantity: number): number {
  return lineTotal(itemPrice, chosenPrices(extras, chosen), quantity);
}

/** The dish's add-ons (its `extraIds`) in the dish's order; one the menu no longer has is left out. */
export function offeredExtras<T extends { id: string }>(extras: readonly T[], offered: readonly string[]): T[] {
  const byId = new Map(extras.map((extra) => [extra.id, extra]));
  return offered.flatMap((id) => byId.get(id) ?? []);
}
