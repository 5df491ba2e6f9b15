import {
  busyRequestSchema,
  pauseRequestSchema,
  RESTAURANT_ID,
  type RestaurantStatus,
  restaurantHoursSchema,
  restaurantSettingsPatchSchema,
  restaurantSettingsSchema,
  restaurantStatusSchema,
  restaurantStatusUpdateQuerySchema,
  schedulingSettingsSchema,
  SETTINGS_CHANGE_MESSAGES,
  UNTIL_MAX_DAYS,
  UNTIL_TOO_FAR_MESSAGE,
  untilTooFar,
} from '@pizza/shared';
import { z } from 'zod';

import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { errorResponse, jsonResponse, textResponse } from '../../lib/openapi';
import { messageForRequest } from '../../lib/request-language';
import { route, type RouteTable } from '../../lib/route-table';
import { currentUser } from '../auth';
import type { RestaurantSettingsService } from './restaurant-settings';
import type { RestaurantService } from './restaurant.service';

export const RESTAURANT_MESSAGES = {
  statusUpdated: 'Restaurant status updated successfully.',
  hoursUpdated: 'Opening hours updated.',
  notFound: 'Restaurant not found',
  untilInPast: 'The end of the change must be in the future.',
} as const;

const restaurantParamsSchema = z.strictObject({ restaurantId: z.string().regex(/^\d{1,9}$/, 'Invalid restaurant id') });
const staffOnly = { 401: errorResponse('Authentication required'), 403: errorResponse('Staff only, or Your role does not allow this') };
/** Busy mode and pause answer the status they lead to. */
const shopChangeDoc = (summary: string) => ({
  summary,
  responses: {
    200: jsonResponse('The status after the change', restaurantStatusSchema),
    400: errorResponse('A value not offered'),
    ...staffOnly,
  },
});

export interface RestaurantRoutesDeps {
  restaurant: RestaurantService;
  restaurantSettings: RestaurantSettingsService;
  clock: Clock;
}

/**
 * Mounted at /api/restaurant. The status and the opening hours are public (customers are told when
 * the shop is open, search engines and integrators read the hours); changing them is staff only.
 * The settings (prep times, delivery bands, escalation) are staff only, read and write.
 */
export function restaurantRoutes({ restaurant, restaurantSettings, clock }: RestaurantRoutesDeps): RouteTable {
  const routes = [
    route({
      method: 'get',
      path: '/restaurant-status',
      access: 'public',
      handler: async (_req, res) => {
        // Never cached: a toggle or the hours' turn must show at once, everywhere.
        res.setHeader('Cache-Control', 'no-store');
        res.json((await restaurant.status(clock.now())) satisfies RestaurantStatus);
      },
      doc: {
        summary: 'Whether the shop takes orders now, why, per service and until or from when (public; never cached)',
        responses: {
          200: jsonResponse('The open flag, the reason, each service, the next opening and the minimum order', restaurantStatusSchema),
        },
      },
    }),
    route({
      method: 'get',
      path: '/hours',
      access: 'public',
      handler: async (_req, res) => {
        res.setHeader('Cache-Control', 'no-cache');
        res.json(await restaurant.hours());
      },
      doc: {
        summary: "The opening hours per service and the special days, in schema.org's OpeningHoursSpecification shape (public)",
        responses: {
          200: jsonResponse('The hours, Europe/Budapest; `closes` not after `opens` runs past midnight', restaurantHoursSchema),
        },
      },
    }),
    route({
      method: 'put',
      path: '/hours',
      access: { can: 'shop.hours' },
      body: restaurantHoursSchema,
      handler: async (req, res) => {
        await restaurant.setHours(currentUser(req), req.body, clock.now());
        res.json(await restaurant.hours());
      },
      doc: {
        summary: 'Replace the opening hours (staff); a toggle still running ends and the hours rule',
        responses: {
          200: jsonResponse('The hours as stored', restaurantHoursSchema),
          400: errorResponse('A malformed time, day, date or special day, with the reason'),
          ...staffOnly,
        },
      },
    }),
    ...settingsRoutes(restaurantSettings),
    route({
      method: 'put',
      path: '/busy',
      access: { can: 'shop.status' },
      body: busyRequestSchema,
      handler: async (req, res) => {
        res.json(await restaurant.setBusy(currentUser(req), req.body.extraMinutes, clock.now()));
      },
      doc: shopChangeDoc('Busy mode (staff): every new estimate grows by 0, 15, 30 or 45 minutes; orders still come in'),
    }),
    route({
      method: 'put',
      path: '/pause',
      access: { can: 'shop.status' },
      body: pauseRequestSchema,
      handler: async (req, res) => {
        res.json(await restaurant.pause(currentUser(req), req.body.minutes, clock.now()));
      },
      doc: shopChangeDoc('Pause new orders (staff) for 15, 30 or 60 minutes, after which they are taken again by themselves; 0 ends it'),
    }),
    // Staff only; the original client always uses id 1 and sends a body `{}`, which is ignored.
    route({
      method: 'put',
      path: '/:restaurantId/status',
      access: { can: 'shop.status' },
      params: restaurantParamsSchema,
      query: restaurantStatusUpdateQuerySchema,
      handler: async (req, res) => {
        if (Number(req.params.restaurantId) !== RESTAURANT_ID) throw notFound(RESTAURANT_MESSAGES.notFound);
        const now = clock.now();
        const until = req.query.until ? new Date(req.query.until) : undefined;
        if (until && until.getTime() <= now.getTime()) throw badRequest(RESTAURANT_MESSAGES.untilInPast);
        if (until && untilTooFar(until, now)) throw badRequest(UNTIL_TOO_FAR_MESSAGE);
        await restaurant.setOpen(currentUser(req), req.query.isOpen, now, until);
        res.type('text/plain').send(messageForRequest(req, res, RESTAURANT_MESSAGES.statusUpdated));
      },
      doc: {
        summary:
          'Open or close the shop (staff) until `until`, or without it until the opening hours next change (for good when none are set); the id is always 1; any body is ignored',
        request: { params: z.object({ restaurantId: z.string().meta({ example: '1' }) }) },
        responses: {
          200: textResponse(RESTAURANT_MESSAGES.statusUpdated),
          400: errorResponse(`isOpen must be true or false; until must be a future instant at most ${UNTIL_MAX_DAYS} days ahead`),
          ...staffOnly,
          404: errorResponse(RESTAURANT_MESSAGES.notFound),
        },
      },
    }),
  ];
  // Any other method on the toggle's path is staff's business too: strangers learn 401, not 404.
  return {
    mount: '/api/restaurant',
    tag: 'restaurant',
    routes,
    unmatched: { access: { can: 'shop.status' }, path: '/:restaurantId/status' },
  };
}

function settingsRoutes(restaurantSettings: RestaurantSettingsService) {
  return [
    route({
      method: 'get',
      path: '/settings',
      access: { can: 'orders.view' },
      handler: async (_req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json(await restaurantSettings.get());
      },
      doc: {
        summary: 'The settings (staff): usual prep minutes per service, delivery time bands by distance, escalation of unanswered orders',
        responses: {
          200: jsonResponse('The settings in force (the defaults until staff save them)', restaurantSettingsSchema),
          ...staffOnly,
        },
      },
    }),
    route({
      method: 'put',
      path: '/settings',
      access: { can: 'shop.settings' },
      body: restaurantSettingsSchema,
      handler: async (req, res) => {
        res.json(await restaurantSettings.put(currentUser(req), req.body));
      },
      doc: {
        summary: 'Replace the settings (staff; the whole object); appends a settings-changed event',
        responses: {
          200: jsonResponse('The settings as stored', restaurantSettingsSchema),
          400: errorResponse('A value out of range, bands not increasing, escalation steps not in order, with the reason'),
          ...staffOnly,
        },
      },
    }),
    route({
      method: 'patch',
      path: '/settings',
      access: { can: 'shop.settings' },
      body: restaurantSettingsPatchSchema,
      handler: async (req, res) => {
        res.json(await restaurantSettings.patch(currentUser(req), req.body));
      },
      doc: {
        summary: 'Change only some settings (staff): the fields in `set`, on the settings as stored now; appends a settings-changed event',
        description:
          '`was` (optional) holds what the sender saw in those fields before editing: a field stored differently now (someone saved it meanwhile) is 409 naming it, nothing written. ' +
          'The result is checked whole, as PUT checks it. The delivery bands are one field (the whole list).',
        responses: {
          200: jsonResponse('The settings as stored after the change', restaurantSettingsSchema),
          400: errorResponse(
            `'${SETTINGS_CHANGE_MESSAGES.nothing}', a value out of range, bands not increasing, escalation steps not in order`,
          ),
          ...staffOnly,
          409: errorResponse(SETTINGS_CHANGE_MESSAGES.changedMeanwhile),
        },
      },
    }),
    route({
      method: 'get',
      path: '/scheduling',
      access: { can: 'orders.view' },
      handler: async (_req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json(await restaurantSettings.getScheduling());
      },
      doc: {
        summary:
          'Ordering for later (staff): on or off, days ahead, slot length, orders per slot per service and the limits by weekday and time',
        responses: {
          200: jsonResponse('The settings in force (the defaults until staff save them)', schedulingSettingsSchema),
          ...staffOnly,
        },
      },
    }),
    route({
      method: 'put',
      path: '/scheduling',
      access: { can: 'shop.settings' },
      body: schedulingSettingsSchema,
      handler: async (req, res) => {
        res.json(await restaurantSettings.putScheduling(currentUser(req), req.body));
      },
      doc: {
        summary: 'Replace the ordering-for-later settings (staff; the whole object); audited as scheduling.saved',
        description:
          'Orders already placed for later keep their slot and their place; the new limits apply to the places still free (docs/product/scheduled-orders.md).',
        responses: {
          200: jsonResponse('The settings as stored', schedulingSettingsSchema),
          400: errorResponse(
            'A value out of range, a slot length not offered, a rule ending before it starts, with the reason and its path',
          ),
          ...staffOnly,
        },
      },
    }),
  ];
}
