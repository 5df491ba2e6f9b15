import webpush from 'web-push';

import type { PushNotification } from './notification-for';
import type { VapidKeys } from './vapid-keys';

/** A device as web-push needs it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What one push came to: delivered to the push service, the subscription is gone (404/410), or a failure worth another try. */
export type PushResult =
  { outcome: 'sent'; statusCode: number } | { outcome: 'gone'; statusCode: number } | { outcome: 'failed'; error: string };

export interface PushSenderDeps {
  vapid: () => Promise<VapidKeys>;
  subject: string;
  timeoutMs: number;
}

/**
 * Sends one push: web-push signs the VAPID JWT and encrypts the payload (aes128gcm); the request
 * itself goes out with fetch, which (unlike web-push's own https call) also reaches the plain-http
 * stand-in push service of the tests. Never throws.
 */
export function createPushSender({ vapid, subject, timeoutMs }: PushSenderDeps) {
  return async function send(target: PushTarget, notification: PushNotification): Promise<PushResult> {
    try {
      const keys = await vapid();
      const details = webpush.generateRequestDetails(target, JSON.stringify(notification.payload), {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: notification.ttlSeconds,
        urgency: notification.urgency,
        topic: notification.topic,
      });
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers,
        body: details.body ?? undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return { outcome: 'gone', statusCode: response.status };
      if (response.ok) return { outcome: 'sent', statusCode: response.status };
      return { outcome: 'failed', error: `the push service answered ${response.status}` };
    } catch (err) {
      return { outcome: 'failed', error: (err as Error).message };
    }
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
