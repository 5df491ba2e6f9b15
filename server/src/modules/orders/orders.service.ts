import type {
  CheckoutQuote,
  Order,
  OrderListQuery,
  OrderListTab,
  OrderType,
  PlaceOrderRequest,
  ReorderResult,
  SlotsAnswer,
} from '@pizza/shared';

import type { Clock } from '../../lib/clock';
import type { EventLog } from '../../platform';
import type { AuthUser } from '../auth';
import type { CartService } from '../cart';
import { createChangeStatus, type StaffMove } from './change-status';
import { type CheckoutOptions, createCheckout } from './checkout';
import { createCustomerCancel } from './customer-cancel';
import { createCustomerSlots } from './customer-slots';
import { createEscalation, type EscalationStep } from './escalate';
import type { BasketDeps } from './order-basket';
import { createEstimator } from './order-estimate';
import type { OrderPromos } from './order-promos';
import { active, byTab, findForIntegrator, findForViewer, history } from './order-queries';
import { createPlaceOrder, type OrderTestHooks } from './place-order';
import { createPushEta } from './push-eta';
import { createRelease } from './release-scheduled';
import { createReorder } from './reorder';

export { DRAFT_LIFETIME_MS } from './checkout';

export interface OrdersServiceDeps extends BasketDeps {
  cart: Pick<CartService, 'priceFor' | 'emptyAt' | 'markPricesSeen' | 'addLines'>;
  events: Pick<EventLog, 'transaction' | 'append'>;
  clock: Clock;
  /** Promo codes and loyalty (the promos module, order-promos.ts). */
  promos: OrderPromos;
  hooks?: OrderTestHooks;
}

/** What the orders module does: each command and read, by name (the routers and the scheduler call these). */
export interface OrdersService {
  /** With `scheduledFor`: the quote of an order for later, for that slot; with `promoCode`: priced with that code. */
  checkout(user: AuthUser, orderType: OrderType, options?: CheckoutOptions): Promise<CheckoutQuote>;
  /** `ip`: the request's address (the attempt limit of refused promo codes). */
  placeOrder(user: AuthUser, request: PlaceOrderRequest, ip?: string): Promise<Order>;
  /** The slots of ordering for later the customer may pick now. */
  slots(user: AuthUser, orderType: OrderType): Promise<SlotsAnswer>;
  /** The customer cancels their order for later before its release. */
  cancelByCustomer(user: AuthUser, orderId: string): Promise<Order>;
  /** "Order again": the order's lines into the customer's cart at today's prices. */
  reorder(user: AuthUser, orderId: string): Promise<ReorderResult>;
  changeStatus(staff: AuthUser, orderId: string, move: StaffMove): Promise<void>;
  pushEta(staff: AuthUser, orderId: string, minutes: number): Promise<Order>;
  dueForRelease(now: Date, limit: number): Promise<string[]>;
  releaseOnce(orderId: string, now: Date): Promise<boolean>;
  bringReleaseToNow(orderId: string, now: Date): Promise<boolean>;
  dueForEscalation(now: Date, limit: number): Promise<string[]>;
  escalateOnce(orderId: string, now: Date): Promise<EscalationStep>;
  bringNextDeadlineToNow(orderId: string, now: Date): Promise<boolean>;
  history(user: AuthUser, email: string): Promise<Order[]>;
  /** For its customer, or staff who may read it (a courier: delivery orders on the road, staff-order-scope.ts). */
  findForViewer(viewer: AuthUser, orderId: string): Promise<Order>;
  findForIntegrator(orderId: string): Promise<Order>;
  /** The staff member's board: every active order, or a courier's orders on the road (staff-order-scope.ts). */
  active(staff: AuthUser): Promise<Order[]>;
  byTab(staff: AuthUser, tab: OrderListTab, query: OrderListQuery): Promise<Order[]>;
}

/**
 * Every order change goes through here, one use case per file. Each change that other people must
 * learn about is written in ONE transaction with its event (the event log's `transaction`), and the
 * live channel hears of it only after the commit, so it never sees an event whose change was undone.
 *
 * Transactions are short: reading, pricing and validating happen before, concurrently; the
 * transaction only makes conditional writes on what was read, then takes the day's order number
 * and appends the event. They are units of this instance's batches (batched-transactions.ts):
 * overlapping one by one, they would collide on the shared counters.
 */
export function createOrdersService(deps: OrdersServiceDeps): OrdersService {
  const { events, clock, promos } = deps;
  const escalation = createEscalation({ events, promos });
  const release = createRelease({ events, restaurant: deps.restaurant });
  return {
    // The customer's commands
    /** Creates or refreshes the customer's draft with a price quote (checkout.ts). */
    checkout: createCheckout(deps),
    /** Places the draft exactly once (place-order.ts). */
    placeOrder: createPlaceOrder(deps),
    /** The slots of ordering for later (customer-slots.ts, order-slots.ts). */
    slots: createCustomerSlots(deps),
    /** Cancels an order for later still waiting for its release (customer-cancel.ts). */
    cancelByCustomer: createCustomerCancel({ events, promos, clock }),
    /** Puts a past order's lines into the cart again (reorder.ts). */
    reorder: createReorder({ cart: deps.cart }),

    // Staff's commands
    /** Moves an order along the status machine; accepting sets its estimate (change-status.ts). */
    changeStatus: createChangeStatus({ events, promos, clock, estimator: createEstimator(deps.restaurant) }),
    /** Pushes an accepted order's estimate later (push-eta.ts). */
    pushEta: createPushEta({ events, clock }),

    // The escalation scheduler's commands: releasing orders for later (release-scheduled.ts), then escalating (escalate.ts)
    dueForRelease: release.dueForRelease,
    releaseOnce: release.releaseOnce,
    /** Test mode only: the release time becomes now. */
    bringReleaseToNow: release.bringReleaseToNow,
    dueForEscalation: escalation.dueForEscalation,
    escalateOnce: escalation.escalateOnce,
    /** Test mode only: the next deadline becomes now. */
    bringNextDeadlineToNow: escalation.bringNextDeadlineToNow,

    // Reads (order-queries.ts)
    history,
    findForViewer: (viewer, orderId) => findForViewer(viewer, orderId, clock.now()),
    findForIntegrator,
    active: (staff) => active(staff, clock.now()),
    byTab: (staff, tab, query) => byTab(staff, tab, query, clock.now()),
  };
}
