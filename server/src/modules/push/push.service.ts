import { randomUUID } from 'node:crypto';

import type { PushDevice, PushSubscriptionCreated, PushSubscriptionRequest, VapidPublicKey } from '@pizza/shared';

import { nextSequence } from '../../db/counters';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, forbidden, msg, notFound } from '../../lib/errors';
import { deviceLabel } from './device-label';
import { keysProblem, type PushEndpointGuard } from './push-endpoint';
import { PushSubscriptionModel, type PushSubscriptionRecord } from './push-subscription.model';
import type { VapidKeyStore } from './vapid-keys';

export interface PushServiceDeps {
  clock: Clock;
  vapid: VapidKeyStore;
  /** Where pushes may go (push-endpoint.ts). */
  guard: PushEndpointGuard;
}

type SubscriptionFields = Pick<PushSubscriptionRecord, 'userId' | 'p256dh' | 'auth' | 'label'>;

const NOT_FOUND = 'Push subscription not found';
/** Devices per staff member: enough for every phone, tablet and browser, not a flood. */
export const MAX_DEVICES_PER_STAFF = 20;

function toDevice(record: PushSubscriptionRecord): PushDevice {
  return {
    id: record._id,
    service: new URL(record.endpoint).host,
    label: record.label,
    createdAt: record.createdAt.toISOString(),
    ...(record.lastPushedAt ? { lastPushedAt: record.lastPushedAt.toISOString() } : {}),
  };
}

/** What staff do with their devices' push subscriptions (/api/push). */
export function createPushService({ clock, vapid, guard }: PushServiceDeps) {
  /**
   * Creates the endpoint's record or takes it over, in a transaction that first advances the
   * owner's device counter: parallel subscribes of one staff member conflict on it and run one
   * after another, so each sees the others' devices and the cap holds.
   */
  const save = (endpoint: string, fields: SubscriptionFields) =>
    inTransaction(async (session): Promise<PushSubscriptionCreated> => {
      await nextSequence(`push-devices:${fields.userId}`, session);
      const existing = await PushSubscriptionModel.findOne({ endpoint }, { userId: 1 }, { session }).lean<PushSubscriptionRecord>();
      if (
        existing?.userId !== fields.userId &&
        (await PushSubscriptionModel.countDocuments({ userId: fields.userId }, { session })) >= MAX_DEVICES_PER_STAFF
      ) {
        throw conflict(
          msg('You already have {count} devices getting pushes; remove one on the Settings tab first', { count: MAX_DEVICES_PER_STAFF }),
        );
      }
      if (existing) {
        await PushSubscriptionModel.updateOne({ _id: existing._id }, { $set: fields }, { session });
        return { id: existing._id };
      }
      const [created] = await PushSubscriptionModel.create([{ _id: randomUUID(), endpoint, ...fields, createdAt: clock.now() }], {
        session,
      });
      return { id: created!._id };
    });

  return {
    async publicKey(): Promise<VapidPublicKey> {
      return { publicKey: (await vapid.get()).publicKey };
    },

    /**
     * Subscribes a device. A browser has one subscription per endpoint: subscribing it again (or
     * another staff member signing in on it) takes the record over with the new keys and owner.
     */
    async subscribe(request: PushSubscriptionRequest, userId: string, userAgent: string | undefined): Promise<PushSubscriptionCreated> {
      const refused = guard.shape(request.endpoint);
      if (refused) throw badRequest(refused, { field: 'endpoint' });
      const keys = keysProblem(request.keys);
      if (keys) throw badRequest(keys.message, { field: keys.field });
      const verdict = await guard.check(request.endpoint); // the look-up last: only for a push service's name
      if (!verdict.ok) throw badRequest(verdict.reason, { field: 'endpoint' });
      const fields = { userId, p256dh: request.keys.p256dh, auth: request.keys.auth, label: deviceLabel(userAgent) };
      try {
        return await save(request.endpoint, fields);
      } catch (err) {
        // Two first subscribes of one endpoint at once: the loser of the insert takes the winner's record over.
        if ((err as { code?: number }).code !== 11000) throw err;
        return save(request.endpoint, fields);
      }
    },

    /** The staff member's own devices, newest first. */
    async list(userId: string): Promise<PushDevice[]> {
      const records = await PushSubscriptionModel.find({ userId }).sort({ createdAt: -1 }).lean<PushSubscriptionRecord[]>();
      return records.map(toDevice);
    },

    /** Unsubscribes one of the staff member's own devices; another's is 403. */
    async remove(id: string, userId: string): Promise<void> {
      const record = await PushSubscriptionModel.findById(id, { userId: 1 }).lean<Pick<PushSubscriptionRecord, '_id' | 'userId'>>();
      if (!record) throw notFound(NOT_FOUND);
      if (record.userId !== userId) throw forbidden('This device belongs to another staff member');
      await PushSubscriptionModel.deleteOne({ _id: id, userId });
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
