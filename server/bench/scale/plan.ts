/** What bench:scale runs (see scale.bench.ts): its flags, and the messages between the bench and its socket workers. */
import { parseArgs } from 'node:util';

import type { ClientRecord } from '../../chaos/history';

export interface Plan {
  instances: number;
  /** Customer sockets, spread over the instances; STAFF staff sockets come on top. */
  sockets: number;
  /** Seconds of counted load per phase, after `warmup` seconds that are run but not counted. */
  seconds: number;
  warmup: number;
  /** Processes holding the client sockets, so 10,000 of them do not starve one event loop. */
  workers: number;
  /** Placements offered per second (staff changes at half of it, as bench:orders offers them). */
  rate: number;
}

export const STAFF = 40;
/** Customers that place orders (the first of the socket customers: they watch their own orders). */
export const PLACING = 200;
/** Fan-out p99 with N instances against one instance serving the same sockets and load. */
export const BUDGET_RATIO = 2;

export function readPlan(argv = process.argv.slice(2)): Plan {
  const { values } = parseArgs({
    args: argv,
    options: {
      instances: { type: 'string', default: '4' },
      sockets: { type: 'string', default: '10000' },
      seconds: { type: 'string', default: '30' },
      warmup: { type: 'string', default: '5' },
      workers: { type: 'string', default: '2' },
      rate: { type: 'string', default: '50' },
    },
  });
  const plan = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, Number(value)])) as unknown as Plan;
  for (const [key, value] of Object.entries(plan))
    if (!Number.isInteger(value) || value < (key === 'warmup' ? 0 : 1)) throw new Error(`--${key} must be a whole number (got ${value})`);
  if (plan.sockets < PLACING) throw new Error(`--sockets must be at least ${PLACING} (the placing customers hold sockets too)`);
  return plan;
}

/** One socket a worker opens: its logical client in the history, where, and with what. */
export interface SocketSpec {
  id: string;
  url: string;
  token: string;
  audience: 'all' | 'customer';
  userId?: string;
}

/** [when the event was committed (its occurredAt, ms since the epoch), ms from then to its arrival]. */
export type Arrival = [number, number];

export type ToWorker =
  | { kind: 'connect'; sockets: SocketSpec[]; lastSeq: number }
  /** How many clients are still short of `staffHead` (staff) or of their own last event (`customerLast`, by user id). */
  | { kind: 'progress'; staffHead: number; customerLast: Record<string, number> }
  | { kind: 'report' };

export type FromWorker =
  | { kind: 'connected'; count: number }
  | { kind: 'progress'; behind: number }
  | { kind: 'report'; records: ClientRecord[]; staff: Arrival[]; customers: Arrival[]; disconnects: number };
