import { randomUUID } from 'node:crypto';

import { budapestDay, type CheckoutQuote, type Order, ORDER_MESSAGES, type OrderType, type PlaceOrderRequest } from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import { createCounterTurns } from '../../db/counter-turns';
import { nextSequence } from '../../db/counters';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../auth';
import type { CartService } from '../cart';
import type { OrderEventLog } from '../events';
import { type Basket, type BasketDeps, prepareBasket } from './order-basket';
import { OrderModel } from './orders.model';
import { type PriceBreakdown, sameBreakdown } from './orders.pricing';
import { createStaffOrderFunctions } from './orders.staff';
import { type StoredOrder, toOrderDto, toOrderSummary, toQuote } from './orders.view';

/** A draft nobody touched for this long is removed by its TTL index; every checkout starts the clock again. */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Test seams: points where a test holds a request to interleave another one with it. */
export interface OrderTestHooks {
  /** In a placement, once the cart has been read and priced, before the transaction writes. */
  placementPriced?: () => Promise<void>;
}

export interface OrdersServiceDeps extends BasketDeps {
  cart: Pick<CartService, 'priceFor' | 'emptyAt'>;
  events: Pick<OrderEventLog, 'append' | 'committed'>;
  clock: Clock;
  hooks?: OrderTestHooks;
}

/** The customer a placed order names: snapshotted, so renaming the account never rewrites history. */
const customerOf = (user: AuthUser) => ({ name: user.name, phone: user.phone ?? '' });

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

const isDuplicateKey = (err: unknown) => (err as { code?: unknown }).code === 11000;

/**
 * Every order change goes through here. Each one that other people must learn about is written in
 * ONE transaction with its event (appended through the injected event log), and `committed()` is
 * called only after the commit, so the live channel never sees an event whose change was undone.
 *
 * Transactions are short: reading, pricing and validating happen before, concurrently; the
 * transaction only makes conditional writes on what was read, then takes the shared counters (the
 * day's order number, the event seq) and appends the event. Those transactions run in this
 * instance's turn (see counter-turns.ts): overlapping, they would collide on the counters.
 */
export function createOrdersService(deps: OrdersServiceDeps) {
  const { events, clock } = deps;
  const inTurn = createCounterTurns();
  const commit = <T>(work: (session: ClientSession) => Promise<T>) => inTurn(() => inTransaction(work));

  /** Creates or refreshes the customer's single PENDING draft with a price quote. */
  async function checkout(user: AuthUser, orderType: OrderType): Promise<CheckoutQuote> {
    const now = clock.now();
    const { breakdown } = await prepareBasket(deps, user.id, orderType, now);
    const update = {
      $set: { orderType, ...breakdown, customer: customerOf(user), draftExpiresAt: new Date(now.getTime() + DRAFT_LIFETIME_MS) },
      $setOnInsert: { orderId: randomUUID(), items: [], statusHistory: [] },
    };
    // Two tabs checking out at once: the unique draft index lets one insert, the other then updates it.
    for (let attempt = 0; ; attempt += 1) {
      try {
        const draft = await OrderModel.findOneAndUpdate({ userId: user.id, status: 'PENDING' }, update, {
          upsert: true,
          returnDocument: 'after',
          lean: true,
        });
        return toQuote(draft!);
      } catch (err) {
        if (!isDuplicateKey(err) || attempt >= 2) throw err;
      }
    }
  }

  /**
   * Inside the transaction, only writes: the cart is emptied if it is still the one priced, then
   * the draft, if it is still a draft, becomes the placed order with the day's number, and
   * order-created is appended.
   */
  async function placeInTransaction(
    user: AuthUser,
    request: PlaceOrderRequest,
    draft: StoredOrder,
    basket: Basket,
    now: Date,
    session: ClientSession,
  ) {
    if (!(await deps.cart.emptyAt(user.id, basket.cartRevision, session))) throw new StaleRead();
    // The day's number, the placed order and its event (a miss rolls the number back with the rest).
    const day = budapestDay(now);
    const orderSequence = await nextSequence(`order-seq:${day}`, session);
    const order = await OrderModel.findOneAndUpdate(
      { _id: draft._id, status: 'PENDING' },
      { $set: { ...placedFields(user, request, basket, now), orderSequence, sequenceDay: day }, $unset: { draftExpiresAt: 1 } },
      { session, returnDocument: 'after' },
    ).lean<StoredOrder>();
    if (!order) throw new StaleRead();
    const created = await events.append(session, { type: 'order-created', order: toOrderSummary(order), userId: user.id });
    return { order, created };
  }

  /** Nothing is placed: the draft takes the new price, and the customer sees it (placing again then succeeds). */
  async function quoteChanged(user: AuthUser, request: PlaceOrderRequest, breakdown: PriceBreakdown): Promise<AppError> {
    const refreshed = await OrderModel.findOneAndUpdate(
      { orderId: request.orderId, userId: user.id, status: 'PENDING' },
      { $set: { orderType: request.orderType, ...breakdown } },
      { returnDocument: 'after', lean: true },
    );
    if (!refreshed) return notFound(ORDER_MESSAGES.notFound);
    return new AppError(409, 'QUOTE_CHANGED', ORDER_MESSAGES.quoteChanged, toQuote(refreshed));
  }

  /**
   * Places the draft exactly once: priced again against the current cart and menu, numbered for
   * the day, snapshotted, the cart emptied and `order-created` appended, all in one transaction.
   * Placed already (a double click, a retry after a timeout): the same order, nothing written.
   */
  async function placeOrder(user: AuthUser, request: PlaceOrderRequest): Promise<Order> {
    for (let attempt = 1; ; attempt += 1) {
      const draft = await OrderModel.findOne({ orderId: request.orderId, userId: user.id }).lean<StoredOrder>();
      if (!draft) throw notFound(ORDER_MESSAGES.notFound);
      if (draft.status !== 'PENDING') return toOrderDto(draft);
      const now = clock.now();
      const basket = await prepareBasket(deps, user.id, request.orderType, now);
      await deps.hooks?.placementPriced?.();
      if (request.orderType !== draft.orderType || !sameBreakdown(basket.breakdown, draft))
        throw await quoteChanged(user, request, basket.breakdown);
      try {
        const { order, created } = await commit((session) => placeInTransaction(user, request, draft, basket, now, session));
        events.committed([created]);
        return toOrderDto(order);
      } catch (err) {
        if (!(err instanceof StaleRead)) throw err;
        if (attempt >= MAX_PLACEMENT_ATTEMPTS) throw conflict(ORDER_MESSAGES.cartChangedMeanwhile);
      }
    }
  }

  /** The customer's placed orders, newest first; only their own (the original let anyone read anyone's). */
  async function history(user: AuthUser, email: string): Promise<Order[]> {
    if (email.toLowerCase() !== user.email.toLowerCase()) throw forbidden(ORDER_MESSAGES.ownOrdersOnly);
    const orders = await OrderModel.find({ userId: user.id, status: { $ne: 'PENDING' } })
      .sort({ placedAt: -1, _id: -1 })
      .lean<StoredOrder[]>();
    return orders.map(toOrderDto);
  }

  /** One placed order for its customer or for staff; anyone else (and a draft) is "not found". */
  async function findForViewer(viewer: AuthUser, orderId: string): Promise<Order> {
    const owner = viewer.role === 'ADMIN' ? {} : { userId: viewer.id };
    const order = await OrderModel.findOne({ orderId, status: { $ne: 'PENDING' }, ...owner }).lean<StoredOrder>();
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    return toOrderDto(order);
  }

  return { checkout, placeOrder, history, findForViewer, ...createStaffOrderFunctions({ events, clock, commit }) };
}

/** The snapshot of a placement: lines, money, address and customer as they are now. */
function placedFields(user: AuthUser, request: PlaceOrderRequest, basket: Basket, now: Date) {
  const { selected: _selected, ...address } = basket.address ?? { selected: false };
  return {
    status: 'PLACED',
    orderType: request.orderType,
    paymentMethod: request.paymentMethod,
    placedAt: now,
    ...basket.breakdown,
    customer: customerOf(user),
    items: basket.lines.map((line) => ({
      menuItemId: line.menuItem.id,
      name: line.menuItem.name,
      size: line.menuItem.size,
      category: line.menuItem.category,
      quantity: line.quantity,
      pricePerItem: line.totalPrice / line.quantity,
      extras: line.extras.map((extra) => ({
        extraId: extra.id,
        name: extra.name,
        price: extra.price,
        ...(extra.translations ? { translations: extra.translations } : {}),
      })),
      ...(line.instructions ? { instructions: line.instructions } : {}),
      ...(line.menuItem.translations ? { translations: line.menuItem.translations } : {}),
    })),
    ...(basket.address ? { address } : {}),
    ...(request.orderType === 'DELIVERY' ? { leaveAtDoor: request.leaveAtDoor ?? false } : {}),
    statusHistory: [{ status: 'PLACED', at: now, by: user.id }],
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
