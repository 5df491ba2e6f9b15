import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
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

import { bearerSecurity, errorResponse, jsonResponse } from '../../lib/openapi';

const staff = { security: bearerSecurity, tags: ['webhooks'] };
const staffOnly = { 401: errorResponse('Authentication required'), 403: errorResponse('Staff only') };
const BASE = '/api/integrations/webhooks';
const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
const missing = { 404: errorResponse('Endpoint not found') };

export function registerWebhooksOpenApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    ...staff,
    method: 'post',
    path: BASE,
    summary: 'Register a webhook endpoint (the secret is shown only here and on rotation)',
    description:
      'The shop POSTs every event of the log committed from now on, in seq order, as a CloudEvent (`application/cloudevents+json`) signed per Standard Webhooks (`webhook-id` = event id, `webhook-timestamp`, `webhook-signature: v1,<base64>`). `eventTypes` are the socket event names; none means all. In production only https URLs whose host resolves to public addresses (an IPv6 address that carries an IPv4 one is judged by it). At most 20 endpoints.',
    request: { body: json(webhookCreateRequestSchema) },
    responses: {
      201: jsonResponse('The endpoint and its secret', webhookEndpointCreatedSchema),
      400: errorResponse('A bad URL (not https, a private or loopback address) or event type'),
      409: errorResponse('The shop already has 20 endpoints'),
      ...staffOnly,
    },
  });
  registry.registerPath({
    ...staff,
    method: 'get',
    path: BASE,
    summary: 'Every endpoint, newest first, with its state (ok, failing, disabled) and the seq delivered up to; never a secret',
    responses: { 200: jsonResponse('The endpoints', z.array(webhookEndpointSchema)), ...staffOnly },
  });
  registry.registerPath({
    ...staff,
    method: 'patch',
    path: `${BASE}/{id}`,
    summary:
      'Change the URL, description, event types, or enable/disable (enabling forgets the failures and resumes where delivery stopped)',
    request: { params: webhookParamsSchema, body: json(webhookUpdateRequestSchema) },
    responses: { 200: jsonResponse('The endpoint', webhookEndpointSchema), 400: errorResponse('Bad input'), ...staffOnly, ...missing },
  });
  registry.registerPath({
    ...staff,
    method: 'delete',
    path: `${BASE}/{id}`,
    summary: 'Delete an endpoint with its cursor and delivery log',
    request: { params: webhookParamsSchema },
    responses: { 204: { description: 'Deleted' }, ...staffOnly, ...missing },
  });
  registry.registerPath({
    ...staff,
    method: 'post',
    path: `${BASE}/{id}/rotate-secret`,
    summary:
      'A new secret; the previous one keeps signing (two signatures) for 24 h. Rotations at the same moment each succeed, one after the other',
    request: { params: webhookParamsSchema },
    responses: { 200: jsonResponse('The new secret', webhookSecretRotatedSchema), ...staffOnly, ...missing },
  });
  registry.registerPath({
    ...staff,
    method: 'post',
    path: `${BASE}/{id}/test`,
    summary: 'Send a signed test event (type hu.pizzapoint.webhook.test, not in the log) and answer with the attempt',
    request: { params: webhookParamsSchema },
    responses: { 200: jsonResponse('The attempt (success or not)', webhookDeliverySchema), ...staffOnly, ...missing },
  });
  registry.registerPath({
    ...staff,
    method: 'get',
    path: `${BASE}/{id}/deliveries`,
    summary: 'Delivery attempts, newest first (kept 7 days)',
    request: { params: webhookParamsSchema, query: webhookDeliveriesQuerySchema },
    responses: { 200: jsonResponse('The attempts', z.array(webhookDeliverySchema)), ...staffOnly, ...missing },
  });
  registry.registerPath({
    ...staff,
    method: 'post',
    path: `${BASE}/{id}/resend`,
    summary: 'Send one event of the log again now (the cursor does not move)',
    request: { params: webhookParamsSchema, body: json(webhookResendRequestSchema) },
    responses: { 200: jsonResponse('The attempt', webhookDeliverySchema), ...staffOnly, 404: errorResponse('Endpoint or event not found') },
  });
  registry.registerPath({
    ...staff,
    method: 'post',
    path: `${BASE}/{id}/replay`,
    summary: 'Rewind the cursor to fromSeq - 1: every event from fromSeq on is delivered again, in order',
    request: { params: webhookParamsSchema, body: json(webhookReplayRequestSchema) },
    responses: {
      200: jsonResponse('The endpoint', webhookEndpointSchema),
      400: errorResponse('fromSeq beyond the log'),
      ...staffOnly,
      ...missing,
    },
  });
}
