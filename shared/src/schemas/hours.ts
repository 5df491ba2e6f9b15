import { z } from 'zod';

import { DAYS_OF_WEEK, HOURS_TIME_ZONE } from '../constants';

/*
 * Opening hours in the shape of schema.org's OpeningHoursSpecification (dayOfWeek, opens, closes;
 * special days as in specialOpeningHoursSpecification), per service, in Europe/Budapest. A range
 * whose `closes` is not after its `opens` runs past midnight into the next day (18:00-02:00); equal
 * times are a whole day. A special day replaces the week's ranges of that date for both services.
 */

export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time of day as HH:MM, e.g. 18:30.');

const rangeSchema = z.strictObject({ opens: clockTimeSchema, closes: clockTimeSchema });
export type HoursRange = z.infer<typeof rangeSchema>;

export const openingHoursSpecSchema = z
  .strictObject({ dayOfWeek: z.enum(DAYS_OF_WEEK, 'Use a day of the week from Monday to Sunday.'), ...rangeSchema.shape })
  .meta({ id: 'OpeningHoursSpecification' });
export type OpeningHoursSpec = z.infer<typeof openingHoursSpecSchema>;

const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.')
  .refine(
    (date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date),
    'This date does not exist.',
  );

export const specialDaySchema = z
  .strictObject({
    date: calendarDateSchema,
    closed: z.literal(true).optional(),
    ranges: z.array(rangeSchema).max(6, 'At most 6 ranges a day.').optional(),
  })
  .refine((day) => (day.closed === true) !== (day.ranges?.length ?? 0) > 0, {
    message: 'A special day is either closed all day or has opening ranges, not both and not neither.',
  })
  .meta({ id: 'SpecialDay' });
export type SpecialDay = z.infer<typeof specialDaySchema>;

const serviceWeekSchema = z.array(openingHoursSpecSchema).max(42, 'At most 6 ranges a day.');

export const restaurantHoursSchema = z
  .strictObject({
    timezone: z.literal(HOURS_TIME_ZONE).default(HOURS_TIME_ZONE),
    pickup: serviceWeekSchema,
    delivery: serviceWeekSchema,
    special: z.array(specialDaySchema).max(366, 'At most 366 special days.'),
  })
  .refine((hours) => new Set(hours.special.map((day) => day.date)).size === hours.special.length, {
    message: 'Each special day may appear only once.',
    path: ['special'],
  })
  .meta({ id: 'RestaurantHours' });
export type RestaurantHours = z.infer<typeof restaurantHoursSchema>;
