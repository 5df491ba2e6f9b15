import { z } from 'zod';

import { ORDER_EVENT_TYPES } from './event-types';
import {
  etaChangedEventSchema,
  orderCreatedEventSchema,
  orderEscalatedEventSchema,
  type OrderEvent,
  orderReleasedEventSchema,
  orderScheduledEventSchema,
  statusChangedEventSchema,
} from './order-events';
import {
  menuAvailabilityChangedEventSchema,
  menuChangedEventSchema,
  restaurantStatusChangedEventSchema,
  settingsChangedEventSchema,
} from './shop-wide-events';

/** Every event of the log: an order's event or a shop-wide one, told apart by `type`. */
export const shopEventSchema = z
  .discriminatedUnion('type', [
    orderCreatedEventSchema,
    orderScheduledEventSchema,
    orderReleasedEventSchema,
    statusChangedEventSchema,
    etaChangedEventSchema,
    orderEscalatedEventSchema,
    restaurantStatusChangedEventSchema,
    menuAvailabilityChangedEventSchema,
    menuChangedEventSchema,
    settingsChangedEventSchema,
  ])
  .meta({ id: 'ShopEvent' });
export type ShopEvent = z.infer<typeof shopEventSchema>;
export type ShopWideEvent = Exclude<ShopEvent, OrderEvent>;

export const isOrderEvent = (event: ShopEvent): event is OrderEvent => (ORDER_EVENT_TYPES as readonly string[]).includes(event.type);
