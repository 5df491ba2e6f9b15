import type { Logger } from '../../lib/logger';
import type { AttemptRecord } from './attempt-ledger';

export interface RetrySweepDeps<Record extends AttemptRecord> {
  /** The ledger's effects due now (attempt-ledger.ts `due`). */
  due(limit: number): Promise<Record[]>;
  /** Claims the effect and tries it once more (the claim keeps it to one sender, whichever instances sweep). */
  retry(record: Record): Promise<void>;
  /** Whether this instance sweeps now (it holds the channel's lease). */
  active(): boolean;
  /** Whether the channel stopped sending here (a pass then ends after the effect in hand). */
  paused(): boolean;
  everyMs: number;
  logger: Logger;
  /** Effects looked at per pass (the next pass takes the rest). */
  batch?: number;
}

/**
 * The retry sweep of a channel: every `everyMs`, the instance holding the channel's lease tries
 * again the effects whose retry is due, and those whose sender died mid-attempt (its claim lapsed),
 * one after the other. A failed effect thus never holds up the next event's.
 */
export function createRetrySweep<Record extends AttemptRecord>({
  due,
  retry,
  active,
  paused,
  everyMs,
  logger,
  batch = 20,
}: RetrySweepDeps<Record>) {
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;

  /** One pass: every effect due now, one after the other (a stop abandons the one in flight and ends the pass). */
  async function retryDue(): Promise<void> {
    for (const record of await due(batch)) {
      if (paused()) return;
      await retry(record);
    }
  }

  function sweep(): void {
    if (sweeping || !active()) return;
    sweeping = retryDue()
      .catch((err: unknown) => logger.error({ err }, 'the retry sweep failed; it runs again'))
      .finally(() => (sweeping = undefined));
  }

  return {
    retryDue,
    start(): void {
      timer = setInterval(sweep, everyMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await sweeping;
    },
  };
}
