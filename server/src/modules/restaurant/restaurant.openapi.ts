import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  busyRequestSchema,
  pauseRequestSchema,
  restaurantHoursSchema,
  restaurantSettingsPatchSchema,
  restaurantSettingsSchema,
  restaurantStatusSchema,
  restaurantStatusUpdateQuerySchema,
  SETTINGS_CHANGE_MESSAGES,
  UNTIL_MAX_DAYS,
} from '@pizza/shared';
import { z } from 'zod';

import { bearerSecurity, errorResponse, jsonResponse, textResponse } from '../../lib/openapi';
import { RESTAURANT_MESSAGES } from './restaurant.router';

export function registerRestaurantOpenApi(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/api/restaurant/restaurant-status',
    tags: ['restaurant'],
    summary: 'Whether the shop takes orders now, why, per service and until or from when (public; never cached)',
    responses: {
      200: jsonResponse('The open flag, the reason, each service, the next opening and the minimum order', restaurantStatusSchema),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/restaurant/hours',
    tags: ['restaurant'],
    summary: "The opening hours per service and the special days, in schema.org's OpeningHoursSpecification shape (public)",
    responses: { 200: jsonResponse('The hours, Europe/Budapest; `closes` not after `opens` runs past midnight', restaurantHoursSchema) },
  });
  registry.registerPath({
    method: 'put',
    path: '/api/restaurant/hours',
    tags: ['restaurant'],
    security: bearerSecurity,
    summary: 'Replace the opening hours (staff); a toggle still running ends and the hours rule',
    request: { body: { content: { 'application/json': { schema: restaurantHoursSchema } } } },
    responses: {
      200: jsonResponse('The hours as stored', restaurantHoursSchema),
      400: errorResponse('A malformed time, day, date or special day, with the reason'),
      401: errorResponse('Authentication required'),
      403: errorResponse('Staff only'),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/restaurant/settings',
    tags: ['restaurant'],
    security: bearerSecurity,
    summary: 'The settings (staff): usual prep minutes per service, delivery time bands by distance, escalation of unanswered orders',
    responses: {
      200: jsonResponse('The settings in force (the defaults until staff save them)', restaurantSettingsSchema),
      401: errorResponse('Authentication required'),
      403: errorResponse('Staff only'),
    },
  });
  registry.registerPath({
    method: 'put',
    path: '/api/restaurant/settings',
    tags: ['restaurant'],
    security: bearerSecurity,
    summary: 'Replace the settings (staff; the whole object); appends a settings-changed event',
    request: { body: { content: { 'application/json': { schema: restaurantSettingsSchema } } } },
    responses: {
      200: jsonResponse('The settings as stored', restaurantSettingsSchema),
      400: errorResponse('A value out of range, bands not increasing, escalation steps not in order, with the reason'),
      401: errorResponse('Authentication required'),
      403: errorResponse('Staff only'),
    },
  });
  registry.registerPath({
    method: 'patch',
    path: '/api/restaurant/settings',
    tags: ['restaurant'],
    security: bearerSecurity,
    summary: 'Change only some settings (staff): the fields in `set`, on the settings as stored now; appends a settings-changed event',
    description:
      '`was` (optional) holds what the sender saw in those fields before editing: a field stored differently now (someone saved it meanwhile) is 409 naming it, nothing written. ' +
      'The result is checked whole, as PUT checks it. The delivery bands are one field (the whole list).',
    request: { body: { content: { 'application/json': { schema: restaurantSettingsPatchSchema } } } },
    responses: {
      200: jsonResponse('The settings as stored after the change', restaurantSettingsSchema),
      400: errorResponse(
        `'${SETTINGS_CHANGE_MESSAGES.nothing}', a value out of range, bands not increasing, escalation steps not in order`,
      ),
      401: errorResponse('Authentication required'),
      403: errorResponse('Staff only'),
      409: errorResponse(SETTINGS_CHANGE_MESSAGES.changedMeanwhile),
    },
  });
  for (const [path, schema, summary] of [
    [
      '/api/restaurant/busy',
      busyRequestSchema,
      'Busy mode (staff): every new estimate grows by 0, 15, 30 or 45 minutes; orders still come in',
    ],
    [
      '/api/restaurant/pause',
      pauseRequestSchema,
      'Pause new orders (staff) for 15, 30 or 60 minutes, after which they are taken again by themselves; 0 ends it',
    ],
  ] as const) {
    registry.registerPath({
      method: 'put',
      path,
      tags: ['restaurant'],
      security: bearerSecurity,
      summary,
      request: { body: { content: { 'application/json': { schema } } } },
      responses: {
        200: jsonResponse('The status after the change', restaurantStatusSchema),
        400: errorResponse('A value not offered'),
        401: errorResponse('Authentication required'),
        403: errorResponse('Staff only'),
      },
    });
  }
  registry.registerPath({
    method: 'put',
    path: '/api/restaurant/{restaurantId}/status',
    tags: ['restaurant'],
    security: bearerSecurity,
    summary:
      'Open or close the shop (staff) until `until`, or without it until the opening hours next change (for good when none are set); the id is always 1; any body is ignored',
    request: { params: z.object({ restaurantId: z.string().meta({ example: '1' }) }), query: restaurantStatusUpdateQuerySchema },
    responses: {
      200: textResponse(RESTAURANT_MESSAGES.statusUpdated),
      400: errorResponse(`isOpen must be true or false; until must be a future instant at most ${UNTIL_MAX_DAYS} days ahead`),
      401: errorResponse('Authentication required'),
      403: errorResponse('Staff only'),
      404: errorResponse(RESTAURANT_MESSAGES.notFound),
    },
  });
}
