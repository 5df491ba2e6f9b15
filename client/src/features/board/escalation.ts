import { escalationStageAt, type Order } from '@pizza/shared';

/**
 * An order nobody accepted in time: PLACED and past its ring-louder deadline (by the
 * clock, or the server's order-escalated already said so). The card turns red and the chime gets louder.
 */
export function isEscalated(order: Order, now: number): boolean {
  return order.status === 'PLACED' && order.escalation !== undefined && escalationStageAt(order.escalation, now) !== undefined;
}

/** "4:12" (minutes:seconds) or "1:04:12" past an hour, of the time since `since`. */
export function waitingClock(since: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(since)) / 1000));
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
