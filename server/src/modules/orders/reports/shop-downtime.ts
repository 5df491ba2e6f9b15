import { shopStateChanges, type ShopStateChange } from '../../audit';

/*
 * Minutes the shop was paused or in busy mode, from the audit log's shop changes
 * (docs/product/audit-log.md): a pause runs from its entry until its `pausedUntil` or the next
 * pause entry (ended early or extended), busy mode from an entry with `busyExtraMinutes` > 0 until
 * the next busy entry. Each interval is clipped to the range, and to `now` (today's figures never
 * count minutes still to come).
 */

interface Interval {
  start: number;
  end: number;
}

const MINUTE = 60_000;

function minutesWithin(intervals: Interval[], from: number, to: number): number {
  const total = intervals.reduce((sum, { start, end }) => sum + Math.max(0, Math.min(end, to) - Math.max(start, from)), 0);
  return Math.round(total / MINUTE);
}

function pauseIntervals(changes: ShopStateChange[]): Interval[] {
  return changes.flatMap((change, i) => {
    const until = typeof change.after.pausedUntil === 'string' ? Date.parse(change.after.pausedUntil) : Number.NaN;
    if (Number.isNaN(until)) return [];
    const next = changes[i + 1]?.at.getTime() ?? Number.POSITIVE_INFINITY;
    return [{ start: change.at.getTime(), end: Math.min(until, next) }];
  });
}

function busyIntervals(changes: ShopStateChange[]): Interval[] {
  return changes.flatMap((change, i) => {
    const extra = change.after.busyExtraMinutes;
    if (typeof extra !== 'number' || extra <= 0) return [];
    return [{ start: change.at.getTime(), end: changes[i + 1]?.at.getTime() ?? Number.POSITIVE_INFINITY }];
  });
}

/** Paused and busy minutes over [start, end), counted up to `now`. */
export async function shopDowntime(start: Date, end: Date, now: Date): Promise<{ pausedMinutes: number; busyMinutes: number }> {
  const to = Math.min(end.getTime(), now.getTime());
  if (to <= start.getTime()) return { pausedMinutes: 0, busyMinutes: 0 };
  const upTo = new Date(to);
  const [pauses, busy] = await Promise.all([shopStateChanges('shop.pause', start, upTo), shopStateChanges('shop.busy', start, upTo)]);
  return {
    pausedMinutes: minutesWithin(pauseIntervals(pauses), start.getTime(), to),
    busyMinutes: minutesWithin(busyIntervals(busy), start.getTime(), to),
  };
}
