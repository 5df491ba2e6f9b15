import { z } from 'zod';

/** Answer of the health endpoint: 'degraded' while the database is unreachable. */
export const healthResponseSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    db: z.enum(['up', 'down']),
    uptimeSeconds: z.number().nonnegative(),
    version: z.string(),
  })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
