import type { PushSubscriptionCreated, VapidPublicKey } from '@pizza/shared';

import { api } from '../../../lib/api';
import { BOARD_SW_SCOPE, registerBoardServiceWorker } from './service-worker';

/** Whether this browser can take web pushes at all (a service worker, the Push API, notifications). */
export function webPushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The VAPID key as pushManager.subscribe wants it (bytes of the base64url text). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function sameKey(existing: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!existing) return true; // the browser does not say: keep the subscription
  const bytes = new Uint8Array(existing);
  return bytes.length === wanted.length && bytes.every((byte, i) => byte === wanted[i]);
}

export type PushSubscribeResult = 'subscribed' | 'unsupported' | 'denied' | 'failed';

/**
 * Subscribes this device to the shop's new-order pushes (after notification permission was
 * granted): the board's service worker, the shop's VAPID key, the browser's PushSubscription sent
 * to POST /api/push/subscriptions. An existing subscription is sent again (the server keeps one
 * record per endpoint). Never throws.
 */
export async function subscribeThisDevice(token: string | null): Promise<PushSubscribeResult> {
  if (!webPushSupported()) return 'unsupported';
  if (Notification.permission !== 'granted') return 'denied';
  try {
    const registration = (await registerBoardServiceWorker()) ?? (await navigator.serviceWorker.getRegistration(BOARD_SW_SCOPE));
    if (!registration) return 'failed';
    const { publicKey } = await api.get<VapidPublicKey>('/api/push/vapid-public-key', { token });
    const key = applicationServerKey(publicKey);
    let subscription = await registration.pushManager.getSubscription();
    // Made with another key (the shop's VAPID keys were replaced): the push service would refuse our pushes to it.
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    await api.post<PushSubscriptionCreated>('/api/push/subscriptions', { token, body: subscription.toJSON() });
    return 'subscribed';
  } catch {
    return 'failed';
  }
}

/**
 * Ends this device's pushes when staff sign out of it (a shared tablet must not keep ringing for
 * the next person): the browser drops its subscription, so the push service answers 410 to the
 * shop's next push and the server removes the device (the dispatcher's 404/410 rule). No request
 * to the shop is needed, so it works after the session has gone. Never throws.
 */
export async function unsubscribeThisDevice(): Promise<boolean> {
  if (!webPushSupported()) return false;
  try {
    const registration = await navigator.serviceWorker.getRegistration(BOARD_SW_SCOPE);
    const subscription = await registration?.pushManager.getSubscription();
    return (await subscription?.unsubscribe()) ?? false;
  } catch {
    return false;
  }
}
