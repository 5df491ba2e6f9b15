import { randomUUID } from 'node:crypto';

import type { PushDevice, PushSubscriptionCreated, PushSubscriptionRequest, VapidPublicKey } from '@pizza/shared';

import type { Clock } from '../../lib/clock';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { deviceLabel } from './device-label';
import { endpointProblem } from './endpoint-guard';
import { PushSubscriptionModel, type PushSubscriptionRecord } from './push-subscription.model';
import type { VapidKeyStore } from './vapid-keys';

export interface PushServiceDeps {
  clock: Clock;
  vapid: VapidKeyStore;
  /** Embedded mode: http endpoints on this machine are allowed (the tests' push service). */
  localHttpAllowed: boolean;
}

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
export function createPushService({ clock, vapid, localHttpAllowed }: PushServiceDeps) {
  return {
    async publicKey(): Promise<VapidPublicKey> {
      return { publicKey: (await vapid.get()).publicKey };
    },

    /**
     * Subscribes a device. A browser has one subscription per endpoint: subscribing it again (or
     * another staff member signing in on it) takes the record over with the new keys and owner.
     */
    async subscribe(request: PushSubscriptionRequest, userId: string, userAgent: string | undefined): Promise<PushSubscriptionCreated> {
      const problem = endpointProblem(request.endpoint, localHttpAllowed);
      if (problem) throw badRequest(problem, { field: 'endpoint' });
      const fields = { userId, p256dh: request.keys.p256dh, auth: request.keys.auth, label: deviceLabel(userAgent) };
      const takeOver = () =>
        PushSubscriptionModel.findOneAndUpdate(
          { endpoint: request.endpoint },
          { $set: fields },
          { returnDocument: 'after' },
        ).lean<PushSubscriptionRecord>();
      const existing = await takeOver();
      if (existing) return { id: existing._id };
      if ((await PushSubscriptionModel.countDocuments({ userId })) >= MAX_DEVICES_PER_STAFF) {
        throw conflict(`You already have ${MAX_DEVICES_PER_STAFF} devices getting pushes; remove one on the Settings tab first`);
      }
      try {
        const [created] = await PushSubscriptionModel.create([
          { _id: randomUUID(), endpoint: request.endpoint, ...fields, createdAt: clock.now() },
        ]);
        return { id: created!._id };
      } catch (err) {
        // Two subscribes of one endpoint at once: the loser of the insert takes the winner's record over.
        if ((err as { code?: number }).code !== 11000) throw err;
      }
      const saved = await takeOver();
      if (!saved) throw notFound(NOT_FOUND);
      return { id: saved._id };
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
