import {
  budapestDay,
  type EscalationSettings,
  escalationDeadlines,
  type Order,
  ORDER_MESSAGES,
  type PlaceOrderRequest,
} from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import type { Clock } from '../../lib/clock';
import { AppError, conflict, msg, notFound } from '../../lib/errors';
import { type EventLog, takeNumber, updateAtCommit } from '../../platform';
import type { AuthUser } from '../auth';
import { type CartService, priceChangeSentences } from '../cart';
import { assertOpen, type Basket, type BasketDeps, prepareBasket } from './order-basket';
import { breakdownUpdate, sameBreakdown } from './order-pricing';
import { pricePromo } from './order-promo-pricing';
import type { OrderPromos } from './order-promos';
import { assertSlotOffered, ensureSlotBooking, takeSlotPlace } from './order-slots';
import { type StoredOrder, toOrderDto, toOrderSummary, toQuote } from './order-view';
import { OrderModel } from './orders.model';
import { placedFields, withoutFields } from './placed-fields';
import { notePriceChanges, withPriceChanges } from './price-change-notes';

/** QUOTE_CHANGED after a price change: the change's sentences (`{changes}`), then the quoteChanged sentence. */
const PRICES_CHANGED_MESSAGE =
  '{changes} The prices in your order changed since you checked out. Please review the new total and place the order again.';

/** Test seams: points where a test holds a placement to interleave another request with it. */
export interface OrderTestHooks {
  /** Once the draft has been read (and found PENDING). */
  draftRead?: () => Promise<void>;
  /** Once the cart has been read and priced, before the transaction writes. */
  placementPriced?: () => Promise<void>;
}

export interface PlacementDeps extends BasketDeps {
  cart: Pick<CartService, 'priceFor' | 'emptyAt' | 'markPricesSeen'>;
  events: Pick<EventLog, 'transaction' | 'append'>;
  clock: Clock;
  promos: Pick<OrderPromos, 'price' | 'redeem'>;
  hooks?: OrderTestHooks;
}

/**
 * What placement read outside its transaction changed before the transaction wrote (the cart in
 * another tab, the same draft placed by a double click): read and price again.
 */
class StaleRead extends Error {
  constructor() {
    super('read again');
  }
}

/** Reading and pricing again after a StaleRead; more in a row means another tab keeps changing the cart. */
const MAX_PLACEMENT_ATTEMPTS = 3;

/**
 * Placing a draft: reading, pricing and validating happen before the transaction, concurrently with
 * other requests; the transaction only writes, each write conditional on what was read, then takes
 * the day's number and appends order-created.
 */
export function createPlaceOrder(deps: PlacementDeps) {
  const { events, clock } = deps;

  /** Inside the transaction: the cart is emptied if it is still the one priced, then the draft becomes the order. */
  async function placeInTransaction(
    user: AuthUser,
    request: PlaceOrderRequest,
    draft: StoredOrder,
    basket: Basket,
    now: Date,
    escalation: EscalationSettings,
    session: ClientSession,
  ) {
    await deps.cart.emptyAt(user.id, basket.cartRevision, session, () => new StaleRead());
    const profile = await deps.restaurant.profile(session);
    const scheduledFor = request.scheduledFor ? new Date(request.scheduledFor) : undefined;
    // Open again as of this transaction: a pause or a closing committed since the basket was read
    // refuses the order, as it refuses a retry of it meanwhile (both writers take the log's counter,
    // so one of them sees the other). Else a retry could be told 'closed' and the order placed after all.
    // An order for later asks the same of its slot, then takes one of its places or none.
    let schedule: { scheduledFor: Date; releaseAt: Date } | undefined;
    if (scheduledFor) {
      const slotRequest = { profile, orderType: request.orderType, at: scheduledFor, now, driveMinutes: basket.driveMinutes };
      const slot = await assertSlotOffered(deps.restaurant, slotRequest, { session });
      await takeSlotPlace(deps.restaurant, slotRequest, slot.capacity, session);
      schedule = { scheduledFor, releaseAt: slot.releaseAt };
    } else {
      assertOpen(deps, profile, request.orderType, now);
    }
    // The day's number, the placed order and its event (a miss rolls the number back with the rest).
    const day = budapestDay(now);
    const orderSequence = await takeNumber(session, `order-seq:${day}`);
    // An order for later has no escalation until its release: the scheduler sets it then.
    const timing = schedule ?? { escalation: escalationOf(now, escalation) };
    // The draft becomes the order with the batch's commit (updateAtCommit): placing sets every field
    // the order shows, so the order is the draft with them, as the update will write it.
    const placed = { ...placedFields(user, request, basket, now), ...timing, orderSequence, sequenceDay: day };
    const unset = { draftExpiresAt: 1, priceChanges: 1, ...breakdownUpdate(basket.breakdown).$unset };
    await updateAtCommit(
      session,
      OrderModel,
      { _id: draft._id, status: 'PENDING' },
      { $set: placed, $unset: unset },
      () => new StaleRead(),
    );
    const order = withoutFields({ ...draft, ...placed, updatedAt: now }, Object.keys(unset)) as StoredOrder;
    // The code's use, in this transaction: the last one goes to one order only, a miss places nothing
    // (docs/product/promo-codes.md#uses-are-exact).
    const { promo } = basket.breakdown;
    if (promo) await deps.promos.redeem(session, { promoId: promo.promoId, code: promo.code, userId: user.id, orderId: order.orderId });
    events.append(session, { type: schedule ? 'order-scheduled' : 'order-created', order: toOrderSummary(order), userId: user.id });
    return order;
  }

  /**
   * Nothing is placed: the draft takes the new price, and the customer sees it, one sentence per
   * re-priced line before the usual one (docs/product/menu.md#prices-change-honestly); the answer is
   * a new quote, so its prices count as seen and placing again then succeeds.
   */
  async function quoteChanged(user: AuthUser, request: PlaceOrderRequest, draft: StoredOrder, basket: Basket): Promise<AppError> {
    const { breakdown, driveMinutes } = basket;
    const priceChanges = notePriceChanges(draft, basket);
    const money = breakdownUpdate(breakdown);
    const refreshed = await OrderModel.findOneAndUpdate(
      { orderId: request.orderId, userId: user.id, status: 'PENDING' },
      {
        $set: { orderType: request.orderType, ...money.$set, priceChanges },
        ...(Object.keys(money.$unset).length > 0 ? { $unset: money.$unset } : {}),
      },
      { returnDocument: 'after', lean: true },
    );
    if (!refreshed) return notFound(ORDER_MESSAGES.notFound);
    await deps.cart.markPricesSeen(user.id, basket.unseen);
    const quote = { ...toQuote(refreshed, driveMinutes), ...withPriceChanges(priceChanges) };
    const message =
      priceChanges.length > 0 ? msg(PRICES_CHANGED_MESSAGE, { changes: priceChangeSentences(priceChanges) }) : ORDER_MESSAGES.quoteChanged;
    return new AppError(409, 'QUOTE_CHANGED', message, quote);
  }

  /**
   * What placement learnt before its transaction (the cart, the prices) can be overtaken by a
   * placement of this very draft committing meanwhile (a retry after a timeout whose first try went
   * through): then the answer is that order, not the error the stale read led to.
   */
  async function unlessPlacedMeanwhile(user: AuthUser, request: PlaceOrderRequest, err: unknown): Promise<Order> {
    const placed = await OrderModel.findOne({ orderId: request.orderId, userId: user.id, status: { $ne: 'PENDING' } }).lean<StoredOrder>();
    if (placed) return toOrderDto(placed);
    throw err;
  }

  /** One try: price, compare with the quote the customer saw, then the transaction. */
  async function placeDraft(user: AuthUser, request: PlaceOrderRequest, draft: StoredOrder, ip?: string): Promise<Order> {
    const now = clock.now();
    const scheduledFor = request.scheduledFor ? new Date(request.scheduledFor) : undefined;
    let basket: Basket;
    try {
      basket = await prepareBasket(deps, user.id, request.orderType, now, { scheduledFor, full: true });
      // The code is judged again now (an order for later too: its slot does not matter), before the transaction.
      if (request.promoCode) {
        const breakdown = await pricePromo(deps.promos, user, basket, request.orderType, {
          code: request.promoCode,
          now,
          placing: true,
          ...(ip ? { ip } : {}),
        });
        basket = { ...basket, breakdown };
      }
    } catch (err) {
      return unlessPlacedMeanwhile(user, request, err);
    }
    if (scheduledFor) await ensureSlotBooking(request.orderType, scheduledFor);
    await deps.hooks?.placementPriced?.();
    // A line re-priced since the quote refuses too, even when the total came out the same.
    if (request.orderType !== draft.orderType || !sameBreakdown(basket.breakdown, draft) || basket.priceChanges.length > 0)
      return unlessPlacedMeanwhile(user, request, await quoteChanged(user, request, draft, basket));
    const order = await events.transaction((session) =>
      placeInTransaction(user, request, draft, basket, now, basket.settings.escalation, session),
    );
    return toOrderDto(order);
  }

  /**
   * Places the draft exactly once: priced again against the current cart and menu, numbered for
   * the day, snapshotted, the cart emptied and `order-created` appended, all in one transaction.
   * Placed already (a double click, a retry after a timeout): the same order, nothing written.
   */
  return async function placeOrder(user: AuthUser, request: PlaceOrderRequest, ip?: string): Promise<Order> {
    for (let attempt = 1; ; attempt += 1) {
      const draft = await OrderModel.findOne({ orderId: request.orderId, userId: user.id }).lean<StoredOrder>();
      if (!draft) throw notFound(ORDER_MESSAGES.notFound);
      if (draft.status !== 'PENDING') return toOrderDto(draft);
      await deps.hooks?.draftRead?.();
      try {
        return await placeDraft(user, request, draft, ip);
      } catch (err) {
        if (!(err instanceof StaleRead)) throw err;
        if (attempt >= MAX_PLACEMENT_ATTEMPTS) throw conflict(ORDER_MESSAGES.cartChangedMeanwhile);
      }
    }
  };
}

/** The escalation deadlines of an order placed (or a scheduled one released) at `now`; the scheduler acts first at ringLouderAt. */
export function escalationOf(now: Date, settings: EscalationSettings) {
  const deadlines = escalationDeadlines(now, settings);
  return { ...deadlines, nextAt: deadlines.ringLouderAt };
}
