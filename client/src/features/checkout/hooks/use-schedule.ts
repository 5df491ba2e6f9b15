import type { OrderType, Slot, SlotsAnswer } from '@pizza/shared';
import { useState } from 'react';

import { useSlots } from '../api/get-slots';

/** What the customer chose: as soon as possible, or Schedule with (once picked) a slot's instant. */
type When = { mode: 'asap' } | { mode: 'schedule'; at?: string };

/** Whether any slot has a place left: ordering for later is then possible at all. */
const hasFreeSlot = (answer: SlotsAnswer | undefined) =>
  answer?.enabled === true && answer.days.some((day) => day.slots.some((slot) => slot.left > 0));

/**
 * When? at checkout (docs/product/scheduled-orders.md#checkout): "As soon as possible" or
 * "Schedule" and a slot. Ordering for later exists only when the server offers a free slot;
 * otherwise (off, none left, an older server) checkout is exactly the as-soon-as-possible one.
 * While the service cannot take an order now, Schedule is the only choice.
 */
export function useSchedule(orderType: OrderType, closed: boolean) {
  const slots = useSlots(orderType, true);
  const [when, setWhen] = useState<When>({ mode: 'asap' });
  const available = hasFreeSlot(slots.data);
  const scheduleOnly = available && (slots.data?.asapAvailable === false || closed);
  const scheduling = available && (scheduleOnly || when.mode === 'schedule');
  const scheduledFor = scheduling && when.mode === 'schedule' ? when.at : undefined;
  const chosenSlot: Slot | undefined = scheduledFor
    ? slots.data?.days.flatMap((day) => day.slots).find((slot) => slot.at === scheduledFor)
    : undefined;
  return {
    slots,
    /** Ordering for later is possible: the When? choice is shown. */
    available,
    /** Only Schedule may be chosen (the service is closed or paused now). */
    scheduleOnly,
    /** Schedule is the choice (chosen, or the only one). */
    scheduling,
    /** The chosen slot's instant, sent with the quote and the order. */
    scheduledFor,
    chosenSlot,
    chooseAsap: () => setWhen({ mode: 'asap' }),
    chooseSchedule: () => setWhen((current) => (current.mode === 'schedule' ? current : { mode: 'schedule' })),
    chooseSlot: (at: string) => setWhen({ mode: 'schedule', at }),
  };
}

export type ScheduleState = ReturnType<typeof useSchedule>;
