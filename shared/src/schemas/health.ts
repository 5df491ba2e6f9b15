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

/** Answer of the liveness probe: the process answers. Never looks at the database. */
export const liveResponseSchema = z
  .object({ status: z.literal('live'), uptimeSeconds: z.number().nonnegative() })
  .meta({ id: 'LiveResponse' });
export type LiveResponse = z.infer<typeof liveResponseSchema>;

/** Answer of the readiness probe: 200 when every check passes, 503 with the failing ones otherwise. */
export const readyResponseSchema = z
  .object({
    ready: z.boolean(),
    checks: z.array(z.object({ name: z.string(), ok: z.boolean(), detail: z.string().optional() })),
  })
  .meta({ id: 'ReadyResponse' });
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
