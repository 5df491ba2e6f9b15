import { type AddToCartRequest, type CartResponse, menuItemParam, nameParam, soldOutMessage } from '@pizza/shared';
import { type ClientSession, isObjectIdOrHexString } from 'mongoose';

import type { Clock } from '../../lib/clock';
import { badRequest, conflict, forbidden, msg, notFound } from '../../lib/errors';
import { updateAtCommit } from '../../platform';
import { type ExtraPrice, type ItemPrice, type MenuPriceSource, type MenuPrices, soldOutAt } from '../menu';
import { addLine, type NewLine } from './cart-lines';
import { priceCart, type PricedCart, type StoredCart, toCartDto, type UnitPriceShown } from './cart-pricing';
import { CartModel } from './cart.model';

/** Who is asking: the re-loaded user from `authenticate`. */
export interface CartOwner {
  id: string;
  email: string;
}

/** Refusing an add-on the dish does not offer (docs/product/menu.md#add-ons). */
export const NOT_OFFERED_MESSAGE = '{extra} is not offered with {item}';

/** Whether any dish of the menu lists its add-ons; cached per catalogue build (the map is replaced on every menu change). */
const listsAddOns = new WeakMap<MenuPrices['items'], boolean>();

/**
 * The add-ons a dish offers are its `extraIds`. A menu in which no dish lists any (a database from
 * before the menu editor, not yet given the seed's lists) offers every add-on with every dish, as
 * the first version did (docs/product/departures.md).
 */
function offers(menu: MenuPrices, item: ItemPrice, extraId: string): boolean {
  let anyList = listsAddOns.get(menu.items);
  if (anyList === undefined) {
    anyList = [...menu.items.values()].some((entry) => entry.extraIds.length > 0);
    listsAddOns.set(menu.items, anyList);
  }
  return !anyList || item.extraIds.includes(extraId);
}

/**
 * The menu decides what can be ordered; the client only names ids. Something sold out at `now`
 * is a 409 naming it, checked before anything is written. Answers the unit price the customer
 * is adding at (the item with its add-ons).
 */
function assertOrderable(menu: MenuPrices, menuItemId: string, extraIds: string[], now: Date): number {
  const item = menu.items.get(menuItemId);
  // In menu order, as the database listed them (the request schema already refused duplicate ids).
  const wanted = new Set(extraIds);
  const extras: ExtraPrice[] = [...menu.extras.values()].filter((extra) => wanted.has(extra.id));
  if (!item) throw notFound(msg('Menu item not found: {id}', { id: menuItemId }));
  if (!item.isAvailable) throw badRequest('This item is not available right now');
  // A short list means an unknown id.
  if (extras.length !== extraIds.length) throw badRequest('One or more extra items not found');
  const notOffered = extras.find((extra) => !offers(menu, item, extra.id));
  if (notOffered) throw badRequest(msg(NOT_OFFERED_MESSAGE, { extra: nameParam(notOffered), item: menuItemParam(item) }));
  if (soldOutAt(item.soldOutUntil, now)) throw conflict(msg(soldOutMessage('{item}'), { item: menuItemParam(item) }));
  const soldOutExtra = extras.find((extra) => soldOutAt(extra.soldOutUntil, now));
  if (soldOutExtra) throw conflict(msg(soldOutMessage('{item}'), { item: nameParam(soldOutExtra) }));
  return item.price + extras.reduce((sum, extra) => sum + extra.price, 0);
}

/** The current unit price of a stored line, or undefined when the menu no longer has its item or an add-on. */
function currentUnitPrice(menu: MenuPrices, line: { menuItemId: string; extraIds: string[] }): number | undefined {
  const item = menu.items.get(line.menuItemId);
  const extras = line.extraIds.map((id) => menu.extras.get(id));
  if (!item || extras.some((extra) => extra === undefined)) return undefined;
  return item.price + extras.reduce((sum, extra) => sum + extra!.price, 0);
}

/** A past order's line to put into the cart again. */
export interface ReorderLine {
  menuItemId: string;
  extraIds: readonly string[];
  quantity: number;
  instructions?: string;
}

/** What became of one ReorderLine: the unit price it went in at (absent: left out) and the add-ons dropped from it. */
export interface ReorderedLine {
  unitPrice?: number;
  droppedExtraIds: string[];
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
      const cart = await CartModel.findOne({ userId: owner.id }, { items: 1, seenUnitPrices: 1 }).lean<StoredCart>();
      return cart ? [toCartDto(priceCart(cart, await menu.prices(), clock.now()))] : [];
    },

    /**
     * The customer's cart priced from the current menu, with what an order snapshots of each item;
     * null without a cart; availability as at `now` (checkout and place-order).
     */
    async priceFor(userId: string, now: Date): Promise<PricedCart | null> {
      const cart = await CartModel.findOne({ userId }, { items: 1, revision: 1, seenUnitPrices: 1 }).lean<StoredCart>();
      return cart ? priceCart(cart, await menu.prices(), now) : null;
    },

    /**
     * Removes every line if the cart is still at `revision` (place-order empties exactly the cart it
     * priced), inside `session`'s transaction; `changed()` is the error when it changed meanwhile.
     * Written with the batch's commit (updateAtCommit): nothing reads a cart inside a batch.
     */
    async emptyAt(userId: string, revision: number, session: ClientSession, changed: () => Error): Promise<void> {
      const atRevision = revision === 0 ? { $in: [0, null] } : revision; // carts from before revisions have none
      const empty = { $set: { items: [] }, $unset: { seenUnitPrices: 1 }, $inc: { revision: 1 } };
      await updateAtCommit(session, CartModel, { userId, revision: atRevision }, empty, changed);
    },

    async add(owner: CartOwner, request: AddToCartRequest): Promise<void> {
      const seenUnitPrice = assertOrderable(await menu.prices(), request.menuItemId, request.extraItemId, clock.now());
      const line: NewLine = {
        menuItemId: request.menuItemId,
        extraIds: request.extraItemId,
        instructions: request.instructions,
        seenUnitPrice,
      };
      await addLine(owner.id, line, request.quantity);
    },

    /**
     * "Order again" (docs/product/promo-codes.md#order-again): puts past lines into the cart at
     * today's prices, after what it holds. What add-to-cart would refuse as unavailable is left out
     * instead: a dish gone, hidden, archived or sold out skips its line; an add-on gone, no longer
     * offered or sold out is dropped from its line. Answers, per line in order, the unit price it went
     * in at (undefined: skipped) and the add-ons dropped.
     */
    async addLines(userId: string, lines: readonly ReorderLine[]): Promise<ReorderedLine[]> {
      const prices = await menu.prices();
      const now = clock.now();
      const outcomes: ReorderedLine[] = [];
      for (const line of lines) {
        const item = prices.items.get(line.menuItemId);
        if (!item || !item.isAvailable || soldOutAt(item.soldOutUntil, now)) {
          outcomes.push({ droppedExtraIds: [] });
          continue;
        }
        const kept: ExtraPrice[] = [];
        const droppedExtraIds: string[] = [];
        for (const extraId of new Set(line.extraIds)) {
          const extra = prices.extras.get(extraId);
          if (extra && offers(prices, item, extra.id) && !soldOutAt(extra.soldOutUntil, now)) kept.push(extra);
          else droppedExtraIds.push(extraId);
        }
        const unitPrice = item.price + kept.reduce((sum, extra) => sum + extra.price, 0);
        const newLine: NewLine = {
          menuItemId: item.id,
          extraIds: kept.map((extra) => extra.id),
          ...(line.instructions ? { instructions: line.instructions } : {}),
          seenUnitPrice: unitPrice,
        };
        await addLine(userId, newLine, line.quantity);
        outcomes.push({ unitPrice, droppedExtraIds });
      }
      return outcomes;
    },

    /**
     * 0 removes the line. A line of someone else's cart is "not found", never "forbidden": no hint it
     * exists. Changing the quantity is done looking at the line's current price: it becomes the seen one.
     */
    async setQuantity(owner: CartOwner, cartItemId: string, quantity: number): Promise<void> {
      const missing = () => notFound(msg('Cart item not found: {id}', { id: cartItemId }));
      if (!isObjectIdOrHexString(cartItemId)) throw missing();
      const filter = { userId: owner.id, 'items._id': cartItemId };
      if (quantity === 0) {
        const result = await CartModel.updateOne(filter, { $pull: { items: { _id: cartItemId } }, $inc: { revision: 1 } });
        if (result.matchedCount === 0) throw missing();
        return;
      }
      const cart = await CartModel.findOne(filter, {
        'items._id': 1,
        'items.menuItemId': 1,
        'items.extraIds': 1,
        'items.mergeKey': 1,
      }).lean<{
        items: Array<{ _id: unknown; menuItemId: string; extraIds: string[]; mergeKey: string }>;
      }>();
      const line = cart?.items.find((item) => String(item._id) === cartItemId);
      if (!line) throw missing();
      const seenUnitPrice = currentUnitPrice(await menu.prices(), line);
      const seen = seenUnitPrice === undefined ? {} : { [`seenUnitPrices.${line.mergeKey}`]: seenUnitPrice };
      const result = await CartModel.updateOne(filter, { $set: { 'items.$.quantity': quantity, ...seen }, $inc: { revision: 1 } });
      if (result.matchedCount === 0) throw missing();
    },

    /**
     * Records the prices a checkout quote showed as seen (docs/product/menu.md#prices-change-honestly),
     * in one write; the lines' revision stays, as nothing that is charged changed.
     */
    async markPricesSeen(userId: string, shown: readonly UnitPriceShown[]): Promise<void> {
      if (shown.length === 0) return;
      await CartModel.updateOne(
        { userId },
        { $set: Object.fromEntries(shown.map((line) => [`seenUnitPrices.${line.mergeKey}`, line.unitPrice])) },
      );
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
