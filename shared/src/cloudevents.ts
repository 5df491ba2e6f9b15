import { z } from 'zod';

import type { EventType } from './event-types';
import { eventsPageSchema } from './events-pull';
import { idSchema, isoDateTimeSchema } from './schemas/primitives';
import { type ShopEvent, shopEventSchema } from './shop-event';
import type { ResyncRequired } from './socket-events';

/*
 * Every event of the log as a CloudEvents 1.0 JSON object (https://github.com/cloudevents/spec,
 * JSON format and the `sequence` extension). Webhooks always send it; the socket and the pull API
 * give it on request (`format: 'cloudevents'`). `data` is today's envelope unchanged, so one schema
 * describes the payload whichever way it travels.
 */

/** The CloudEvents `type` of each event of the log (reverse-DNS, as the spec recommends). */
export const CLOUD_EVENT_TYPES = {
  'order-created': 'hu.pizzapoint.order.created',
  'order-scheduled': 'hu.pizzapoint.order.scheduled',
  'order-released': 'hu.pizzapoint.order.released',
  'status-changed': 'hu.pizzapoint.order.status_changed',
  'eta-changed': 'hu.pizzapoint.order.eta_changed',
  'order-escalated': 'hu.pizzapoint.order.escalated',
  'restaurant-status-changed': 'hu.pizzapoint.restaurant.status_changed',
  'menu-availability-changed': 'hu.pizzapoint.menu.availability_changed',
  'menu-changed': 'hu.pizzapoint.menu.changed',
  'settings-changed': 'hu.pizzapoint.restaurant.settings_changed',
} as const satisfies Record<EventType, string>;

/** Digits of the zero-padded `sequence`: every safe integer fits, so the text sorts as the number. */
export const CLOUD_EVENT_SEQUENCE_DIGITS = 16;

export const cloudEventSchema = z
  .object({
    specversion: z.literal('1.0'),
    id: idSchema.meta({ description: "The event's id (eventId): the same on every delivery of this event." }),
    source: z.string().min(1).meta({ description: "The shop's public URL." }),
    type: z.enum(Object.values(CLOUD_EVENT_TYPES) as [string, ...string[]]),
    subject: z.string().min(1).meta({
      description:
        "What changed: the order id; 'restaurant' (status, settings); 'menuItem/<id>' or 'extra/<id>' (availability); 'dish/<id>', 'extra/<id>', 'category/<id>' or 'menu' (a menu change).",
    }),
    time: isoDateTimeSchema.meta({ description: 'When the change was committed (occurredAt).' }),
    datacontenttype: z.literal('application/json'),
    sequence: z
      .string()
      .regex(new RegExp(`^\\d{${CLOUD_EVENT_SEQUENCE_DIGITS}}$`))
      .meta({ description: 'The global, gap-free seq, zero-padded to 16 digits (CloudEvents sequence extension).' }),
    data: shopEventSchema,
  })
  .meta({ id: 'CloudEvent' });
export type CloudEvent = z.infer<typeof cloudEventSchema>;

export function cloudEventSequence(seq: number): string {
  return String(seq).padStart(CLOUD_EVENT_SEQUENCE_DIGITS, '0');
}

/** The CloudEvents form of one event; `source` is the shop's public URL. */
/** The CloudEvents `subject` of an event: what it is about. */
export function cloudEventSubject(event: ShopEvent): string {
  switch (event.type) {
    case 'restaurant-status-changed':
    case 'settings-changed':
      return 'restaurant';
    case 'menu-availability-changed':
      return `${event.item.kind}/${event.item.id}`;
    case 'menu-changed':
      return event.change.ids.length === 1 ? `${event.change.kind}/${event.change.ids[0]}` : 'menu';
    default:
      return event.orderId;
  }
}

export function toCloudEvent(event: ShopEvent, source: string): CloudEvent {
  return {
    specversion: '1.0',
    id: event.eventId,
    source,
    type: CLOUD_EVENT_TYPES[event.type],
    subject: cloudEventSubject(event),
    time: event.occurredAt,
    datacontenttype: 'application/json',
    sequence: cloudEventSequence(event.seq),
    data: event,
  };
}

/** `GET /api/events?format=cloudevents`: the same page, each event as a CloudEvent. */
export const cloudEventsPageSchema = z
  .object({
    events: z.array(cloudEventSchema),
    oldestSeq: eventsPageSchema.shape.oldestSeq,
  })
  .meta({ id: 'CloudEventsPage' });
export type CloudEventsPage = z.infer<typeof cloudEventsPageSchema>;

/**
 * The socket's events for a handshake with `format: 'cloudevents'`: the same names, each event of the log
 * as a CloudEvent (`resync-required` is not an event of the log and stays as it is).
 */
export interface CloudEventsServerToClientEvents {
  'order-created': (event: CloudEvent) => void;
  'order-scheduled': (event: CloudEvent) => void;
  'order-released': (event: CloudEvent) => void;
  'status-changed': (event: CloudEvent) => void;
  'eta-changed': (event: CloudEvent) => void;
  'order-escalated': (event: CloudEvent) => void;
  'restaurant-status-changed': (event: CloudEvent) => void;
  'menu-availability-changed': (event: CloudEvent) => void;
  'settings-changed': (event: CloudEvent) => void;
  'resync-required': (payload: ResyncRequired) => void;
}
