import type { Order } from '@pizza/shared';

/** An unaccepted order rings again this often until someone accepts, rejects or mutes it. */
export const REMINDER_INTERVAL_MS = 30_000;
/** An order nobody accepted in time rings this often, louder. */
export const URGENT_REMINDER_INTERVAL_MS = 10_000;

/** One interval for every order, or one per order (urgent ones ring more often). */
export type ReminderInterval = number | ((orderId: string) => number);
const intervalOf = (interval: ReminderInterval, orderId: string) => (typeof interval === 'number' ? interval : interval(orderId));

export interface Detection {
  /** Orders whose id the board had not seen before (empty on the first load). */
  fresh: Order[];
  /** Every id seen so far, this list included. */
  seen: ReadonlySet<string>;
}

/**
 * Which orders are new since the last list. `previousIds` is null before the first list: what is
 * already there when the board opens is not news, so the first load never rings. Ids are kept
 * for good (a finished order never comes back as new).
 */
export function detectNewOrders(previousIds: ReadonlySet<string> | null, orders: readonly Order[]): Detection {
  const seen = new Set(previousIds ?? []);
  const fresh = previousIds === null ? [] : orders.filter((order) => !previousIds.has(order.orderId));
  for (const order of orders) seen.add(order.orderId);
  return { fresh, seen };
}

/** When each unaccepted order last rang (or was first seen), by id. */
export type ReminderClock = ReadonlyMap<string, number>;

/**
 * Keeps the reminder clock in step with the list: unaccepted orders keep their time (new ones start
 * at `now`), everything else drops out, so accepting or rejecting an order ends its reminders.
 */
export function syncReminderClock(clock: ReminderClock, orders: readonly Order[], now: number): Map<string, number> {
  const next = new Map<string, number>();
  for (const order of orders) {
    if (order.status === 'PLACED') next.set(order.orderId, clock.get(order.orderId) ?? now);
  }
  return next;
}

/** Unaccepted, unmuted orders whose last ring is at least one interval ago. */
export function dueReminders(
  clock: ReminderClock,
  muted: ReadonlySet<string>,
  now: number,
  intervalMs: ReminderInterval = REMINDER_INTERVAL_MS,
): string[] {
  return [...clock]
    .filter(([orderId, lastRang]) => !muted.has(orderId) && now - lastRang >= intervalOf(intervalMs, orderId))
    .map(([orderId]) => orderId);
}

/** Milliseconds until the next reminder is due, or null when none can be (all muted or none waiting). */
export function nextReminderIn(
  clock: ReminderClock,
  muted: ReadonlySet<string>,
  now: number,
  intervalMs: ReminderInterval = REMINDER_INTERVAL_MS,
): number | null {
  let soonest: number | null = null;
  for (const [orderId, lastRang] of clock) {
    if (muted.has(orderId)) continue;
    const wait = Math.max(0, lastRang + intervalOf(intervalMs, orderId) - now);
    soonest = soonest === null ? wait : Math.min(soonest, wait);
  }
  return soonest;
}

export interface ReminderScheduler {
  /** A new active list: waiting orders keep their time, new ones start now, the rest drop out. */
  update: (orders: readonly Order[]) => void;
  setMuted: (muted: ReadonlySet<string>) => void;
  /** Orders nobody accepted in time: they ring every URGENT_REMINDER_INTERVAL_MS, with the urgent chime. */
  setUrgent: (urgent: ReadonlySet<string>) => void;
  /** Turning reminders on restarts every waiting order's interval: the unlock itself just rang. */
  setEnabled: (enabled: boolean) => void;
  /** Stops the timer; any later call schedules again. */
  stop: () => void;
}

/**
 * The 30 s reminder: while an order stays PLACED and unmuted, `ring` is called every interval
 * after its last ring (several orders due together ring once); an urgent (escalated) order every
 * 10 s, and a ring with any urgent order due is `ring(true)`, the louder chime. Holds one timer, set to the next
 * due reminder, so it is exact under fake timers and idle when nothing waits.
 */
export function createReminderScheduler(
  ring: (urgent: boolean) => void,
  intervalMs = REMINDER_INTERVAL_MS,
  urgentIntervalMs = URGENT_REMINDER_INTERVAL_MS,
): ReminderScheduler {
  let clock = new Map<string, number>();
  let muted: ReadonlySet<string> = new Set();
  let urgent: ReadonlySet<string> = new Set();
  const interval = (orderId: string) => (urgent.has(orderId) ? urgentIntervalMs : intervalMs);
  let enabled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function schedule(): void {
    clearTimeout(timer);
    timer = undefined;
    if (!enabled) return;
    const wait = nextReminderIn(clock, muted, Date.now(), interval);
    if (wait !== null) timer = setTimeout(fire, wait);
  }

  function fire(): void {
    const now = Date.now();
    const due = dueReminders(clock, muted, now, interval);
    if (due.length > 0) ring(due.some((orderId) => urgent.has(orderId)));
    for (const orderId of due) clock.set(orderId, now);
    schedule();
  }

  return {
    update(orders) {
      clock = syncReminderClock(clock, orders, Date.now());
      schedule();
    },
    setMuted(next) {
      muted = next;
      schedule();
    },
    setUrgent(next) {
      if (next.size === urgent.size && [...next].every((orderId) => urgent.has(orderId))) return;
      urgent = next;
      schedule();
    },
    setEnabled(next) {
      if (next && !enabled) {
        const now = Date.now();
        for (const orderId of clock.keys()) clock.set(orderId, now);
      }
      enabled = next;
      schedule();
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
