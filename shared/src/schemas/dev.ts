import { z } from 'zod';

import { formInt } from './primitives';

/** Test mode only (the chaos run): `POST /dev/faults/block-event-loop?ms=` holds the instance's event loop. */
export const blockEventLoopQuerySchema = z.strictObject({ ms: formInt(1, 10_000) });
export type BlockEventLoopQuery = z.infer<typeof blockEventLoopQuerySchema>;
