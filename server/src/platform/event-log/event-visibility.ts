import { EVENT_VISIBILITY, type EventType } from '@pizza/shared';

import type { LoggedEvent } from './event-envelope';

/**
 * Who reads (docs/product/staff-roles.md#the-live-channel):
 * - `all`: integrators, and staff whose role sees every order: every event;
 * - `deliveries`: staff who only see the orders on the road (the courier): the status and estimate
 *   changes of delivery orders (DELIVERY_EVENT_TYPES), and the public shop-wide events; never a new
 *   order, an escalation, a pickup order or the settings;
 * - `customer`: what EVENT_VISIBILITY lets customers see: the status changes of their own orders
 *   (never a new order of someone else, never another customer's order), and shop-wide events.
 */
export type Audience = { kind: 'all' } | { kind: 'deliveries' } | { kind: 'customer'; userId: string };

/** The order events a `deliveries` audience sees, of delivery orders only. */
export const DELIVERY_EVENT_TYPES: readonly EventType[] = ['status-changed', 'eta-changed'];

/** The types an audience of customers sees, by how (shared EVENT_VISIBILITY). */
const typesSeen = (how: 'owner' | 'public') =>
  (Object.keys(EVENT_VISIBILITY) as EventType[]).filter((type) => (EVENT_VISIBILITY as Record<string, string>)[type] === how);

const ofDeliveryOrder = (event: LoggedEvent['event']): boolean =>
  DELIVERY_EVENT_TYPES.includes(event.type) && 'order' in event && event.order.orderType === 'DELIVERY';

export function isVisibleTo({ event, userId }: LoggedEvent, audience: Audience): boolean {
  if (audience.kind === 'all') return true;
  const visibility: string = EVENT_VISIBILITY[event.type];
  if (visibility === 'public') return true;
  if (audience.kind === 'deliveries') return ofDeliveryOrder(event);
  return visibility === 'owner' && userId !== undefined && userId === audience.userId;
}

/**
 * The filter of isVisibleTo, for queries (one indexed query per audience). An order event's row
 * holds the order's summary, with its type, in `payload.order` (every row ever written has it).
 */
export function audienceFilter(audience: Audience): Record<string, unknown> {
  if (audience.kind === 'all') return {};
  const everyone = typesSeen('public');
  const own =
    audience.kind === 'deliveries'
      ? { type: { $in: DELIVERY_EVENT_TYPES }, 'payload.order.orderType': 'DELIVERY' }
      : { userId: audience.userId, type: { $in: typesSeen('owner') } };
  return everyone.length === 0 ? own : { $or: [own, { type: { $in: everyone } }] };
}
