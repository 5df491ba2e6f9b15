import {
  pushDeviceSchema,
  pushSubscriptionCreatedSchema,
  pushSubscriptionParamsSchema,
  pushSubscriptionRequestSchema,
  vapidPublicKeySchema,
} from '@pizza/shared';
import { z } from 'zod';

import { errorResponse, jsonResponse } from '../../lib/openapi';
import { route, type RouteTable } from '../../lib/route-table';
import { currentUser } from '../auth';
import type { PushService } from './push.service';

const staffOnly = { 401: errorResponse('Authentication required'), 403: errorResponse('Staff only, or Your role does not allow this') };

/** Mounted at /api/push: staff subscribe their board devices to web push and manage them. */
export function pushRoutes(push: PushService): RouteTable {
  const routes = [
    route({
      method: 'get',
      path: '/vapid-public-key',
      access: { can: 'push.own' },
      handler: async (_req, res) => {
        res.json(await push.publicKey());
      },
      doc: {
        summary: "The shop's VAPID public key (applicationServerKey for pushManager.subscribe)",
        responses: { 200: jsonResponse('The key, base64url', vapidPublicKeySchema), ...staffOnly },
      },
    }),
    route({
      method: 'post',
      path: '/subscriptions',
      access: { can: 'push.own' },
      body: pushSubscriptionRequestSchema,
      handler: async (req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.status(201).json(await push.subscribe(req.body, currentUser(req).id, req.get('user-agent')));
      },
      doc: {
        summary: "Subscribe this device to new-order pushes with the browser's PushSubscription JSON",
        description:
          "Each new order is pushed (urgency high, a topic per order, TTL 15 minutes) to every subscribed staff device. Subscribing an endpoint again updates it. Only https endpoints of the browsers' push services (FCM, Mozilla, Apple, Windows) at public addresses (embedded mode also http on 127.0.0.1 with a port); `p256dh` must be a P-256 point, `auth` 16 bytes.",
        responses: {
          201: jsonResponse('The subscription', pushSubscriptionCreatedSchema),
          400: errorResponse('Not a PushSubscription, keys that cannot encrypt a push, or an endpoint that is not a push service'),
          409: errorResponse('Already 20 devices for this staff member'),
          ...staffOnly,
        },
      },
    }),
    route({
      method: 'get',
      path: '/subscriptions',
      access: { can: 'push.own' },
      handler: async (req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json(await push.list(currentUser(req).id));
      },
      doc: {
        summary: "The signed-in staff member's subscribed devices, newest first",
        responses: { 200: jsonResponse('The devices', z.array(pushDeviceSchema)), ...staffOnly },
      },
    }),
    route({
      method: 'delete',
      path: '/subscriptions/:id',
      access: { can: 'push.own' },
      params: pushSubscriptionParamsSchema,
      handler: async (req, res) => {
        await push.remove(req.params.id, currentUser(req).id);
        res.status(204).end();
      },
      doc: {
        summary: 'Unsubscribe one of your devices',
        responses: {
          204: { description: 'Removed' },
          401: errorResponse('Authentication required'),
          403: errorResponse('Staff only, Your role does not allow this, or the device is another staff member’s'),
          404: errorResponse('No such subscription'),
        },
      },
    }),
  ];
  return { mount: '/api/push', tag: 'push', routes, unmatched: { access: { can: 'push.own' } } };
}
