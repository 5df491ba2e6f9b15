import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import {
  type AttemptKey,
  type AttemptReport,
  type AttemptRecord,
  type ConsumerOutcome,
  createDeliveryAttempts,
  GiveUp,
  type LoggedEvent,
} from '../../platform';
import { notificationFor, type PushNotification } from './notification-for';
import { pushDeliveries } from './push-delivery.model';
import type { PushSender } from './push-sender';
import { PushSubscriptionModel, type PushSubscriptionRecord } from './push-subscription.model';

export interface PushDispatchDeps {
  send: PushSender;
  clock: Clock;
  logger: Logger;
  /** This process: the holder named in the attempts' claims. */
  instanceId: string;
  /** Waits before pushing again to a device whose push service failed (then its push is given up). */
  retryScheduleMs: readonly number[];
  /** The sender's own limit on one push (an attempt is given up a while after it). */
  timeoutMs: number;
  /** Told of every attempt's outcome (the metrics). */
  onAttempt?: (report: AttemptReport) => void;
}

const target = (s: PushSubscriptionRecord) => ({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } });

/** When a device still owed this event can be tried again: its retry, or the lapse of another sender's claim. */
function waitingUntil(record: AttemptRecord): number | undefined {
  if (record.state === 'retrying') return record.nextAttemptAt?.getTime();
  if (record.state === 'sending') return record.claimedUntil?.getTime();
  return undefined;
}

/**
 * The push dispatcher's handling of one logged event (the durable consumer 'push' calls it in seq
 * order): the notification of `notificationFor`, sent to every subscribed staff device that has not
 * had it yet, each device an attempt of the platform's delivery kit keyed by (event, device), so a
 * second handling after a crash is a no-op for the devices already reached. A device whose push
 * service answers 404/410 is unsubscribed, as is one the shop refuses to push to. A device whose
 * push service failed is tried again on the retry schedule (the event waits for it, while the push
 * is still worth sending: younger than its TTL); after the last attempt its push is given up and logged.
 */
export function createPushDispatch({ send, clock, logger, instanceId, retryScheduleMs, timeoutMs, onAttempt }: PushDispatchDeps) {
  const log = logger.child({ component: 'push' });
  const attempts = createDeliveryAttempts({
    ledger: pushDeliveries,
    policy: { scheduleMs: retryScheduleMs },
    // The sender gives up after timeoutMs itself; this only catches a push that never settles.
    timeoutMs: timeoutMs * 2,
    clock,
    logger: log,
    instanceId,
    label: 'push',
    receiver: 'the push service',
    channel: 'push',
    onAttempt,
  });

  /** One attempt at one device: how it went, and whether the device is gone (unsubscribed). */
  async function pushTo(subscription: PushSubscriptionRecord, key: AttemptKey, attempt: number, notification: PushNotification) {
    let gone = false;
    const outcome = await attempts.run(key, attempt, async () => {
      const result = await send(target(subscription), notification);
      if (result.outcome === 'sent') return;
      if (result.outcome === 'failed') throw new Error(result.error);
      gone = true;
      await PushSubscriptionModel.deleteOne({ _id: subscription._id, endpoint: subscription.endpoint });
      if (result.outcome === 'gone') {
        log.info({ subscriptionId: subscription._id, statusCode: result.statusCode }, 'push subscription expired; removed');
        throw new GiveUp(`the push service answered ${result.statusCode}`, true);
      }
      log.warn({ subscriptionId: subscription._id, reason: result.error }, 'push subscription the shop never pushes to; removed');
      throw new GiveUp(result.error, true);
    });
    if (outcome.state === 'sent') await PushSubscriptionModel.updateOne({ _id: subscription._id }, { $set: { lastPushedAt: clock.now() } });
    return { gone, settled: outcome.state === 'sent' || outcome.state === 'failed' };
  }

  /** The subscribed devices, read once per run of events (a device found gone during the run is dropped from it). */
  async function prepare(run: readonly LoggedEvent[]): Promise<PushSubscriptionRecord[]> {
    if (!run.some(({ event }) => notificationFor(event))) return [];
    return PushSubscriptionModel.find({}).lean<PushSubscriptionRecord[]>();
  }

  async function handle({ event }: LoggedEvent, subscriptions: PushSubscriptionRecord[]): Promise<ConsumerOutcome> {
    const notification = notificationFor(event);
    if (!notification) return {};
    const now = clock.now();
    if (now.getTime() - Date.parse(event.occurredAt) > notification.ttlSeconds * 1000) return {}; // stale after downtime: the board shows it
    if (subscriptions.length === 0) return {}; // no device signed up: nothing to send, nothing to look up
    const keyOf = (s: PushSubscriptionRecord): AttemptKey => ({ eventId: event.eventId, recipient: s._id });
    const records = new Map((await pushDeliveries.findAll(subscriptions.map(keyOf))).map((record) => [record.recipient, record]));
    // Devices without a record, and those whose record is still open (a record without a state predates the kit: it was pushed).
    const owed = subscriptions.filter((s) => !records.has(s._id) || ['retrying', 'sending'].includes(records.get(s._id)!.state));
    if (owed.length === 0) return {};
    const until = new Date(now.getTime() + timeoutMs * 2);
    const claims = await Promise.all(owed.map((s) => pushDeliveries.claim(keyOf(s), instanceId, now, until)));
    const pushed = await Promise.all(
      owed.map((s, i) => (claims[i] === undefined ? { gone: false, settled: false } : pushTo(s, keyOf(s), claims[i], notification))),
    );
    // A device found gone (or refused) is no longer pushed to for the rest of the run.
    const dropped = new Set(owed.filter((_s, i) => pushed[i]!.gone));
    if (dropped.size > 0) subscriptions.splice(0, subscriptions.length, ...subscriptions.filter((s) => !dropped.has(s)));

    if (pushed.every((p) => p.settled)) return {};
    // Devices still owed the push hold the event (and the log after it) until the first of them can be tried again.
    const open = (await pushDeliveries.findAll(owed.map(keyOf))).flatMap((record) => waitingUntil(record) ?? []);
    return open.length === 0 ? {} : { retryAt: new Date(Math.min(...open)) };
  }

  return { prepare, handle };
}
