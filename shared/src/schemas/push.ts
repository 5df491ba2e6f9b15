import { z } from 'zod';

import { idSchema, isoDateTimeSchema } from './primitives';

/*
 * Web push for staff (/api/push): a board device subscribes with the browser's PushSubscription
 * JSON and the shop pushes new orders to it (VAPID, aes128gcm payloads).
 */

export const PUSH_ENDPOINT_MAX = 2000;
/** Base64url without padding (what PushSubscription.toJSON() writes). */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Only the shape here; the server allows https endpoints, and in embedded mode also http on 127.0.0.1 / localhost. */
export const pushEndpointSchema = z
  .string({ error: 'The subscription needs an endpoint URL' })
  .trim()
  .min(1, 'The subscription needs an endpoint URL')
  .max(PUSH_ENDPOINT_MAX, 'The endpoint URL is too long')
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, 'The endpoint must be a full https:// URL');

/** P-256 public key: 65 bytes uncompressed, 87 characters in base64url. */
const p256dhSchema = z
  .string({ error: 'The subscription needs keys.p256dh' })
  .regex(BASE64URL, 'keys.p256dh must be base64url')
  .length(87, 'keys.p256dh must be a P-256 public key (65 bytes)');
/** The 16-byte auth secret: 22 characters in base64url. */
const authSchema = z
  .string({ error: 'The subscription needs keys.auth' })
  .regex(BASE64URL, 'keys.auth must be base64url')
  .length(22, 'keys.auth must be a 16-byte secret');

/** The browser's PushSubscription.toJSON(); `expirationTime` (always null in practice) is accepted and ignored. */
export const pushSubscriptionRequestSchema = z
  .strictObject({
    endpoint: pushEndpointSchema,
    expirationTime: z.number().nullable().optional(),
    keys: z.strictObject({ p256dh: p256dhSchema, auth: authSchema }, { error: 'The subscription needs keys { p256dh, auth }' }),
  })
  .meta({ id: 'PushSubscriptionRequest' });
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

export const pushSubscriptionCreatedSchema = z.object({ id: idSchema }).meta({ id: 'PushSubscriptionCreated' });
export type PushSubscriptionCreated = z.infer<typeof pushSubscriptionCreatedSchema>;

/** One of the signed-in staff member's devices; never the keys. */
export const pushDeviceSchema = z
  .object({
    id: idSchema,
    /** The push service's host (fcm.googleapis.com, updates.push.services.mozilla.com, web.push.apple.com). */
    service: z.string(),
    /** What the browser said it was when it subscribed (a short label, e.g. "Chrome · Android"). */
    label: z.string(),
    createdAt: isoDateTimeSchema,
    lastPushedAt: isoDateTimeSchema.optional(),
  })
  .meta({ id: 'PushDevice' });
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const vapidPublicKeySchema = z.object({ publicKey: z.string() }).meta({ id: 'VapidPublicKey' });
export type VapidPublicKey = z.infer<typeof vapidPublicKeySchema>;

export const pushSubscriptionParamsSchema = z.object({ id: idSchema });

/** What a push carries (the service worker shows it): neutral words, the board's URL of the order. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  /** Notifications with one tag replace each other on the device (one per order). */
  tag: z.string(),
  orderId: idSchema,
  /** '#Order-0042' */
  orderSequence: z.string(),
  orderType: z.string(),
  /** Forints. */
  totalPrice: z.int(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
