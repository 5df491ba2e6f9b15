import {
  webhookCreateRequestSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliverySchema,
  webhookEndpointCreatedSchema,
  webhookEndpointSchema,
  webhookParamsSchema,
  webhookReplayRequestSchema,
  webhookResendRequestSchema,
  webhookSecretRotatedSchema,
  webhookUpdateRequestSchema,
} from '@pizza/shared';
import { z } from 'zod';

import { errorResponse, jsonResponse } from '../../lib/openapi';
import { route, type RouteTable } from '../../lib/route-table';
import { currentUser } from '../auth';
import type { WebhooksService } from './webhooks.service';

const staffOnly = { 401: errorResponse('Authentication required'), 403: errorResponse('Staff only, or Your role does not allow this') };
const missing = { 404: errorResponse('Endpoint not found') };

/** Mounted at /api/integrations/webhooks: staff manage the endpoints the shop calls. */
export function webhooksRoutes(webhooks: WebhooksService): RouteTable {
  const routes = [
    route({
      method: 'post',
      path: '/',
      access: { can: 'integrations.manage' },
      body: webhookCreateRequestSchema,
      handler: async (req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.status(201).json(await webhooks.create(req.body, currentUser(req)));
      },
      doc: {
        summary: 'Register a webhook endpoint (the secret is shown only here and on rotation)',
        description:
          'The shop POSTs every event of the log committed from now on, in seq order, as a CloudEvent (`application/cloudevents+json`) signed per Standard Webhooks (`webhook-id` = event id, `webhook-timestamp`, `webhook-signature: v1,<base64>`). `eventTypes` are the socket event names; none means all. In production only https URLs whose host resolves to public addresses (an IPv6 address that carries an IPv4 one is judged by it). At most 20 endpoints.',
        responses: {
          201: jsonResponse('The endpoint and its secret', webhookEndpointCreatedSchema),
          400: errorResponse('A bad URL (not https, a private or loopback address) or event type'),
          409: errorResponse('The shop already has 20 endpoints'),
          ...staffOnly,
        },
      },
    }),
    route({
      method: 'get',
      path: '/',
      access: { can: 'integrations.manage' },
      handler: async (_req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json(await webhooks.list());
      },
      doc: {
        summary: 'Every endpoint, newest first, with its state (ok, failing, disabled) and the seq delivered up to; never a secret',
        responses: { 200: jsonResponse('The endpoints', z.array(webhookEndpointSchema)), ...staffOnly },
      },
    }),
    route({
      method: 'patch',
      path: '/:id',
      access: { can: 'integrations.manage' },
      params: webhookParamsSchema,
      body: webhookUpdateRequestSchema,
      handler: async (req, res) => {
        res.json(await webhooks.update(req.params.id, req.body, currentUser(req)));
      },
      doc: {
        summary:
          'Change the URL, description, event types, or enable/disable (enabling forgets the failures and resumes where delivery stopped)',
        responses: { 200: jsonResponse('The endpoint', webhookEndpointSchema), 400: errorResponse('Bad input'), ...staffOnly, ...missing },
      },
    }),
    route({
      method: 'delete',
      path: '/:id',
      access: { can: 'integrations.manage' },
      params: webhookParamsSchema,
      handler: async (req, res) => {
        await webhooks.remove(req.params.id, currentUser(req));
        res.status(204).end();
      },
      doc: {
        summary: 'Delete an endpoint with its cursor and delivery log',
        responses: { 204: { description: 'Deleted' }, ...staffOnly, ...missing },
      },
    }),
    route({
      method: 'post',
      path: '/:id/rotate-secret',
      access: { can: 'integrations.manage' },
      params: webhookParamsSchema,
      handler: async (req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json(await webhooks.rotateSecret(req.params.id, currentUser(req)));
      },
      doc: {
        summary:
          'A new secret; the previous one keeps signing (two signatures) for 24 h. Rotations at the same moment each succeed, one after the other',
        responses: { 200: jsonResponse('The new secret', webhookSecretRotatedSchema), ...staffOnly, ...missing },
      },
    }),
    route({
      method: 'post',
      path: '/:id/test',
      access: { can: 'integrations.manage' },
      params: webhookParamsSchema,
      handler: async (req, res) => {
        res.json(await webhooks.sendTest(req.params.id));
      },
      doc: {
        summary: 'Send a signed test event (type hu.pizzapoint.webhook.test, not in the log) and answer with the attempt',
        responses: { 200: jsonResponse('The attempt (success or not)', webhookDeliverySchema), ...staffOnly, ...missing },
      },
    }),
    route({
      method: 'get',
      path: '/:id/deliveries',
      access: { can: 'integrations.manage' },
      params: webhookParamsSchema,
      query: webhookDeliveriesQuerySchema,
      handler: async (req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json(await webhooks.deliveries(req.params.id, req.query.limit));
      },
      doc: {
        summary: 'Delivery attempts, newest first (kept 7 days)',
        responses: { 200: jsonResponse('The attempts', z.array(webhookDeliverySchema)), ...staffOnly, ...missing },
      },
    }),
    route({
      method: 'post',
      path: '/:id/resend',
      access: { can: 'integrations.manage' },
      params: webhookParamsSchema,
      body: webhookResendRequestSchema,
      handler: async (req, res) => {
        res.json(await webhooks.resend(req.params.id, req.body.eventId, currentUser(req)));
      },
      doc: {
        summary: 'Send one event of the log again now (the cursor does not move)',
        responses: {
          200: jsonResponse('The attempt', webhookDeliverySchema),
          ...staffOnly,
          404: errorResponse('Endpoint or event not found'),
        },
      },
    }),
    route({
      method: 'post',
      path: '/:id/replay',
      access: { can: 'integrations.manage' },
      params: webhookParamsSchema,
      body: webhookReplayRequestSchema,
      handler: async (req, res) => {
        res.json(await webhooks.replay(req.params.id, req.body.fromSeq, currentUser(req)));
      },
      doc: {
        summary: 'Rewind the cursor to fromSeq - 1: every event from fromSeq on is delivered again, in order',
        responses: {
          200: jsonResponse('The endpoint', webhookEndpointSchema),
          400: errorResponse('fromSeq beyond the log'),
          ...staffOnly,
          ...missing,
        },
      },
    }),
  ];
  return { mount: '/api/integrations/webhooks', tag: 'webhooks', routes, unmatched: { access: { can: 'integrations.manage' } } };
}
