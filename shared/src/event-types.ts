/*
 * The live order channel of docs/integrators/live-channel.md (orders' events and the shop-wide ones). Every event carries the global, gap-free `seq` of the
 * durable log: clients keep the highest seq seen, drop anything not above it, and send it back as
 * `lastSeq` when they reconnect so the server replays what they missed.
 */

/**
 * Every type of event the log carries. The order events (ORDER_EVENT_TYPES) have the order
 * envelope (`orderId` + `order`); the shop-wide ones carry what changed in the shop instead.
 */
export const EVENT_TYPES = [
  'order-created',
  'order-scheduled',
  'order-released',
  'status-changed',
  'eta-changed',
  'order-escalated',
  'restaurant-status-changed',
  'menu-availability-changed',
  'menu-changed',
  'settings-changed',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The types whose envelope names an order (`orderId`, `order`) and its customer. */
export const ORDER_EVENT_TYPES = [
  'order-created',
  'order-scheduled',
  'order-released',
  'status-changed',
  'eta-changed',
  'order-escalated',
] as const satisfies readonly EventType[];
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** The shop-wide types: no order, no customer. */
export type ShopWideEventType = Exclude<EventType, OrderEventType>;

export type EventVisibility = 'staff' | 'owner' | 'public';

/**
 * Who sees an event of each type in the log (the one rule; the server applies it to sockets, replay
 * and the pull API): staff and integrators see every event; 'owner' events also reach the customer
 * whose order it is; 'public' ones every customer (a shop-wide change such as opening hours). A new
 * event type is added here and to the envelope union (shop-event.ts).
 */
export const EVENT_VISIBILITY = {
  'order-created': 'staff',
  'order-scheduled': 'staff',
  'order-released': 'owner',
  'status-changed': 'owner',
  'eta-changed': 'owner',
  'order-escalated': 'owner',
  'restaurant-status-changed': 'public',
  'menu-availability-changed': 'public',
  'menu-changed': 'public',
  'settings-changed': 'staff',
} as const satisfies Record<EventType, EventVisibility>;
