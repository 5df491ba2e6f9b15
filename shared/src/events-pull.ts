import { z } from 'zod';

import { EVENTS_PULL_DEFAULT_LIMIT, EVENTS_PULL_MAX_LIMIT } from './constants';
import { formInt } from './schemas/primitives';
import { shopEventSchema } from './shop-event';
import { eventFormatSchema } from './socket-events';

/** `GET /api/events?after=&limit=&format=` for integrators: events with seq > after, oldest first. */
export const eventsPullQuerySchema = z.strictObject({
  after: formInt(0, Number.MAX_SAFE_INTEGER).default(0),
  limit: formInt(1, EVENTS_PULL_MAX_LIMIT).default(EVENTS_PULL_DEFAULT_LIMIT),
  format: eventFormatSchema.default('default'),
});
export type EventsPullQuery = z.infer<typeof eventsPullQuerySchema>;

/** A page of the pull API; `after + 1 < oldestSeq` means events were lost to retention and a resync is due. */
export const eventsPageSchema = z
  .object({
    events: z.array(shopEventSchema),
    /** Seq of the oldest event still kept, null while the log is empty. */
    oldestSeq: z.int().positive().nullable(),
  })
  .meta({ id: 'EventsPage' });
export type EventsPage = z.infer<typeof eventsPageSchema>;
