import type { Clock } from '../../lib/clock';
import { ConsumerStateModel } from './consumer-state.model';

export interface LeaseDeps {
  /** What the lease is for (a consumer of the log, a scheduler); one document per name. */
  name: string;
  /** This process (each start is a new one). */
  instanceId: string;
  clock: Clock;
  /** How long a lease lasts unless renewed; the holder renews at a third of it. */
  leaseMs?: number;
}

export const DEFAULT_LEASE_MS = 15_000;

const isDuplicateKey = (err: unknown) => (err as { code?: unknown }).code === 11000;

/**
 * A lease in the database: one instance acts for `name` at a time, and another takes over once the
 * holder stops renewing (it died, or lost the database). Every takeover increments `token`, and
 * the holder's writes for the lease are conditional on it (`fence()`), so a holder that stalled
 * past its lease can no longer write once another has taken over. Instances' clocks are assumed to
 * agree within a few seconds (the lease is 15 s).
 */
export function createLease({ name, instanceId, clock, leaseMs = DEFAULT_LEASE_MS }: LeaseDeps) {
  let token: number | undefined;
  let until = 0;
  const expiry = () => new Date(clock.now().getTime() + leaseMs);

  /** Takes the lease if nobody holds it (or the holder let it lapse); false when another instance holds it. */
  async function acquire(): Promise<boolean> {
    const now = clock.now();
    try {
      const state = await ConsumerStateModel.findOneAndUpdate(
        { _id: name, $or: [{ until: { $lte: now } }, { holder: { $exists: false } }] },
        { $set: { holder: instanceId, until: expiry() }, $inc: { token: 1 } },
        { upsert: true, returnDocument: 'after', lean: true },
      );
      token = state!.token;
      until = state!.until!.getTime();
      return true;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err; // the document exists and another instance holds it
      token = undefined;
      return false;
    }
  }

  /** Extends the lease; false when it was lost (taken over after it lapsed). */
  async function renew(): Promise<boolean> {
    if (token === undefined) return false;
    const next = expiry();
    const result = await ConsumerStateModel.updateOne({ _id: name, holder: instanceId, token }, { $set: { until: next } });
    if (result.matchedCount === 0) token = undefined;
    else until = next.getTime();
    return token !== undefined;
  }

  /** Lets another instance take over at once (a clean stop). */
  async function release(): Promise<void> {
    if (token === undefined) return;
    await ConsumerStateModel.updateOne({ _id: name, holder: instanceId, token }, { $set: { until: new Date(0) } });
    token = undefined;
  }

  return {
    acquire,
    renew,
    release,
    /** Whether this instance holds the lease as far as it knows (the database decides at each fenced write). */
    held: () => token !== undefined && clock.now().getTime() < until,
    /** The filter that makes a write happen only while this instance still holds the lease. */
    fence: () => ({ _id: name, holder: instanceId, token }),
  };
}

export type Lease = ReturnType<typeof createLease>;
