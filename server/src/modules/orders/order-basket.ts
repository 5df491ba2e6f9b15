import {
  type Address,
  closedMessage,
  MINIMUM_ORDER_MESSAGE,
  moneyParam,
  pausedMessage,
  ORDER_MESSAGES,
  type OrderType,
  type RestaurantSettings,
  type RestaurantStatus,
  serviceClosedMessage,
  unavailableItemMessage,
  openingWhen,
} from '@pizza/shared';

import { AppError, badRequest, conflict, msg, outsideZone } from '../../lib/errors';
import type { AddressService } from '../addresses';
import { type CartService, type PricedCart, type PricedLine, unavailableName } from '../cart';
import { type RestaurantRecord, type RestaurantService, settingsOf } from '../restaurant';
import { driveMinutesTo } from './order-estimate';
import { type PriceBreakdown, priceOrder } from './order-pricing';
import { assertSlotOffered, type OfferedSlot } from './order-slots';

/** Everything an order is made of at one instant: the priced cart, its fees and (delivery) the address. */
export interface Basket {
  lines: PricedLine[];
  breakdown: PriceBreakdown;
  address?: Address;
  /** The cart revision the lines were read at: placing empties the cart only if it is still this one. */
  cartRevision: number;
  /** The restaurant's settings in the same read (placing fixes the escalation deadlines from them). */
  settings: RestaurantSettings;
  /** Delivery: the driving minutes of the address's distance band (the customer's estimate adds the kitchen's). */
  driveMinutes?: number;
  /** Lines re-priced since the customer last saw them (docs/product/menu.md#prices-change-honestly). */
  priceChanges: PricedCart['priceChanges'];
  /** The lines' current unit prices not yet recorded as seen: showing this basket records them. */
  unseen: PricedCart['unseen'];
  /** Ordered for later: the slot as found offered (when it goes to the kitchen, how many it takes). */
  slot?: OfferedSlot;
}

/** When the basket is for: as soon as possible (no slot), or a slot of ordering for later. */
export interface BasketTiming {
  scheduledFor?: Date;
  /** Placing: a slot without a place left is refused too (the quote does not count places). */
  full?: boolean;
}

export interface BasketDeps {
  restaurant: Pick<RestaurantService, 'profile' | 'zoneCheck' | 'statusOf'>;
  cart: Pick<CartService, 'priceFor'>;
  addresses: Pick<AddressService, 'selected'>;
}

/** Closed, for this order type: the whole shop, or only this service; the message names the next opening. */
function restaurantClosed(status: RestaurantStatus, orderType: OrderType, at: Date): AppError {
  // The shared sentences with a `{when}` placeholder, filled in the reader's language ("today at 18:00" / "ma 18:00-kor").
  const closed = (sentence: (when?: string) => string, iso: string | undefined) => {
    if (!iso) return new AppError(409, 'RESTAURANT_CLOSED', sentence());
    const when = { en: openingWhen(new Date(iso), at, 'en'), hu: openingWhen(new Date(iso), at, 'hu') };
    return new AppError(409, 'RESTAURANT_CLOSED', msg(sentence('{when}'), { when }));
  };
  if (status.reason === 'paused') return closed((when) => pausedMessage(when!), status.pausedUntil);
  if (!status.isOpen) return closed(closedMessage, status.nextOpening);
  return closed((when) => serviceClosedMessage(orderType, when), status.services[orderType].nextOpening);
}

/** The service is open at `at` by this record of the restaurant; else RESTAURANT_CLOSED naming the next opening. */
export function assertOpen(deps: Pick<BasketDeps, 'restaurant'>, profile: RestaurantRecord, orderType: OrderType, at: Date): void {
  const status = deps.restaurant.statusOf(profile, at);
  if (!status.services[orderType].isOpen) throw restaurantClosed(status, orderType, at);
}

/** Delivery needs a selected address inside the zone; the zone is checked again at every quote. */
export async function deliveryAddress(deps: Pick<BasketDeps, 'addresses' | 'restaurant'>, userId: string): Promise<Address> {
  const address = await deps.addresses.selected(userId);
  if (!address) throw badRequest(ORDER_MESSAGES.noSelectedAddress);
  const zone = await deps.restaurant.zoneCheck(address);
  if (!zone.inZone) throw outsideZone(zone.radiusM);
  return address;
}

/**
 * The rules of checkout and of placement, in the order a customer should hear them: the shop is
 * open, the cart has items, every item can still be made, the minimum is reached, and a delivery
 * goes to a selected address inside the zone. Prices come from the current menu. For a slot of
 * ordering for later, "open now" gives way to "this slot is offered now", checked last: a
 * delivery's lead time needs the address's drive (docs/product/scheduled-orders.md#checkout).
 */
export async function prepareBasket(
  deps: BasketDeps,
  userId: string,
  orderType: OrderType,
  at: Date,
  timing: BasketTiming = {},
): Promise<Basket> {
  const profile = await deps.restaurant.profile();
  if (!timing.scheduledFor) assertOpen(deps, profile, orderType, at);
  const cart = await deps.cart.priceFor(userId, at);
  const lines = cart?.cartItems ?? [];
  if (lines.length === 0) throw badRequest(ORDER_MESSAGES.emptyCart);
  // Sold out or no longer listed (the item or one of its add-ons): named, until the line is removed.
  const unavailable = lines.find((line) => !line.available);
  if (unavailable) throw conflict(msg(unavailableItemMessage('{item}'), { item: unavailableName(unavailable) }));
  const breakdown = priceOrder(lines, orderType, at, profile);
  if (breakdown.totalCartAmount < profile.minimumOrder) {
    throw badRequest(msg(MINIMUM_ORDER_MESSAGE, { amount: moneyParam(profile.minimumOrder) }));
  }
  const address = orderType === 'DELIVERY' ? await deliveryAddress(deps, userId) : undefined;
  const settings = settingsOf(profile);
  const delivery = address ? { address, driveMinutes: driveMinutesTo(profile, settings.deliveryBands, address) } : {};
  const slot = timing.scheduledFor
    ? await assertSlotOffered(
        deps.restaurant,
        { profile, orderType, at: timing.scheduledFor, now: at, driveMinutes: delivery.driveMinutes },
        { full: timing.full },
      )
    : undefined;
  return {
    lines,
    breakdown,
    cartRevision: cart?.revision ?? 0,
    settings,
    ...delivery,
    priceChanges: cart?.priceChanges ?? [],
    unseen: cart?.unseen ?? [],
    ...(slot ? { slot } : {}),
  };
}
