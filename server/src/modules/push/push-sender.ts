import webpush from 'web-push';

import { guardedPost } from '../../lib/guarded-post';
import type { PushNotification } from './notification-for';
import { keysProblem, type PushEndpointGuard } from './push-endpoint';
import type { VapidKeys } from './vapid-keys';

/** A device as web-push needs it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * What one push came to: delivered to the push service, the subscription is gone (404/410), the
 * shop will never push to it (an endpoint or keys it refuses, e.g. stored before the rules), or a
 * failure worth another try.
 */
export type PushResult =
  | { outcome: 'sent'; statusCode: number }
  | { outcome: 'gone'; statusCode: number }
  | { outcome: 'refused'; error: string }
  | { outcome: 'failed'; error: string };

export interface PushSenderDeps {
  vapid: () => Promise<VapidKeys>;
  subject: string;
  timeoutMs: number;
  guard: PushEndpointGuard;
}

/**
 * Sends one push: web-push signs the VAPID JWT and encrypts the payload (aes128gcm); the request
 * goes out through the shared URL guard (public addresses of a browser push service only, checked
 * now and at the connection, no redirect followed). Never throws.
 */
export function createPushSender({ vapid, subject, timeoutMs, guard }: PushSenderDeps) {
  return async function send(target: PushTarget, notification: PushNotification): Promise<PushResult> {
    const refusal = guard.shape(target.endpoint) ?? keysProblem(target.keys)?.message;
    if (refusal) return { outcome: 'refused', error: refusal };
    try {
      const verdict = await guard.check(target.endpoint);
      if (!verdict.ok) return { outcome: 'failed', error: verdict.reason };
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
      const response = await guardedPost(verdict, { headers, body: details.body ?? '', signal: AbortSignal.timeout(timeoutMs) });
      if (response.statusCode === 404 || response.statusCode === 410) return { outcome: 'gone', statusCode: response.statusCode };
      if (response.statusCode >= 200 && response.statusCode < 300) return { outcome: 'sent', statusCode: response.statusCode };
      return { outcome: 'failed', error: `the push service answered ${response.statusCode}` };
    } catch (err) {
      return { outcome: 'failed', error: (err as Error).message };
    }
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
