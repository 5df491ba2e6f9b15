import { budapestClock, budapestDay, budapestInstant, type RestaurantStatus } from '@pizza/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight in Budapest after `now`: "closed for the rest of today". */
export function endOfBudapestDay(now: Date): Date {
  return budapestInstant(budapestDay(new Date(now.getTime() + DAY_MS)), '00:00');
}

/** The next time the Budapest clock shows `time` ('HH:MM') after `now`: today if still ahead, else tomorrow. */
export function nextBudapestTime(time: string, now: Date): Date {
  const today = budapestInstant(budapestDay(now), time);
  return today.getTime() > now.getTime() ? today : budapestInstant(budapestDay(new Date(now.getTime() + DAY_MS)), time);
}

/** What the board says about the shop's state right now (the header and its banner), in one place. */
export type ShopState =
  { kind: 'paused'; until: string } | { kind: 'closed'; until?: string } | { kind: 'busy'; extraMinutes: number } | { kind: 'open' };

export function shopStateOf(status: RestaurantStatus): ShopState {
  if (status.reason === 'paused' && status.pausedUntil) return { kind: 'paused', until: budapestClock(new Date(status.pausedUntil)) };
  if (!status.isOpen)
    return status.closedUntil ? { kind: 'closed', until: budapestClock(new Date(status.closedUntil)) } : { kind: 'closed' };
  if (status.busyExtraMinutes > 0) return { kind: 'busy', extraMinutes: status.busyExtraMinutes };
  return { kind: 'open' };
}
