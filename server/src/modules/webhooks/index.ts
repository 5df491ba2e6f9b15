import type { Config } from '../../config/env';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { mountTables } from '../../lib/route-table';
import { createUrlGuard } from '../../lib/url-guard';
import type { AttemptReport, EventLog } from '../../platform';
import { accessGuards, type AuthGuard } from '../auth';
import type { Feature } from '../feature';
import { createEndpointDispatch, recordDelivered } from './webhook-dispatch';
import { createWebhookManager } from './webhook-manager';
import { type WebhookOptions, webhookOptions } from './webhook-options';
import { createWebhookSender } from './webhook-sender';
import { webhooksRoutes } from './webhooks.routes';
import { createWebhooksService } from './webhooks.service';

export { DEFAULT_RETRY_SCHEDULE_MS, type WebhookOptions } from './webhook-options';
export { WEBHOOKS_LEASE } from './webhook-manager';
export { purgeWebhookDeliveries } from './purge-deliveries';
export { MAX_WEBHOOK_ENDPOINTS } from './webhook-registration';

export interface WebhooksDeps {
  config: Pick<Config, 'profile' | 'nodeEnv' | 'publicUrl'>;
  logger: Logger;
  clock: Clock;
  events: EventLog;
  /** This process (each start is a new one): the holder named in the endpoints' leases. */
  instanceId: string;
  options?: Partial<WebhookOptions>;
  /** Told of every attempt's outcome (the metrics). */
  onAttempt?: (report: AttemptReport) => void;
}

/**
 * Signed webhooks with the event log as the outbox: the staff API (`service`) and the deliveries
 * (`start`/`stop` with the app: one delivery loop for every enabled endpoint, on every instance,
 * one of which holds its lease and delivers).
 */
export function createWebhooks({ config, logger, clock, events, instanceId, options: overrides, onAttempt }: WebhooksDeps) {
  const options = webhookOptions(config, overrides);
  const guard = createUrlGuard({ localHttpAllowed: options.localHttpAllowed, resolve: options.resolveHost });
  const sender = createWebhookSender({ guard, clock, timeoutMs: options.timeoutMs, maxRetryAfterMs: options.maxRetryAfterMs });
  const log = logger.child({ component: 'webhooks' });
  const manager = createWebhookManager({
    log: events,
    logger,
    clock,
    instanceId,
    options,
    dispatch: (endpointId, signal, onDisabled) =>
      createEndpointDispatch({ endpointId, source: config.publicUrl, sender, clock, logger: log, options, signal, onDisabled, onAttempt }),
    delivered: (endpointId, seq) => recordDelivered(endpointId, seq, clock.now()),
  });
  const service = createWebhooksService({ source: config.publicUrl, clock, log: events, guard, sender, manager, options });
  return {
    service,
    /** Starts delivering (with the app; after the database is connected). */
    start: () => manager.start(),
    /** Stops delivering here (before the database closes); another instance takes the endpoints over. */
    stop: () => manager.stop(),
    /** Whether this instance holds the endpoint's lease (tests, diagnostics). */
    delivering: (endpointId: string) => manager.active(endpointId),
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;

/** The staff API of webhooks, mounted at /api/integrations/webhooks. */
export function webhooksFeature({ webhooks, guard }: { webhooks: Webhooks; guard: AuthGuard }): Feature {
  return mountTables([webhooksRoutes(webhooks.service)], accessGuards(guard));
}
