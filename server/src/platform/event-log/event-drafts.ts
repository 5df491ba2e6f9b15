import type {
  EscalationStage,
  EtaChangeActor,
  MenuAvailability,
  MenuChange,
  OrderStatus,
  OrderSummary,
  RestaurantSettings,
  RestaurantStatus,
  StatusChangeActor,
} from '@pizza/shared';

/** What the orders service records about an order; `userId` is the order's customer (who may see its owner events). */
export type OrderEventDraft =
  | { type: 'order-created' | 'order-scheduled' | 'order-released'; order: OrderSummary; userId: string }
  | { type: 'status-changed'; order: OrderSummary; userId: string; previousStatus: OrderStatus; by?: StatusChangeActor }
  | { type: 'eta-changed'; order: OrderSummary; userId: string; by: EtaChangeActor }
  | { type: 'order-escalated'; order: OrderSummary; userId: string; stage: EscalationStage };

/** A change of the whole shop: no order, no customer. */
export type ShopWideEventDraft =
  | { type: 'restaurant-status-changed'; status: RestaurantStatus }
  | { type: 'menu-availability-changed'; item: MenuAvailability }
  | { type: 'menu-changed'; change: MenuChange }
  | { type: 'settings-changed'; settings: RestaurantSettings };

/** What a transaction appends; the log adds seq, eventId and occurredAt. */
export type EventDraft = OrderEventDraft | ShopWideEventDraft;
