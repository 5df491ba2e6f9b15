import type { Config } from '../../config/env';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { mountTables } from '../../lib/route-table';
import { type HostResolver, systemResolver } from '../../lib/url-guard';
import { type AttemptReport, createDurableConsumer, type EventLog } from '../../platform';
import { accessGuards, type AuthGuard } from '../auth';
import type { Feature } from '../feature';
import { createPushDispatch } from './push-dispatch';
import { createPushEndpointGuard } from './push-endpoint';
import { createPushSender } from './push-sender';
import { pushRoutes } from './push.routes';
import { createPushService } from './push.service';
import { createVapidKeys } from './vapid-keys';

export { notificationFor, PUSH_TTL_SECONDS, type PushNotification } from './notification-for';
export { keysProblem, PUSH_SERVICE_HOSTS } from './push-endpoint';
export { purgePushDeliveries } from './purge-deliveries';
export { MAX_DEVICES_PER_STAFF } from './push.service';
export { forgetDevicesOf, pushDevicesOf, type StaffPushDevice } from './staff-devices';
export { devicesOf, eraseDevicesOf } from './devices-data';

/** The durable consumer's name: its cursor and its lease. */
export const PUSH_CONSUMER = 'push';

export interface PushOptions {
  /** Waits before pushing again to devices whose push service failed; then the event is given up. */
  retryScheduleMs: readonly number[];
  /** A push service that has not answered by then counts as failed. */
  timeoutMs: number;
  leaseMs?: number;
  pollMs?: number;
  /** Lets a run of events gather this long before it is read: a push a moment later, one look-up of the devices per run. */
  gatherMs?: number;
  /** How push services' host names are resolved (tests answer for the real services' names). */
  resolveHost: HostResolver;
}

const DEFAULT_OPTIONS: PushOptions = {
  retryScheduleMs: [2_000, 10_000, 30_000],
  timeoutMs: 10_000,
  gatherMs: 200,
  resolveHost: systemResolver,
};

export interface PushDeps {
  config: Pick<Config, 'profile' | 'vapid' | 'vapidSubject'>;
  logger: Logger;
  clock: Clock;
  events: EventLog;
  /** This process: the holder named in the dispatcher's lease. */
  instanceId: string;
  options?: Partial<PushOptions>;
  /** Told of every attempt's outcome (the metrics). */
  onAttempt?: (report: AttemptReport) => void;
}

/**
 * Web push for staff: the API of their devices (`service`) and the dispatcher (`start`/`stop` with
 * the app): the durable consumer 'push' following the event log, on every instance, one of which
 * holds its lease and pushes.
 */
export function createPush({ config, logger, clock, events, instanceId, options: overrides, onAttempt }: PushDeps) {
  const options = { ...DEFAULT_OPTIONS, ...overrides };
  const vapid = createVapidKeys(config.vapid, () => clock.now());
  const guard = createPushEndpointGuard({ localHttpAllowed: config.profile === 'local', resolve: options.resolveHost });
  const send = createPushSender({ vapid: () => vapid.get(), subject: config.vapidSubject, timeoutMs: options.timeoutMs, guard });
  const dispatcher = createDurableConsumer({
    name: PUSH_CONSUMER,
    log: events,
    logger,
    clock,
    instanceId,
    ...createPushDispatch({
      send,
      clock,
      logger,
      instanceId,
      retryScheduleMs: options.retryScheduleMs,
      timeoutMs: options.timeoutMs,
      onAttempt,
    }),
    gatherMs: options.gatherMs,
    ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
  });
  const service = createPushService({ clock, vapid, guard });
  return {
    service,
    /** Starts pushing (with the app; after the database is connected). */
    start: () => dispatcher.start(),
    /** Stops pushing here (before the database closes); another instance takes over from the cursor. */
    stop: () => dispatcher.stop(),
    /** Whether this instance pushes now (holds the lease; tests, diagnostics). */
    active: () => dispatcher.active(),
  };
}

export type Push = ReturnType<typeof createPush>;

/** The staff API of web push, mounted at /api/push. */
export function pushFeature({ push, guard }: { push: Push; guard: AuthGuard }): Feature {
  return mountTables([pushRoutes(push.service)], accessGuards(guard));
}
