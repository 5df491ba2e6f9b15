import type { Config } from '../../config/env';
import type { Logger } from '../../lib/logger';
import { mountTables } from '../../lib/route-table';
import { rateLimit, type RateLimitStoreFactory, scaleRule } from '../../middleware/rate-limit';
import type { EventLog } from '../../platform';
import type { Feature } from '../feature';
import type { EventReaders } from './event-readers';
import { credentialKey, eventsRoutes } from './events.router';

export { NO_EVENTS_SCOPE_MESSAGE } from './events.router';

export { audienceOf, createEventReaders, scopesOf, type EventReader, type EventReaders } from './event-readers';

const MINUTE = 60_000;

/** Wrong credentials per client IP (only failures count), and reads per credential (a runaway poller). */
export const EVENTS_LIMITS = {
  failures: { limit: 30, windowMs: 15 * MINUTE },
  perCredential: { limit: 600, windowMs: MINUTE },
};

export interface EventsFeatureDeps {
  config: Pick<Config, 'rateLimitScale' | 'publicUrl'>;
  logger: Logger;
  events: EventLog;
  eventReaders: EventReaders;
  rateLimitStore: RateLimitStoreFactory;
}

/** The integrators' pull API over the platform's event log, mounted at /api/events. */
export function eventsFeature({ config, logger, events, eventReaders, rateLimitStore }: EventsFeatureDeps): Feature {
  const rule = (name: keyof typeof EVENTS_LIMITS) => scaleRule(EVENTS_LIMITS[name], config.rateLimitScale);
  const limiters = {
    failures: rateLimit({ name: 'events-failures', rule: rule('failures'), store: rateLimitStore, logger, skipSuccessfulRequests: true }),
    perCredential: rateLimit({ name: 'events-credential', rule: rule('perCredential'), key: credentialKey, store: rateLimitStore, logger }),
  };
  return mountTables([eventsRoutes({ log: events, source: config.publicUrl, readers: eventReaders, limiters })]);
}
