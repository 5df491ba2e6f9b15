import {
  type Cart,
  type CartItem,
  type Category,
  type Language,
  lineTotal,
  menuItemParam,
  moneyParam,
  nameParam,
  PRICE_CHANGE_MESSAGE,
  type PriceChange,
  translateMessage,
  withNameTranslations,
} from '@pizza/shared';

import { type MenuPrices, soldOutAt } from '../menu';
import type { CartLineRecord } from './cart.model';

/** What the cart shows of an item, plus what an order needs of it (category for the bottle deposit, availability at the read). */
type PricedItem = CartItem['menuItem'] & { category: Category; available: boolean };
type PricedExtra = CartItem['extras'][number];

export interface StoredCart {
  _id: unknown;
  items: Array<CartLineRecord & { _id: unknown }>;
  /** Absent on carts from before revisions were kept (read as 0). */
  revision?: number;
  /** By mergeKey: the unit price the customer last saw (see CartModel). */
  seenUnitPrices?: Record<string, number>;
}

interface Prices {
  items: Map<string, PricedItem>;
  extras: Map<string, PricedExtra>;
}

/**
 * Current prices and availability (as at `now`) of the cart's items and add-ons, from the menu
 * catalogue (invalidated whenever the menu changes): a cart always shows what checkout will charge
 * and whether it can. An id the menu does not have is left out.
 */
function cartPrices(cart: StoredCart, menu: MenuPrices, now: Date): Prices {
  const items = new Map<string, PricedItem>();
  const extras = new Map<string, PricedExtra>();
  for (const line of cart.items) {
    const item = menu.items.get(line.menuItemId);
    if (item && !items.has(item.id)) {
      items.set(item.id, {
        id: item.id,
        name: item.name,
        imageUrl: item.imageUrl,
        size: item.size,
        price: item.price,
        category: item.category,
        available: item.isAvailable && !soldOutAt(item.soldOutUntil, now),
        ...withNameTranslations(item.translations),
        allergens: item.allergens,
      });
    }
    for (const id of line.extraIds) {
      const extra = menu.extras.get(id);
      if (!extra || extras.has(extra.id)) continue;
      extras.set(extra.id, {
        id: extra.id,
        name: extra.name,
        price: extra.price,
        available: !soldOutAt(extra.soldOutUntil, now),
        ...(soldOutAt(extra.soldOutUntil, now) ? { soldOutUntil: extra.soldOutUntil.toISOString() } : {}),
        ...withNameTranslations(extra.translations),
        allergens: extra.allergens,
      });
    }
  }
  return { items, extras };
}

/**
 * Menu entries are never deleted (the seed upserts, staff only toggle availability), so a missing
 * one is data damage: such a line is left out rather than priced at a guess.
 */
function priceLine(line: StoredCart['items'][number], prices: Prices): PricedLine | undefined {
  const menuItem = prices.items.get(line.menuItemId);
  const extras = line.extraIds.map((id) => prices.extras.get(id));
  if (!menuItem || extras.some((extra) => extra === undefined)) return undefined;
  const chosen = extras as PricedExtra[];
  const cartItemId = String(line._id);
  return {
    cartItemId,
    id: cartItemId,
    quantity: line.quantity,
    totalPrice: lineTotal(
      menuItem.price,
      chosen.map((extra) => extra.price),
      line.quantity,
    ),
    menuItem,
    extras: chosen,
    ...(line.instructions ? { instructions: line.instructions } : {}),
    available: menuItem.available && chosen.every((extra) => extra.available),
  };
}

/**
 * What a refusal names of a line that cannot be ordered, in each language: the item, or the add-on
 * that is sold out ('Bacon (on Margarita (medium))' / 'Bacon (Margarita (közepes) feltétje)').
 */
export function unavailableName(line: PricedLine): Record<Language, string> {
  const item = menuItemParam(line.menuItem);
  const extra = line.menuItem.available ? line.extras.find((chosen) => !chosen.available) : undefined;
  if (!extra) return item;
  return { en: `${extra.name} (on ${item.en})`, hu: `${nameParam(extra).hu} (${item.hu} feltétje)` };
}

/** A priced line with what an order snapshots of its item (the API's CartItem leaves those out). */
export type PricedLine = CartItem & { menuItem: PricedItem };

/** A line's current unit price, to be recorded as seen once the customer is shown it. */
export interface UnitPriceShown {
  mergeKey: string;
  unitPrice: number;
}

export interface PricedCart extends Omit<Cart, 'cartItems' | 'priceChanges'> {
  cartItems: PricedLine[];
  /** The revision these lines were read at (see CartModel.revision). */
  revision: number;
  /** Lines whose unit price differs from the one the customer last saw (docs/product/menu.md#prices-change-honestly). */
  priceChanges: PriceChange[];
  /** Every line whose recorded seen price is not its current one (the changes, and lines from before seen prices). */
  unseen: UnitPriceShown[];
}

/** The unit price of a priced line: the item with its add-ons. */
export const unitPriceOf = (line: Pick<PricedLine, 'menuItem' | 'extras'>) =>
  line.menuItem.price + line.extras.reduce((sum, extra) => sum + extra.price, 0);

/** line = (item price + extras) x quantity, total = sum of the lines (no fees), at the `menu`'s prices. */
export function priceCart(cart: StoredCart, menu: MenuPrices, now: Date): PricedCart {
  const prices = cartPrices(cart, menu, now);
  const cartItems: PricedLine[] = [];
  const priceChanges: PriceChange[] = [];
  const unseen: UnitPriceShown[] = [];
  for (const stored of cart.items) {
    const line = priceLine(stored, prices);
    if (!line) continue;
    cartItems.push(line);
    const unitPrice = unitPriceOf(line);
    const seen = cart.seenUnitPrices?.[stored.mergeKey];
    if (seen === unitPrice) continue;
    unseen.push({ mergeKey: stored.mergeKey, unitPrice });
    // A line from before seen prices were kept has nothing to compare with: it counts as seen.
    if (typeof seen !== 'number') continue;
    const { menuItem } = line;
    priceChanges.push({
      cartItemId: line.cartItemId,
      menuItemId: menuItem.id,
      name: menuItem.name,
      ...(menuItem.translations ? { translations: menuItem.translations } : {}),
      size: menuItem.size,
      before: seen,
      after: unitPrice,
    });
  }
  return {
    cartId: String(cart._id),
    cartItems,
    totalPrice: cartItems.reduce((sum, line) => sum + line.totalPrice, 0),
    revision: cart.revision ?? 0,
    priceChanges,
    unseen,
  };
}

/**
 * The sentence of each price change, in each language: 'The Margarita (large) now costs HUF 3,299
 * instead of HUF 3,199.' (PRICE_CHANGE_MESSAGE and its Hungarian).
 */
export function priceChangeSentences(changes: readonly PriceChange[]): Record<Language, string> {
  const sentences = (language: Language) =>
    changes
      .map((change) =>
        translateMessage(PRICE_CHANGE_MESSAGE, language, {
          item: menuItemParam(change),
          after: moneyParam(change.after),
          before: moneyParam(change.before),
        }),
      )
      .join(' ');
  return { en: sentences('en'), hu: sentences('hu') };
}

/** The API's cart: exactly the shared CartItem fields (strict response shape); priceChanges only when there are some. */
export function toCartDto({ revision: _revision, unseen: _unseen, priceChanges, ...cart }: PricedCart): Cart {
  return {
    ...cart,
    cartItems: cart.cartItems.map(({ menuItem: { id, name, imageUrl, size, price, translations, allergens }, ...line }) => ({
      ...line,
      menuItem: { id, name, imageUrl, size, price, allergens, ...(translations ? { translations } : {}) },
    })),
    ...(priceChanges.length > 0 ? { priceChanges } : {}),
  };
}
