import { z } from 'zod';

/*
 * The restaurant's settings (staff: GET/PUT /api/restaurant/settings): how long the kitchen usually
 * takes per service, how long a delivery drives by distance, and when an unanswered order escalates.
 * PUT takes the whole object; PATCH only the fields a form changed (restaurant-settings-changes.ts).
 * Opening hours live apart (/api/restaurant/hours).
 */

const wholeMinutes = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number of minutes.` })
    .int(`${label} must be whole minutes.`)
    .min(min, `${label} must be between ${min} and ${max} minutes.`)
    .max(max, `${label} must be between ${min} and ${max} minutes.`);

export const MAX_DELIVERY_BANDS = 6;

export const deliveryBandSchema = z
  .strictObject({
    upToKm: z.number({ error: 'A band ends at a distance in km.' }).positive('A band ends at a distance above 0 km.'),
    minutes: wholeMinutes('A delivery band', 0, 120),
  })
  .meta({ id: 'DeliveryBand' });
export type DeliveryBand = z.infer<typeof deliveryBandSchema>;

export const escalationFields = {
  ringLouderAfterMin: wholeMinutes('Ring louder after', 1, 240),
  tellCustomerAfterMin: wholeMinutes('Tell the customer after', 1, 240),
  autoCancelAfterMin: wholeMinutes('Cancel automatically after', 1, 240),
};

const escalationSchema = z
  .strictObject(escalationFields)
  .superRefine((escalation, ctx) => {
    if (escalation.tellCustomerAfterMin <= escalation.ringLouderAfterMin)
      ctx.addIssue({
        code: 'custom',
        path: ['tellCustomerAfterMin'],
        message: 'Telling the customer must come after ringing louder.',
      });
    if (escalation.autoCancelAfterMin <= escalation.tellCustomerAfterMin)
      ctx.addIssue({
        code: 'custom',
        path: ['autoCancelAfterMin'],
        message: 'The automatic cancel must come after telling the customer.',
      });
  })
  .meta({ id: 'EscalationSettings' });
export type EscalationSettings = z.infer<typeof escalationSchema>;

export const prepMinutesFields = {
  PICKUP: wholeMinutes('The pickup preparation time', 5, 120),
  DELIVERY: wholeMinutes('The delivery preparation time', 5, 120),
};

/**
 * Driving time by straight-line distance: the first band whose `upToKm` is not below the
 * distance; beyond the last band, the last band.
 */
export const deliveryBandsSchema = z
  .array(deliveryBandSchema)
  .min(1, 'Set at least one delivery band.')
  .max(MAX_DELIVERY_BANDS, `At most ${MAX_DELIVERY_BANDS} delivery bands.`)
  .superRefine((bands, ctx) => {
    bands.forEach((band, i) => {
      if (i > 0 && band.upToKm <= bands[i - 1]!.upToKm)
        ctx.addIssue({ code: 'custom', path: [i, 'upToKm'], message: 'Each delivery band must reach farther than the one before.' });
    });
  });

export const restaurantSettingsSchema = z
  .strictObject({
    /** The usual preparation time per service: an accepted order's default estimate. */
    prepMinutes: z.strictObject(prepMinutesFields),
    deliveryBands: deliveryBandsSchema,
    /** When an order nobody accepted escalates, in minutes after it was placed. */
    escalation: escalationSchema,
  })
  .meta({ id: 'RestaurantSettings' });
export type RestaurantSettings = z.infer<typeof restaurantSettingsSchema>;

/** The defaults reach as far as the default zone (DELIVERY_RADIUS_M, 5 km) and no farther. */
export const DEFAULT_RESTAURANT_SETTINGS: RestaurantSettings = {
  prepMinutes: { PICKUP: 20, DELIVERY: 30 },
  deliveryBands: [
    { upToKm: 2, minutes: 15 },
    { upToKm: 5, minutes: 25 },
  ],
  escalation: { ringLouderAfterMin: 3, tellCustomerAfterMin: 8, autoCancelAfterMin: 15 },
};

/** The driving minutes of a delivery `km` away (beyond the last band: the last band). */
export function deliveryBandMinutes(bands: readonly DeliveryBand[], km: number): number {
  const band = bands.find((each) => km <= each.upToKm) ?? bands[bands.length - 1];
  return band?.minutes ?? 0;
}

/** A band may not reach beyond the delivery zone (no address there can order); `{km}` is the zone's radius. */
export const BAND_BEYOND_ZONE_MESSAGE = 'The delivery zone ends at {km} km: a band cannot reach farther.';

/**
 * The settings of a shop whose delivery zone reaches `zoneKm` (the restaurant profile's radius): as
 * restaurantSettingsSchema, and no band reaches beyond the zone. The board's form and the server both check it.
 */
export function settingsSchemaForZone(zoneKm: number) {
  return restaurantSettingsSchema.superRefine((settings, ctx) => {
    const index = settings.deliveryBands.findIndex((band) => band.upToKm > zoneKm);
    if (index >= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['deliveryBands', index, 'upToKm'],
        message: BAND_BEYOND_ZONE_MESSAGE.replace('{km}', String(zoneKm)),
      });
  });
}

/**
 * The driving minutes a delivery inside the zone may take, from the fastest to the slowest band
 * that covers part of it (a band starts where the one before ends).
 */
export function driveMinutesInZone(bands: readonly DeliveryBand[], zoneKm: number): { min: number; max: number } | undefined {
  const inZone = bands.filter((_, index) => index === 0 || bands[index - 1]!.upToKm < zoneKm).map((band) => band.minutes);
  return inZone.length > 0 ? { min: Math.min(...inZone), max: Math.max(...inZone) } : undefined;
}
