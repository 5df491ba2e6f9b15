import { randomUUID } from 'node:crypto';

import { budapestDay, type CheckoutQuote, type Order, ORDER_MESSAGES, type OrderType, type PlaceOrderRequest } from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import { nextSequence } from '../../db/counters';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { createSerialQueue } from '../../lib/serial-queue';
import type { AuthUser } from '../auth';
import type { CartService } from '../cart';
import type { LoggedEvent, OrderEventLog } from '../events';
import { type Basket, type BasketDeps, prepareBasket } from './order-basket';
import { OrderModel } from './orders.model';
import { type PriceBreakdown, sameBreakdown } from './orders.pricing';
import { createStaffOrderFunctions } from './orders.staff';
import { type StoredOrder, toOrderDto, toOrderSummary, toQuote } from './orders.view';

/** A draft nobody touched for this long is removed by its TTL index; every checkout starts the clock again. */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface OrdersServiceDeps extends BasketDeps {
  cart: Pick<CartService, 'priceFor' | 'empty'>;
  events: Pick<OrderEventLog, 'append' | 'committed'>;
  clock: Clock;
}

/** The customer a placed order names: snapshotted, so renaming the account never rewrites history. */
const customerOf = (user: AuthUser) => ({ name: user.name, phone: user.phone ?? '' });

/** Thrown inside the placement transaction when the new price differs from the quote the customer saw. */
class QuoteChanged extends Error {
  constructor(
    readonly orderType: OrderType,
    readonly breakdown: PriceBreakdown,
  ) {
    super('quote changed');
  }
}

const isDuplicateKey = (err: unknown) => (err as { code?: unknown }).code === 11000;

/**
 * Every order change goes through here. Each one that other people must learn about is written in
 * ONE transaction with its event (appended through the injected event log), and `committed()` is
 * called only after the commit, so the live channel never sees an event whose change was undone.
 */
export function createOrdersService(deps: OrdersServiceDeps) {
  const { events, clock } = deps;
  const inOrder = createSerialQueue();
  const commit = <T>(work: (session: ClientSession) => Promise<T>) => inOrder(() => inTransaction(work));

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

  /** Inside the transaction: the draft becomes a placed order, the cart empties and order-created is logged. */
  async function placeInTransaction(
    user: AuthUser,
    request: PlaceOrderRequest,
    session: ClientSession,
  ): Promise<{ order: StoredOrder; created?: LoggedEvent }> {
    const draft = await OrderModel.findOne({ orderId: request.orderId, userId: user.id }, null, { session }).lean<StoredOrder>();
    if (!draft) throw notFound(ORDER_MESSAGES.notFound);
    // Placed already (a double click, a retry after a timeout): the same order, nothing written.
    if (draft.status !== 'PENDING') return { order: draft };
    const now = clock.now();
    const basket = await prepareBasket(deps, user.id, request.orderType, now, session);
    if (request.orderType !== draft.orderType || !sameBreakdown(basket.breakdown, draft))
      throw new QuoteChanged(request.orderType, basket.breakdown);
    const day = budapestDay(now);
    const orderSequence = await nextSequence(`order-seq:${day}`, session);
    const placed = await OrderModel.findOneAndUpdate(
      { _id: draft._id, status: 'PENDING' },
      { $set: placedFields(user, request, basket, now, day, orderSequence), $unset: { draftExpiresAt: 1 } },
      { session, returnDocument: 'after' },
    ).lean<StoredOrder>();
    if (!placed) throw conflict('This order is being placed already; please wait a moment.');
    await deps.cart.empty(user.id, session);
    const created = await events.append(session, { type: 'order-created', order: toOrderSummary(placed), userId: user.id });
    return { order: placed, created };
  }

  /**
   * Places the draft exactly once: priced again against the current cart and menu, numbered for
   * the day, snapshotted, the cart emptied and `order-created` appended, all in one transaction.
   */
  async function placeOrder(user: AuthUser, request: PlaceOrderRequest): Promise<Order> {
    try {
      const { order, created } = await commit((session) => placeInTransaction(user, request, session));
      if (created) events.committed([created]);
      return toOrderDto(order);
    } catch (err) {
      if (!(err instanceof QuoteChanged)) throw err;
      // Nothing was placed; the draft now carries the new quote, so placing again (after the customer saw it) succeeds.
      const refreshed = await OrderModel.findOneAndUpdate(
        { orderId: request.orderId, userId: user.id, status: 'PENDING' },
        { $set: { orderType: err.orderType, ...err.breakdown } },
        { returnDocument: 'after', lean: true },
      );
      if (!refreshed) throw notFound(ORDER_MESSAGES.notFound);
      throw new AppError(409, 'QUOTE_CHANGED', ORDER_MESSAGES.quoteChanged, toQuote(refreshed));
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
function placedFields(user: AuthUser, request: PlaceOrderRequest, basket: Basket, now: Date, day: string, orderSequence: number) {
  const { selected: _selected, ...address } = basket.address ?? { selected: false };
  return {
    status: 'PLACED',
    orderType: request.orderType,
    paymentMethod: request.paymentMethod,
    orderSequence,
    sequenceDay: day,
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
