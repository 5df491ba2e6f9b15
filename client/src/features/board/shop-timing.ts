import { budapestDay, budapestInstant } from '@pizza/shared';

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
