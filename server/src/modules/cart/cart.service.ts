import { type AddToCartRequest, type CartResponse, menuItemParam, nameParam, soldOutMessage } from '@pizza/shared';
import { type ClientSession, isObjectIdOrHexString } from 'mongoose';

import type { Clock } from '../../lib/clock';
import { badRequest, conflict, forbidden, msg, notFound } from '../../lib/errors';
import { type ExtraPrice, type MenuPriceSource, type MenuPrices, soldOutAt } from '../menu';
import { addLine, type NewLine } from './cart-lines';
import { priceCart, type PricedCart, type StoredCart, toCartDto } from './cart-pricing';
import { CartModel } from './cart.model';

/** Who is asking: the re-loaded user from `authenticate`. */
export interface CartOwner {
  id: string;
  email: string;
}

/**
 * The menu decides what can be ordered; the client only names ids. Something sold out at `now`
 * is a 409 naming it, checked before anything is written.
 */
function assertOrderable(menu: MenuPrices, menuItemId: string, extraIds: string[], now: Date): void {
  const item = menu.items.get(menuItemId);
  // In menu order, as the database listed them (the request schema already refused duplicate ids).
  const wanted = new Set(extraIds);
  const extras: ExtraPrice[] = [...menu.extras.values()].filter((extra) => wanted.has(extra.id));
  if (!item) throw notFound(msg('Menu item not found: {id}', { id: menuItemId }));
  if (!item.isAvailable) throw badRequest('This item is not available right now');
  // A short list means an unknown id.
  if (extras.length !== extraIds.length) throw badRequest('One or more extra items not found');
  if (soldOutAt(item.soldOutUntil, now)) throw conflict(msg(soldOutMessage('{item}'), { item: menuItemParam(item) }));
  const soldOutExtra = extras.find((extra) => soldOutAt(extra.soldOutUntil, now));
  if (soldOutExtra) throw conflict(msg(soldOutMessage('{item}'), { item: nameParam(soldOutExtra) }));
}

export interface CartServiceDeps {
  clock: Clock;
  /** The menu's current prices and availability (the catalogue: no database read per request). */
  menu: MenuPriceSource;
}

export function createCartService({ clock, menu }: CartServiceDeps) {
  return {
    /** `[]` before the first add, otherwise `[cart]` priced now; only the owner may read it. */
    async readByEmail(owner: CartOwner, email: string): Promise<CartResponse> {
      // Both sides lower-cased: accounts are stored lower-case, but a caller may spell it otherwise.
      if (email.toLowerCase() !== owner.email.toLowerCase()) throw forbidden('You can only read your own cart');
      const cart = await CartModel.findOne({ userId: owner.id }, { items: 1 }).lean<StoredCart>();
      return cart ? [toCartDto(priceCart(cart, await menu.prices(), clock.now()))] : [];
    },

    /**
     * The customer's cart priced from the current menu, with what an order snapshots of each item;
     * null without a cart; availability as at `now` (checkout and place-order).
     */
    async priceFor(userId: string, now: Date): Promise<PricedCart | null> {
      const cart = await CartModel.findOne({ userId }, { items: 1, revision: 1 }).lean<StoredCart>();
      return cart ? priceCart(cart, await menu.prices(), now) : null;
    },

    /**
     * Removes every line if the cart is still at `revision` (place-order empties exactly the cart it
     * priced), inside `session`'s transaction; false when it changed meanwhile.
     */
    async emptyAt(userId: string, revision: number, session: ClientSession): Promise<boolean> {
      const atRevision = revision === 0 ? { $in: [0, null] } : revision; // carts from before revisions have none
      const result = await CartModel.updateOne(
        { userId, revision: atRevision },
        { $set: { items: [] }, $inc: { revision: 1 } },
        { session },
      );
      return result.matchedCount === 1;
    },

    async add(owner: CartOwner, request: AddToCartRequest): Promise<void> {
      assertOrderable(await menu.prices(), request.menuItemId, request.extraItemId, clock.now());
      const line: NewLine = { menuItemId: request.menuItemId, extraIds: request.extraItemId, instructions: request.instructions };
      await addLine(owner.id, line, request.quantity);
    },

    /** 0 removes the line. A line of someone else's cart is "not found", never "forbidden": no hint it exists. */
    async setQuantity(owner: CartOwner, cartItemId: string, quantity: number): Promise<void> {
      const missing = () => notFound(msg('Cart item not found: {id}', { id: cartItemId }));
      if (!isObjectIdOrHexString(cartItemId)) throw missing();
      const filter = { userId: owner.id, 'items._id': cartItemId };
      const update =
        quantity === 0
          ? { $pull: { items: { _id: cartItemId } }, $inc: { revision: 1 } }
          : { $set: { 'items.$.quantity': quantity }, $inc: { revision: 1 } };
      const result = await CartModel.updateOne(filter, update);
      if (result.matchedCount === 0) throw missing();
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
