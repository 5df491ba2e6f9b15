import { eventForScopes, toCloudEvent } from '@pizza/shared';

import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { AttemptReport, ConsumerOutcome, LoggedEvent } from '../../platform';
import { recordAttempt } from './webhook-deliveries';
import { WebhookEndpointModel, type WebhookEndpointRecord } from './webhook-endpoint.model';
import { endpointScopes, signingSecrets } from './webhook-endpoints';
import { retryDelayMs, type WebhookOptions } from './webhook-options';
import type { WebhookSender } from './webhook-sender';

/** What delivering one event came to: done or retry later (the lane's cursor), and whether the receiver acknowledged it. */
export interface WebhookOutcome extends ConsumerOutcome {
  delivered?: boolean;
}

/** The receiver acknowledged the events up to `seq` (once per run of them): what the integrations page shows as last delivered. */
export async function recordDelivered(endpointId: string, seq: number, at: Date): Promise<void> {
  await WebhookEndpointModel.updateOne({ _id: endpointId }, { $set: { lastDeliveredSeq: seq, lastDeliveredAt: at } });
}

/** How long a read of the endpoint serves the events after it. */
const ENDPOINT_FRESH_MS = 1000;

export interface EndpointDispatchDeps {
  endpointId: string;
  /** The shop's public URL: the CloudEvents `source`. */
  source: string;
  sender: WebhookSender;
  clock: Clock;
  logger: Logger;
  options: Pick<WebhookOptions, 'retryScheduleMs' | 'random' | 'syncMs'>;
  /** Aborted when this instance stops delivering to the endpoint. */
  signal: AbortSignal;
  /** The endpoint stopped wanting deliveries (disabled, deleted): the manager should stop its consumer. */
  onDisabled(): void;
  /** Told of every attempt's outcome (the metrics, per endpoint id). */
  onAttempt?: (report: AttemptReport) => void;
}

/**
 * The delivery logic of one endpoint's lane in the shared loop (webhook-lane.ts): the event as a signed CloudEvent, one at a
 * time in seq order. Done (the cursor moves) after a 2xx or for a type the endpoint does not want;
 * otherwise the same event is tried again on the retry schedule, and after the last failure (or a
 * 410) the endpoint is disabled with the cursor still before the event, so enabling it again resumes there.
 */
export function createEndpointDispatch(deps: EndpointDispatchDeps) {
  const { endpointId, source, sender, clock, logger, options, signal } = deps;
  const later = (ms: number) => ({ retryAt: new Date(clock.now().getTime() + ms) });
  /**
   * The endpoint as last read, for a run of events: staff changes (URL, types, scopes, secret) apply within
   * ENDPOINT_FRESH_MS; disabling stops this instance's deliveries at once anyway (the manager aborts
   * them). Read again after every failure, whose count it carries.
   */
  let cached: { endpoint: WebhookEndpointRecord | null; readAt: number } | undefined;
  async function currentEndpoint(): Promise<WebhookEndpointRecord | null> {
    if (cached && performance.now() - cached.readAt < ENDPOINT_FRESH_MS) return cached.endpoint;
    const endpoint = await WebhookEndpointModel.findById(endpointId).lean<WebhookEndpointRecord>();
    cached = { endpoint, readAt: performance.now() };
    return endpoint;
  }

  async function failed(endpoint: WebhookEndpointRecord, error: string, gone: boolean, retryAfterMs?: number): Promise<ConsumerOutcome> {
    const now = clock.now();
    const updated = await WebhookEndpointModel.findOneAndUpdate(
      { _id: endpointId },
      { $inc: { failureCount: 1 }, $min: { failingSince: now }, $set: { lastError: error } },
      { returnDocument: 'after', lean: true },
    );
    const failures = updated?.failureCount ?? endpoint.failureCount + 1;
    const delay = gone ? undefined : retryDelayMs(options, failures, retryAfterMs);
    deps.onAttempt?.({ channel: 'webhook', endpoint: endpointId, outcome: delay === undefined ? 'failed' : 'retrying' });
    if (delay !== undefined) return later(delay);
    await WebhookEndpointModel.updateOne(
      { _id: endpointId, enabled: true },
      { $set: { enabled: false, disabledReason: gone ? 'gone' : 'failures', disabledAt: now } },
    );
    logger.warn({ endpointId, failures, gone }, 'webhook endpoint disabled: staff see it on the integrations page');
    deps.onDisabled();
    return later(options.syncMs);
  }

  return async function handle({ event }: LoggedEvent): Promise<WebhookOutcome> {
    const endpoint = await currentEndpoint();
    if (!endpoint || !endpoint.enabled) {
      cached = undefined;
      deps.onDisabled();
      return later(options.syncMs);
    }
    if (endpoint.eventTypes.length > 0 && !endpoint.eventTypes.includes(event.type)) return {};
    const at = clock.now();
    // Shaped by the endpoint's scopes before it is signed: the receiver gets only what staff chose.
    const cloudEvent = toCloudEvent(eventForScopes(event, endpointScopes(endpoint)), source);
    const result = await sender.send({
      url: endpoint.url,
      secrets: signingSecrets(endpoint, at),
      id: event.eventId,
      body: JSON.stringify(cloudEvent),
      signal,
    });
    if (result.aborted) return later(options.syncMs); // this instance let go of the endpoint: not an attempt
    await recordAttempt(
      {
        endpointId,
        at,
        trigger: 'delivery',
        seq: event.seq,
        eventId: event.eventId,
        eventType: cloudEvent.type,
        attempt: endpoint.failureCount + 1,
      },
      result,
    );
    if (!result.success) {
      cached = undefined;
      return failed(endpoint, result.error ?? 'failed', result.gone, result.retryAfterMs);
    }
    if (endpoint.failureCount > 0 || endpoint.failingSince) {
      cached = undefined;
      await WebhookEndpointModel.updateOne({ _id: endpointId }, { $set: { failureCount: 0 }, $unset: { failingSince: '', lastError: '' } });
    }
    deps.onAttempt?.({ channel: 'webhook', endpoint: endpointId, outcome: 'sent' });
    return { delivered: true };
  };
}
