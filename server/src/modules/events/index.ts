import type { Config } from '../../config/env';
import type { Logger } from '../../lib/logger';
import { mountTables } from '../../lib/route-table';
import { rateLimit, type RateLimitStoreFactory, scaleRule } from '../../middleware/rate-limit';
import type { Feature } from '../feature';
import type { EventReaders } from './event-readers';
import { credentialKey, eventsRoutes } from './events.router';
import type { OrderEventLog } from './order-event-log';

export { consumerCursors, forgetConsumer, rewindConsumer } from './consumer-cursors';
export { advanceClaimedCursor, type ClaimedCursor, claimCursors, staleClaims } from './claimed-cursors';
export { audienceOf, createEventReaders, type EventReader, type EventReaders } from './event-readers';
export type { OrderEventRecord } from './events.model';
export { type ConsumerOutcome, createDurableConsumer, type DurableConsumer, type DurableConsumerDeps } from './durable-consumer';
export { createLease, DEFAULT_LEASE_MS, type Lease, type LeaseDeps } from './lease';
export { createLogFollower, type Delivered, type LogFollower } from './log-follower';
export { LOG_READ_LIMIT_MS, withinReadLimit } from './read-limit';
export { type EventDraft, type OrderEventDraft, type ShopWideEventDraft } from './event-drafts';
export { type LoggedEvent } from './event-envelope';
export { type Audience, isVisibleTo } from './event-visibility';
export { createOrderEventLog, type OrderEventLog } from './order-event-log';

const MINUTE = 60_000;

/** Wrong credentials per client IP (only failures count), and reads per credential (a runaway poller). */
export const EVENTS_LIMITS = {
  failures: { limit: 30, windowMs: 15 * MINUTE },
  perCredential: { limit: 600, windowMs: MINUTE },
};

export interface EventsFeatureDeps {
  config: Pick<Config, 'rateLimitScale' | 'publicUrl'>;
  logger: Logger;
  events: OrderEventLog;
  eventReaders: EventReaders;
  rateLimitStore: RateLimitStoreFactory;
}

/** The integrators' pull API, mounted at /api/events. */
export function eventsFeature({ config, logger, events, eventReaders, rateLimitStore }: EventsFeatureDeps): Feature {
  const rule = (name: keyof typeof EVENTS_LIMITS) => scaleRule(EVENTS_LIMITS[name], config.rateLimitScale);
  const limiters = {
    failures: rateLimit({ name: 'events-failures', rule: rule('failures'), store: rateLimitStore, logger, skipSuccessfulRequests: true }),
    perCredential: rateLimit({ name: 'events-credential', rule: rule('perCredential'), key: credentialKey, store: rateLimitStore, logger }),
  };
  return mountTables([eventsRoutes({ log: events, source: config.publicUrl, readers: eventReaders, limiters })]);
}
