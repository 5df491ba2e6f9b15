import { CANCEL_REASON_WORDS, readCancelReason } from './cancel-reasons';
import type { OrderSummary, OrderSummaryWithoutCustomer } from './order-events';
import { isOrderEvent, type ShopEvent } from './shop-event';
import type { IntegrationScope } from './staff-access';

/*
 * What an integrator key (or a webhook endpoint) may read decides the shape of every event it is
 * given (docs/integrators/keys.md). This is the ONE redaction: the socket (live and replay), the
 * pull API, the CloudEvents form and webhooks all pass each event through eventForScopes before it
 * leaves the shop (a webhook's body is signed after it).
 */

/** What people (staff, the order's own customer) read: everything their audience lets them see. */
export const FULL_READ_SCOPES: readonly IntegrationScope[] = ['events', 'orders'];

/** Keys and webhook endpoints made before scopes existed read what they always read: events with full orders. */
export const LEGACY_SCOPES: readonly IntegrationScope[] = ['events', 'orders'];

/** Whether these scopes allow the event stream at all (socket, pull API, webhooks). */
export const readsEvents = (scopes: readonly IntegrationScope[]): boolean => scopes.includes('events');

/** The summary without the customer: no name, no billing details, and only the fixed words of a cancel reason. */
export function summaryWithoutCustomer(summary: OrderSummary | OrderSummaryWithoutCustomer): OrderSummaryWithoutCustomer {
  const { cancelReason, ...rest } = summary;
  const withoutName: OrderSummaryWithoutCustomer & Partial<Pick<OrderSummary, 'customerName' | 'invoice'>> = { ...rest };
  delete withoutName.customerName;
  delete withoutName.invoice;
  const reason = cancelReason === undefined ? undefined : readCancelReason(cancelReason).reason;
  return reason ? { ...withoutName, cancelReason: CANCEL_REASON_WORDS[reason] } : withoutName;
}

/** The event as a reader with these scopes may have it: an order's event without its customer unless 'orders' is among them. */
export function eventForScopes(event: ShopEvent, scopes: readonly IntegrationScope[]): ShopEvent {
  if (scopes.includes('orders') || !isOrderEvent(event)) return event;
  return { ...event, order: summaryWithoutCustomer(event.order) };
}
