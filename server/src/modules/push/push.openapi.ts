import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  pushDeviceSchema,
  pushSubscriptionCreatedSchema,
  pushSubscriptionParamsSchema,
  pushSubscriptionRequestSchema,
  vapidPublicKeySchema,
} from '@pizza/shared';
import { z } from 'zod';

import { bearerSecurity, errorResponse, jsonResponse } from '../../lib/openapi';

const staff = { security: bearerSecurity, tags: ['push'] };
const staffOnly = { 401: errorResponse('Authentication required'), 403: errorResponse('Staff only') };

export function registerPushOpenApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    ...staff,
    method: 'get',
    path: '/api/push/vapid-public-key',
    summary: "The shop's VAPID public key (applicationServerKey for pushManager.subscribe)",
    responses: { 200: jsonResponse('The key, base64url', vapidPublicKeySchema), ...staffOnly },
  });
  registry.registerPath({
    ...staff,
    method: 'post',
    path: '/api/push/subscriptions',
    summary: "Subscribe this device to new-order pushes with the browser's PushSubscription JSON",
    description:
      "Each new order is pushed (urgency high, a topic per order, TTL 15 minutes) to every subscribed staff device. Subscribing an endpoint again updates it. Only https endpoints of the browsers' push services (FCM, Mozilla, Apple, Windows) at public addresses (embedded mode also http on 127.0.0.1 with a port); `p256dh` must be a P-256 point, `auth` 16 bytes.",
    request: { body: { content: { 'application/json': { schema: pushSubscriptionRequestSchema } } } },
    responses: {
      201: jsonResponse('The subscription', pushSubscriptionCreatedSchema),
      400: errorResponse('Not a PushSubscription, keys that cannot encrypt a push, or an endpoint that is not a push service'),
      409: errorResponse('Already 20 devices for this staff member'),
      ...staffOnly,
    },
  });
  registry.registerPath({
    ...staff,
    method: 'get',
    path: '/api/push/subscriptions',
    summary: "The signed-in staff member's subscribed devices, newest first",
    responses: { 200: jsonResponse('The devices', z.array(pushDeviceSchema)), ...staffOnly },
  });
  registry.registerPath({
    ...staff,
    method: 'delete',
    path: '/api/push/subscriptions/{id}',
    summary: 'Unsubscribe one of your devices',
    request: { params: pushSubscriptionParamsSchema },
    responses: {
      204: { description: 'Removed' },
      401: errorResponse('Authentication required'),
      403: errorResponse('Staff only, or the device is another staff member’s'),
      404: errorResponse('No such subscription'),
    },
  });
}
