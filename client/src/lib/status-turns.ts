import type { RestaurantStatus } from '@pizza/shared';
import { useEffect } from 'react';

/** setTimeout's limit; a turn further away is waited for by the page's own refreshes. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Read a moment after the instant, so the server is surely past it. */
const AFTER_MS = 1_000;

/** The next instant after `now` at which the status changes by itself (a pause or closing ends, a service opens or closes). */
export function nextStatusTurn(status: RestaurantStatus, now: number): number | undefined {
  const instants = [
    status.pausedUntil,
    status.closedUntil,
    status.nextOpening,
    // `services` may be missing from an answer known only by its flag (a RESTAURANT_CLOSED answer).
    ...Object.values(status.services ?? {}).flatMap((service) => [service.closesAt, service.nextOpening]),
  ]
    .filter((iso): iso is string => !!iso)
    .map((iso) => new Date(iso).getTime())
    .filter((at) => at > now);
  return instants.length > 0 ? Math.min(...instants) : undefined;
}

/**
 * Re-reads the status when it turns by itself (nothing is logged for that): a pause running out
 * reopens checkout, a closing hour closes it, without a reload.
 */
export function useRefetchWhenStatusTurns(status: RestaurantStatus | undefined, refetch: () => unknown): void {
  useEffect(() => {
    if (!status) return;
    const now = Date.now();
    const turn = nextStatusTurn(status, now);
    if (turn === undefined || turn - now > MAX_TIMER_MS) return;
    const timer = setTimeout(() => void refetch(), turn - now + AFTER_MS);
    return () => clearTimeout(timer);
  }, [status, refetch]);
}
