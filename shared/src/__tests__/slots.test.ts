import { type RestaurantHours, restaurantHoursSchema } from '../schemas/hours';
import { DEFAULT_SCHEDULING_SETTINGS, schedulingSettingsSchema } from '../schemas/scheduling';
import { isAwaitingRelease, offeredSlotTimes, releaseAtFor, slotCapacity, slotGrid, slotWhen, slotWithinHours } from '../slots';

type Range = [string, string, string];
const week = (ranges: Range[]) => ranges.map(([dayOfWeek, opens, closes]) => ({ dayOfWeek, opens, closes }));
const hours = (delivery: Range[], special: RestaurantHours['special'] = []): RestaurantHours =>
  restaurantHoursSchema.parse({ pickup: [], delivery: week(delivery), special });
const at = (iso: string) => new Date(iso);
const times = (slots: Array<{ date: string; time: string }>, date: string) => slots.filter((s) => s.date === date).map((s) => s.time);

const SATURDAY_LUNCH: Range[] = [['Saturday', '11:00', '22:00']];
/** Saturday 2026-11-28, 09:30 in Budapest (winter, UTC+1). */
const CLOSED_MORNING = at('2026-11-28T08:30:00Z');

describe('the slot grid', () => {
  it('when the shop opens at 11:00, then the slots run every 15 minutes from the opening to before the closing', () => {
    const slots = slotGrid(hours(SATURDAY_LUNCH), 'DELIVERY', CLOSED_MORNING, 0, 15);
    const saturday = times(slots, '2026-11-28');
    expect(saturday[0]).toBe('11:00');
    expect(saturday).toContain('11:30');
    expect(saturday[saturday.length - 1]).toBe('21:45');
    expect(saturday).toHaveLength(44);
    expect(slots.find((s) => s.time === '11:30')!.at.toISOString()).toBe('2026-11-28T10:30:00.000Z');
  });

  it('when the other service has hours, then they do not make slots for this one', () => {
    expect(slotGrid(hours(SATURDAY_LUNCH), 'PICKUP', CLOSED_MORNING, 2, 15)).toEqual([]);
  });

  it('when daysAhead is 1, then today and tomorrow have slots and the day after does not', () => {
    const daily = hours(['Saturday', 'Sunday', 'Monday'].map((day): Range => [day, '11:00', '12:00']));
    const slots = slotGrid(daily, 'DELIVERY', CLOSED_MORNING, 1, 30);
    expect([...new Set(slots.map((s) => s.date))]).toEqual(['2026-11-28', '2026-11-29']);
    expect(times(slots, '2026-11-29')).toEqual(['11:00', '11:30']);
  });

  it('when a range runs past midnight, then its slots after midnight belong to the next date', () => {
    const late = hours([['Saturday', '22:00', '01:00']]);
    const slots = slotGrid(late, 'DELIVERY', CLOSED_MORNING, 1, 30);
    expect(times(slots, '2026-11-28')).toEqual(['22:00', '22:30', '23:00', '23:30']);
    expect(times(slots, '2026-11-29')).toEqual(['00:00', '00:30']);
  });

  it('when a special day is closed or has its own ranges, then they replace the week', () => {
    const closedSaturday = hours(SATURDAY_LUNCH, [{ date: '2026-11-28', closed: true }]);
    expect(slotGrid(closedSaturday, 'DELIVERY', CLOSED_MORNING, 0, 15)).toEqual([]);
    const shortSaturday = hours(SATURDAY_LUNCH, [{ date: '2026-11-28', ranges: [{ opens: '17:00', closes: '18:00' }] }]);
    expect(times(slotGrid(shortSaturday, 'DELIVERY', CLOSED_MORNING, 0, 30), '2026-11-28')).toEqual(['17:00', '17:30']);
  });

  it('when the clocks go forward (29 March 2026), then the missing hour has no slot and no time is offered twice', () => {
    const night = hours([['Saturday', '22:00', '04:00']]);
    const slots = slotGrid(night, 'DELIVERY', at('2026-03-28T09:00:00Z'), 1, 15);
    const sunday = times(slots, '2026-03-29');
    expect(sunday).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00', '01:15', '01:30', '01:45', '03:00', '03:15', '03:30', '03:45']);
    // Each slot is 15 real minutes after the one before: none is missing across the change.
    const gaps = slots.slice(1).map((slot, i) => slot.at.getTime() - slots[i]!.at.getTime());
    expect(new Set(gaps)).toEqual(new Set([15 * 60_000]));
    expect(slots).toHaveLength(20);
  });

  it('when the clocks go back (25 October 2026), then the repeated hour is offered once, at its first occurrence', () => {
    const night = hours([['Saturday', '22:00', '04:00']]);
    const slots = slotGrid(night, 'DELIVERY', at('2026-10-24T09:00:00Z'), 1, 15);
    const sunday = times(slots, '2026-10-25');
    expect(sunday).toHaveLength(new Set(sunday).size);
    expect(sunday.slice(8, 13)).toEqual(['02:00', '02:15', '02:30', '02:45', '03:00']);
    expect(slots.find((s) => s.date === '2026-10-25' && s.time === '02:30')!.at.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // 22:00-04:00 is seven real hours; the second 02:00-02:45 is not offered again.
    expect(slots).toHaveLength(7 * 4 - 4);
  });

  it('when a slot is inside or outside the hours as they are now, then slotWithinHours says so', () => {
    expect(slotWithinHours(hours(SATURDAY_LUNCH), 'DELIVERY', at('2026-11-28T10:30:00Z'))).toBe(true);
    expect(slotWithinHours(hours([['Saturday', '12:00', '22:00']]), 'DELIVERY', at('2026-11-28T10:30:00Z'))).toBe(false);
  });
});

describe('the slots a customer may pick', () => {
  it('when the lead time is 45 minutes at 10:20, then the first slot offered is 11:15', () => {
    const slots = offeredSlotTimes(hours(SATURDAY_LUNCH), 'DELIVERY', at('2026-11-28T09:20:00Z'), DEFAULT_SCHEDULING_SETTINGS, {
      leadMinutes: 45,
      releaseMinutes: 45,
    });
    expect(slots[0]!.time).toBe('11:15');
  });

  it('when the kitchen is paused until 12:00, then only slots released after the pause are offered', () => {
    const slots = offeredSlotTimes(hours(SATURDAY_LUNCH), 'DELIVERY', CLOSED_MORNING, DEFAULT_SCHEDULING_SETTINGS, {
      leadMinutes: 45,
      releaseMinutes: 45,
      notBefore: at('2026-11-28T11:00:00Z'),
    });
    expect(slots[0]!.time).toBe('12:45');
  });

  it('when a slot is picked, then it is released the lead time before', () => {
    expect(releaseAtFor(at('2026-11-28T10:30:00Z'), 45).toISOString()).toBe('2026-11-28T09:45:00.000Z');
  });
});

describe('a slot’s limit', () => {
  const scheduling = {
    capacity: { PICKUP: 4, DELIVERY: 6 },
    rules: [
      { service: 'DELIVERY' as const, dayOfWeek: 'Friday' as const, from: '18:00', to: '20:00', capacity: 2 },
      { service: 'DELIVERY' as const, dayOfWeek: 'Friday' as const, from: '18:00', to: '21:00', capacity: 9 },
      { service: 'PICKUP' as const, dayOfWeek: 'Friday' as const, from: '12:00', to: '13:00', capacity: 0 },
    ],
  };
  // Friday 2026-11-27 in Budapest (UTC+1).
  const friday = (time: string) => at(`2026-11-27T${String(Number(time.slice(0, 2)) - 1).padStart(2, '0')}:${time.slice(3)}:00Z`);

  it('when a rule matches the service, weekday and time, then the first matching rule’s limit applies', () => {
    expect(slotCapacity(scheduling, 'DELIVERY', friday('18:00'))).toBe(2);
    expect(slotCapacity(scheduling, 'DELIVERY', friday('19:45'))).toBe(2);
    expect(slotCapacity(scheduling, 'DELIVERY', friday('20:00'))).toBe(9);
    expect(slotCapacity(scheduling, 'PICKUP', friday('12:30'))).toBe(0);
  });

  it('when no rule matches (another service, another time), then the service’s limit applies', () => {
    expect(slotCapacity(scheduling, 'PICKUP', friday('18:30'))).toBe(4);
    expect(slotCapacity(scheduling, 'DELIVERY', friday('21:00'))).toBe(6);
    expect(slotCapacity(scheduling, 'DELIVERY', at('2026-11-28T17:30:00Z'))).toBe(6);
  });
});

describe('the settings', () => {
  it('when the defaults are read, then they are valid', () => {
    expect(schedulingSettingsSchema.parse(DEFAULT_SCHEDULING_SETTINGS)).toEqual(DEFAULT_SCHEDULING_SETTINGS);
  });

  it('when a slot length, a limit or a rule is wrong, then the sentence names it', () => {
    const issues = (input: unknown) => schedulingSettingsSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ ...DEFAULT_SCHEDULING_SETTINGS, slotMinutes: 7 })).toEqual(['A slot is 10, 15, 20, 30, 60 minutes long.']);
    expect(issues({ ...DEFAULT_SCHEDULING_SETTINGS, capacity: { PICKUP: -1, DELIVERY: 4 } })).toEqual([
      'The pickup limit must be between 0 and 100 orders.',
    ]);
    expect(
      issues({
        ...DEFAULT_SCHEDULING_SETTINGS,
        rules: [{ service: 'PICKUP', dayOfWeek: 'Friday', from: '20:00', to: '18:00', capacity: 1 }],
      }),
    ).toEqual(['A rule’s end must be after its start on the same day.']);
  });
});

describe('an order waiting for its release', () => {
  it('when it is PLACED with a slot and not released, then it waits; released, accepted or ordered for now, it does not', () => {
    expect(isAwaitingRelease({ status: 'PLACED', scheduledFor: '2026-11-28T10:30:00Z' })).toBe(true);
    expect(isAwaitingRelease({ status: 'PLACED', scheduledFor: '2026-11-28T10:30:00Z', releasedAt: '2026-11-28T09:45:00Z' })).toBe(false);
    expect(isAwaitingRelease({ status: 'PREPARING', scheduledFor: '2026-11-28T10:30:00Z' })).toBe(false);
    expect(isAwaitingRelease({ status: 'PLACED' })).toBe(false);
  });
});

describe('a slot as a person reads it', () => {
  it('when the slot is today, tomorrow or later in the week, then it says so in English and Hungarian', () => {
    expect(slotWhen(at('2026-11-28T18:30:00Z'), CLOSED_MORNING, 'en')).toBe('today 19:30');
    expect(slotWhen(at('2026-11-28T18:30:00Z'), CLOSED_MORNING, 'hu')).toBe('ma 19:30');
    expect(slotWhen(at('2026-11-29T10:00:00Z'), CLOSED_MORNING, 'en')).toBe('tomorrow 11:00');
    expect(slotWhen(at('2026-11-29T10:00:00Z'), CLOSED_MORNING, 'hu')).toBe('holnap 11:00');
    expect(slotWhen(at('2026-11-28T18:30:00Z'), at('2026-11-26T08:00:00Z'), 'en')).toBe('Saturday 19:30');
    expect(slotWhen(at('2026-11-28T18:30:00Z'), at('2026-11-26T08:00:00Z'), 'hu')).toBe('szombat 19:30');
  });
});
