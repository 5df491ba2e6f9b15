import { z } from 'zod';

import { idSchema, isoDateTimeSchema } from './schemas/primitives';

/** What every event of the log carries: its place in the log (`seq`), its id and when it happened. */
export const logFields = {
  seq: z.int().positive(),
  eventId: idSchema,
  occurredAt: isoDateTimeSchema,
};
