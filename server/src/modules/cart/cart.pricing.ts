import {
  type Cart,
  type CartItem,
  type Category,
  type Language,
  lineTotal,
  menuItemParam,
  nameParam,
  withNameTranslations,
} from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import { ExtraModel, MenuItemModel, soldOutAt } from '../menu';
import type { CartLineRecord } from './cart.model';

/** What the cart shows of an item, plus what an order needs of it (category for the bottle deposit, availability at the read). */
type PricedItem = CartItem['menuItem'] & { category: Category; available: boolean };
type PricedExtra = CartItem['extras'][number];

export interface StoredCart {
  _id: unknown;
  items: Array<CartLineRecord & { _id: unknown }>;
  /** Absent on carts from before revisions were kept (read as 0). */
  revision?: number;
}

interface Prices {
  items: Map<string, PricedItem>;
  extras: Map<string, PricedExtra>;
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * Current prices and availability (as at `now`) straight from the database: a cart always shows what
 * checkout will charge and whether it can. With a session, the reads belong to the caller's
 * transaction (place-order prices inside it).
 */
async function loadPrices(cart: StoredCart, now: Date, session?: ClientSession): Promise<Prices> {
  const [items, extras] = await Promise.all([
    MenuItemModel.find(
      { _id: { $in: unique(cart.items.map((line) => line.menuItemId)) } },
      { name: 1, imageUrl: 1, size: 1, price: 1, category: 1, isAvailable: 1, soldOutUntil: 1, translations: 1 },
      { session },
    ).lean(),
    ExtraModel.find(
      { _id: { $in: unique(cart.items.flatMap((line) => line.extraIds)) } },
      { name: 1, price: 1, soldOutUntil: 1, translations: 1 },
      { session },
    ).lean(),
  ]);
  return {
    items: new Map(
      items.map((item) => [
        item._id,
        {
          id: item._id,
          name: item.name,
          imageUrl: item.imageUrl,
          size: item.size as PricedItem['size'],
          price: item.price,
          category: item.category as Category,
          available: item.isAvailable && !soldOutAt(item.soldOutUntil, now),
          ...withNameTranslations(item.translations),
        },
      ]),
    ),
    extras: new Map(
      extras.map((extra) => [
        extra._id,
        {
          id: extra._id,
          name: extra.name,
          price: extra.price,
          available: !soldOutAt(extra.soldOutUntil, now),
          ...(soldOutAt(extra.soldOutUntil, now) ? { soldOutUntil: extra.soldOutUntil.toISOString() } : {}),
          ...withNameTranslations(extra.translations),
        },
      ]),
    ),
  };
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
export interface PricedCart extends Omit<Cart, 'cartItems'> {
  cartItems: PricedLine[];
  /** The revision these lines were read at (see CartModel.revision). */
  revision: number;
}

/** line = (item price + extras) x quantity, total = sum of the lines (no fees); inside `session` when given. */
export async function priceCart(cart: StoredCart, now: Date, session?: ClientSession): Promise<PricedCart> {
  const prices = await loadPrices(cart, now, session);
  const cartItems = cart.items.map((line) => priceLine(line, prices)).filter((line): line is PricedLine => line !== undefined);
  return {
    cartId: String(cart._id),
    cartItems,
    totalPrice: cartItems.reduce((sum, line) => sum + line.totalPrice, 0),
    revision: cart.revision ?? 0,
  };
}

/** The API's cart: exactly the shared CartItem fields (strict response shape). */
export function toCartDto({ revision: _revision, ...cart }: PricedCart): Cart {
  return {
    ...cart,
    cartItems: cart.cartItems.map(({ menuItem: { id, name, imageUrl, size, price, translations }, ...line }) => ({
      ...line,
      menuItem: { id, name, imageUrl, size, price, ...(translations ? { translations } : {}) },
    })),
  };
}
