import type {
  EscalationStage,
  EventType,
  MenuAvailability,
  MenuChange,
  OrderStatus,
  OrderSummary,
  RestaurantSettings,
  RestaurantStatus,
  ShopEvent,
  StatusChangeActor,
} from '@pizza/shared';

import type { OrderEventRecord } from './events.model';

/** An event with the customer it concerns (the envelope itself does not name them); none for a shop-wide event. */
export interface LoggedEvent {
  event: ShopEvent;
  userId?: string;
}

type EventRecord = Pick<OrderEventRecord, 'seq' | 'eventId' | 'occurredAt' | 'orderId' | 'type' | 'payload'>;

export function toEnvelope(record: EventRecord): ShopEvent {
  const log = { seq: record.seq, eventId: record.eventId, occurredAt: record.occurredAt.toISOString() };
  const payload = record.payload as {
    order: OrderSummary;
    previousStatus?: OrderStatus;
    by?: StatusChangeActor;
    stage?: EscalationStage;
    status: RestaurantStatus;
    item: MenuAvailability;
    change: MenuChange;
    settings: RestaurantSettings;
  };
  const type = record.type as EventType;
  switch (type) {
    case 'restaurant-status-changed':
      return { ...log, type, status: payload.status };
    case 'menu-availability-changed':
      return { ...log, type, item: payload.item };
    case 'menu-changed':
      return { ...log, type, change: payload.change };
    case 'settings-changed':
      return { ...log, type, settings: payload.settings };
    default: {
      const order = { ...log, orderId: record.orderId!, order: payload.order };
      if (type === 'order-created' || type === 'order-scheduled' || type === 'order-released') return { ...order, type };
      if (type === 'eta-changed') return { ...order, type, by: payload.by === 'system' ? 'system' : 'staff' };
      if (type === 'order-escalated') return { ...order, type, stage: payload.stage ?? 'ring-louder' };
      return { ...order, type, previousStatus: payload.previousStatus!, ...(payload.by ? { by: payload.by } : {}) };
    }
  }
}
