import { randomUUID } from 'node:crypto';

import { type CheckoutQuote, type Order, ORDER_MESSAGES, type OrderType } from '@pizza/shared';

import type { Clock } from '../../lib/clock';
import { forbidden, notFound } from '../../lib/errors';
import type { EventLog } from '../../platform';
import type { AuthUser } from '../auth';
import type { CartService } from '../cart';
import { type BasketDeps, prepareBasket } from './order-basket';
import { createEscalationFunctions } from './orders.escalation';
import { createEtaFunctions } from './orders.eta';
import { OrderModel } from './orders.model';
import { createPlacement, customerOf, type OrderTestHooks } from './orders.placement';
import { createStaffOrderFunctions } from './orders.staff';
import { type StoredOrder, toOrderDto, toQuote } from './orders.view';

/** A draft nobody touched for this long is removed by its TTL index; every checkout starts the clock again. */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface OrdersServiceDeps extends BasketDeps {
  cart: Pick<CartService, 'priceFor' | 'emptyAt'>;
  events: Pick<EventLog, 'transaction' | 'append'>;
  clock: Clock;
  hooks?: OrderTestHooks;
}

const isDuplicateKey = (err: unknown) => (err as { code?: unknown }).code === 11000;

/**
 * Every order change goes through here. Each one that other people must learn about is written in
 * ONE transaction with its event (the event log's `transaction`), and the live channel hears of it
 * only after the commit, so it never sees an event whose change was undone.
 *
 * Transactions are short: reading, pricing and validating happen before, concurrently; the
 * transaction only makes conditional writes on what was read, then takes the day's order number
 * and appends the event. They are units of this instance's batches (batched-transactions.ts):
 * overlapping one by one, they would collide on the shared counters.
 */
export function createOrdersService(deps: OrdersServiceDeps) {
  const { events, clock } = deps;
  const placeOrder = createPlacement(deps);

  /** Creates or refreshes the customer's single PENDING draft with a price quote. */
  async function checkout(user: AuthUser, orderType: OrderType): Promise<CheckoutQuote> {
    const now = clock.now();
    const { breakdown, driveMinutes } = await prepareBasket(deps, user.id, orderType, now);
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
        return toQuote(draft!, driveMinutes);
      } catch (err) {
        if (!isDuplicateKey(err) || attempt >= 2) throw err;
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

  /** One placed order for an integrator key (it already sees every order's events); a draft is "not found". */
  async function findForIntegrator(orderId: string): Promise<Order> {
    const order = await OrderModel.findOne({ orderId, status: { $ne: 'PENDING' } }).lean<StoredOrder>();
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    return toOrderDto(order);
  }

  const eta = createEtaFunctions({ events, clock, restaurant: deps.restaurant });
  return {
    checkout,
    placeOrder,
    history,
    findForViewer,
    findForIntegrator,
    pushEta: eta.pushEta,
    ...createStaffOrderFunctions({ events, clock, eta }),
    ...createEscalationFunctions({ events }),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
