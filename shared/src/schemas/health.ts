import { z } from 'zod';

/** Answer of the health endpoint: 'degraded' while the database is unreachable. */
export const healthResponseSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    db: z.enum(['up', 'down']),
    uptimeSeconds: z.number().nonnegative(),
    version: z.string(),
    /** This instance's transactions since start: committed, and re-runs after a write conflict. */
    transactions: z.object({ committed: z.number().int().nonnegative(), retries: z.number().int().nonnegative() }),
  })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
