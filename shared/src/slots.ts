import type { OrderType } from './constants';
import { addDays, budapestDateOf, dayOfWeek, intervals, serviceHoursAt } from './hours';
import { budapestClock, untilWhen } from './opening-when';
import type { OrderStatus } from './order-status';
import type { RestaurantHours } from './schemas/hours';
import type { SchedulingSettings } from './schemas/scheduling';

/*
 * The slots of ordering for later (docs/product/scheduled-orders.md#slots), pure so the server, the
 * checkout and the tests share one rule. A slot is a time a pickup should be ready or a delivery
 * arrive; the grid starts at each opening of the service and steps `slotMinutes` of real time while
 * the service is open, so the days the clocks change come out right: in spring the hour that does not
 * exist has no slot and the hour after it is whole; in autumn the hour that repeats is offered once
 * (its first occurrence), as a customer picks a slot by the time it reads.
 */

const MINUTE = 60_000;

export interface SlotTime {
  at: Date;
  /** Budapest date of the slot, 'YYYY-MM-DD'. */
  date: string;
  /** Budapest wall clock, '19:30'. */
  time: string;
}

/** The service's slot grid on today and the next `daysAhead` days (Budapest dates), oldest first, each date's times once. */
export function slotGrid(hours: RestaurantHours, service: OrderType, now: Date, daysAhead: number, slotMinutes: number): SlotTime[] {
  const today = budapestDateOf(now);
  const lastDate = addDays(today, daysAhead);
  const seen = new Set<string>();
  const slots: SlotTime[] = [];
  for (const { start, end } of intervals(hours, service, today, daysAhead + 1)) {
    for (let at = start; at < end; at += slotMinutes * MINUTE) {
      const instant = new Date(at);
      const date = budapestDateOf(instant);
      if (date < today || date > lastDate) continue;
      const time = budapestClock(instant);
      if (seen.has(`${date} ${time}`)) continue;
      seen.add(`${date} ${time}`);
      slots.push({ at: instant, date, time });
    }
  }
  return slots;
}

export interface SlotTiming {
  /** Minutes from now to the earliest slot: what "as soon as possible" would take (prep + busy extra, + drive for delivery). */
  leadMinutes: number;
  /** Minutes before the slot the order goes to the kitchen: prep (+ drive for delivery), without busy mode's extra. */
  releaseMinutes: number;
  /** A pause or a staff closing with an end: no order is released to the kitchen before it. */
  notBefore?: Date;
}

/** The slots a customer may pick now (capacity aside): on the grid, at least the lead time ahead, released no earlier than `notBefore`. */
export function offeredSlotTimes(
  hours: RestaurantHours,
  service: OrderType,
  now: Date,
  scheduling: Pick<SchedulingSettings, 'daysAhead' | 'slotMinutes'>,
  timing: SlotTiming,
): SlotTime[] {
  const earliest = now.getTime() + timing.leadMinutes * MINUTE;
  return slotGrid(hours, service, now, scheduling.daysAhead, scheduling.slotMinutes).filter(
    ({ at }) =>
      at.getTime() >= earliest && (!timing.notBefore || releaseAtFor(at, timing.releaseMinutes).getTime() >= timing.notBefore.getTime()),
  );
}

/** When an order for `slot` goes to the kitchen. */
export const releaseAtFor = (slot: Date, releaseMinutes: number): Date => new Date(slot.getTime() - releaseMinutes * MINUTE);

/** How many orders a slot of a service takes: the first matching rule's limit, else the service's. */
export function slotCapacity(scheduling: Pick<SchedulingSettings, 'capacity' | 'rules'>, service: OrderType, at: Date): number {
  const weekday = dayOfWeek(budapestDateOf(at));
  const time = budapestClock(at);
  const rule = scheduling.rules.find(
    (each) => each.service === service && each.dayOfWeek === weekday && each.from <= time && time < each.to,
  );
  return rule ? rule.capacity : scheduling.capacity[service];
}

/** Whether a slot lies in the service's opening hours as they are now (the board marks a scheduled order whose hours changed). */
export const slotWithinHours = (hours: RestaurantHours, service: OrderType, at: Date): boolean => serviceHoursAt(hours, service, at).isOpen;

/** A scheduled order still waiting for its release: the board's Scheduled list, the customer may cancel it. */
export function isAwaitingRelease(order: { status: OrderStatus; scheduledFor?: string | Date; releasedAt?: string | Date }): boolean {
  return order.status === 'PLACED' && order.scheduledFor !== undefined && order.releasedAt === undefined;
}

/**
 * A slot as a person reads it, Budapest time: "today 19:30", "tomorrow 19:30", "Saturday 19:30",
 * further on the date, "4 December 19:30"; Hungarian "ma 19:30", "holnap 19:30", "szombat 19:30",
 * "december 4. 19:30".
 */
export function slotWhen(at: Date, now: Date, language: string): string {
  if (budapestDateOf(at) !== budapestDateOf(now)) return untilWhen(at, now, language);
  return `${language.startsWith('hu') ? 'ma' : 'today'} ${budapestClock(at)}`;
}
