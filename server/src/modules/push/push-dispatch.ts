import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { ConsumerOutcome, LoggedEvent } from '../../platform';
import { notificationFor } from './notification-for';
import { deliveryKey, PushDeliveryModel } from './push-delivery.model';
import type { PushResult, PushSender } from './push-sender';
import { PushSubscriptionModel, type PushSubscriptionRecord } from './push-subscription.model';

export interface PushDispatchDeps {
  send: PushSender;
  clock: Clock;
  logger: Logger;
  /** Waits before pushing again to the devices whose push service failed (then the event is given up). */
  retryScheduleMs: readonly number[];
}

/**
 * The push dispatcher's handling of one logged event (the durable consumer 'push' calls it in seq
 * order): the notification of `notificationFor`, sent to every subscribed staff device that has not
 * had it yet (a record per event and device makes a second handling after a crash a no-op for the
 * devices already reached). A device whose push service answers 404/410 is unsubscribed, as is one the shop refuses to push to. Devices
 * whose push service failed are tried again on the retry schedule while the push is still worth
 * sending (younger than its TTL); after that the event is given up and logged.
 */
export function createPushDispatch({ send, clock, logger, retryScheduleMs }: PushDispatchDeps) {
  const log = logger.child({ component: 'push' });
  /** Failed rounds per event id (on this instance; a takeover starts the count again, within the TTL). */
  const failedRounds = new Map<string, number>();

  async function pushTo(subscription: PushSubscriptionRecord, eventId: string, result: PushResult): Promise<void> {
    if (result.outcome === 'gone' || result.outcome === 'refused') {
      await PushSubscriptionModel.deleteOne({ _id: subscription._id, endpoint: subscription.endpoint });
      if (result.outcome === 'gone')
        log.info({ subscriptionId: subscription._id, statusCode: result.statusCode }, 'push subscription expired; removed');
      else log.warn({ subscriptionId: subscription._id, reason: result.error }, 'push subscription the shop never pushes to; removed');
      return;
    }
    if (result.outcome === 'failed') {
      log.warn({ subscriptionId: subscription._id, eventId, error: result.error }, 'push not accepted by the push service');
      return;
    }
    const at = clock.now();
    await PushDeliveryModel.updateOne(
      { _id: deliveryKey(eventId, subscription._id) },
      { $setOnInsert: { at, statusCode: result.statusCode } },
      { upsert: true },
    );
    await PushSubscriptionModel.updateOne({ _id: subscription._id }, { $set: { lastPushedAt: at } });
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
    const keys = subscriptions.map((subscription) => deliveryKey(event.eventId, subscription._id));
    const done = new Set((await PushDeliveryModel.find({ _id: { $in: keys } }, { _id: 1 }).lean()).map((record) => record._id));
    const pending = subscriptions.filter((subscription) => !done.has(deliveryKey(event.eventId, subscription._id)));
    const target = (s: PushSubscriptionRecord) => ({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } });
    const results = await Promise.all(pending.map((s) => send(target(s), notification)));
    await Promise.all(pending.map((subscription, i) => pushTo(subscription, event.eventId, results[i]!)));
    // A device found gone (or refused) is no longer pushed to for the rest of the run.
    const gone = new Set(pending.filter((_subscription, i) => ['gone', 'refused'].includes(results[i]!.outcome)));
    if (gone.size > 0) subscriptions.splice(0, subscriptions.length, ...subscriptions.filter((subscription) => !gone.has(subscription)));

    const round = failedRounds.get(event.eventId) ?? 0;
    failedRounds.delete(event.eventId);
    if (!results.some((result) => result.outcome === 'failed')) return {};
    const wait = retryScheduleMs[round];
    if (wait === undefined) {
      log.error({ eventId: event.eventId, rounds: round + 1 }, 'push given up for some devices after every retry');
      return {};
    }
    failedRounds.set(event.eventId, round + 1);
    return { retryAt: new Date(now.getTime() + wait) };
  }

  return { prepare, handle };
}
