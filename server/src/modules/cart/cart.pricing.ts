import { type Cart, type CartItem, lineTotal } from '@pizza/shared';

import { ExtraModel } from '../extras/extras.model';
import { MenuItemModel } from '../menu/menu.model';
import type { CartLineRecord } from './cart.model';

type PricedItem = CartItem['menuItem'];
type PricedExtra = CartItem['extras'][number];

export interface StoredCart {
  _id: unknown;
  items: Array<CartLineRecord & { _id: unknown }>;
}

interface Prices {
  items: Map<string, PricedItem>;
  extras: Map<string, PricedExtra>;
}

const unique = (values: string[]) => [...new Set(values)];

/** Current prices straight from the database: a cart always shows what checkout will charge. */
async function loadPrices(cart: StoredCart): Promise<Prices> {
  const [items, extras] = await Promise.all([
    MenuItemModel.find(
      { _id: { $in: unique(cart.items.map((line) => line.menuItemId)) } },
      { name: 1, imageUrl: 1, size: 1, price: 1 },
    ).lean(),
    ExtraModel.find({ _id: { $in: unique(cart.items.flatMap((line) => line.extraIds)) } }, { name: 1, price: 1 }).lean(),
  ]);
  return {
    items: new Map(
      items.map((item) => [
        item._id,
        { id: item._id, name: item.name, imageUrl: item.imageUrl, size: item.size as PricedItem['size'], price: item.price },
      ]),
    ),
    extras: new Map(extras.map((extra) => [extra._id, { id: extra._id, name: extra.name, price: extra.price }])),
  };
}

/**
 * Menu entries are never deleted (the seed upserts, staff only toggle availability), so a missing
 * one is data damage: such a line is left out rather than priced at a guess.
 */
function priceLine(line: StoredCart['items'][number], prices: Prices): CartItem | undefined {
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
  };
}

/** The API's cart: line = (item price + extras) x quantity, total = sum of the lines (no fees). */
export async function priceCart(cart: StoredCart): Promise<Cart> {
  const prices = await loadPrices(cart);
  const cartItems = cart.items.map((line) => priceLine(line, prices)).filter((line): line is CartItem => line !== undefined);
  return {
    cartId: String(cart._id),
    cartItems,
    totalPrice: cartItems.reduce((sum, line) => sum + line.totalPrice, 0),
  };
}
