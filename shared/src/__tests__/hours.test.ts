import { budapestDateOf, budapestInstant, nextBudapestMidnight, nextOpeningAfter, sameBudapestDay, serviceHoursAt } from '../hours';
import { type RestaurantHours, restaurantHoursSchema } from '../schemas/hours';

const week = (ranges: Array<[string, string, string]>) => ranges.map(([dayOfWeek, opens, closes]) => ({ dayOfWeek, opens, closes }));
const hours = (pickup: Array<[string, string, string]>, special: RestaurantHours['special'] = []): RestaurantHours =>
  restaurantHoursSchema.parse({ pickup: week(pickup), delivery: [], special });
const at = (iso: string) => new Date(iso);

describe('Budapest wall-clock times as instants', () => {
  it('when the time is in winter or summer, then the offset is +01:00 or +02:00', () => {
    expect(budapestInstant('2026-01-10', '11:00').toISOString()).toBe('2026-01-10T10:00:00.000Z');
    expect(budapestInstant('2026-07-10', '11:00').toISOString()).toBe('2026-07-10T09:00:00.000Z');
  });

  it('when the time does not exist (the spring change), then it counts as an hour later', () => {
    expect(budapestInstant('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(budapestInstant('2026-03-29', '03:00').toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('when the time exists twice (the autumn change), then it is the first of them', () => {
    expect(budapestInstant('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(budapestInstant('2026-10-25', '03:00').toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });
});

describe('whether a service is open', () => {
  const weekdays: Array<[string, string, string]> = [
    ['Monday', '11:00', '22:00'],
    ['Friday', '11:00', '14:00'],
    ['Friday', '18:00', '02:00'],
  ];

  it('when inside a range, then it is open until the range closes', () => {
    // Monday 2026-02-09 12:00 Budapest.
    expect(serviceHoursAt(hours(weekdays), 'PICKUP', at('2026-02-09T11:00:00Z'))).toEqual({
      isOpen: true,
      closesAt: at('2026-02-09T21:00:00Z'),
    });
  });

  it('when a range runs past midnight, then the night after it is still open and closes the next day', () => {
    // Saturday 2026-02-14 01:30 Budapest belongs to Friday's 18:00-02:00.
    expect(serviceHoursAt(hours(weekdays), 'PICKUP', at('2026-02-14T00:30:00Z'))).toEqual({
      isOpen: true,
      closesAt: at('2026-02-14T01:00:00Z'),
    });
  });

  it('when between two ranges of a day, then it is closed and names the next opening', () => {
    // Friday 2026-02-13 15:00 Budapest, between 11-14 and 18-02.
    expect(serviceHoursAt(hours(weekdays), 'PICKUP', at('2026-02-13T14:00:00Z'))).toEqual({
      isOpen: false,
      nextOpening: at('2026-02-13T17:00:00Z'),
    });
  });

  it('when closed for days, then the next opening is on the next day that has hours', () => {
    // Tuesday 2026-02-10 12:00: next is Friday 11:00.
    expect(serviceHoursAt(hours(weekdays), 'PICKUP', at('2026-02-10T11:00:00Z'))).toEqual({
      isOpen: false,
      nextOpening: at('2026-02-13T10:00:00Z'),
    });
  });

  it('when one range ends at midnight and the next day starts at midnight, then they are one opening', () => {
    const late = hours([
      ['Monday', '11:00', '00:00'],
      ['Tuesday', '00:00', '02:00'],
    ]);
    expect(serviceHoursAt(late, 'PICKUP', at('2026-02-09T22:00:00Z')).closesAt).toEqual(at('2026-02-10T01:00:00Z'));
  });

  it('when a special day is closed, then it replaces the week; a special day with ranges uses only those', () => {
    const special = hours(weekdays, [
      { date: '2026-02-09', closed: true },
      { date: '2026-02-10', ranges: [{ opens: '10:00', closes: '12:00' }] },
    ]);
    expect(serviceHoursAt(special, 'PICKUP', at('2026-02-09T11:00:00Z'))).toEqual({
      isOpen: false,
      nextOpening: at('2026-02-10T09:00:00Z'),
    });
    expect(serviceHoursAt(special, 'PICKUP', at('2026-02-10T10:00:00Z'))).toEqual({ isOpen: true, closesAt: at('2026-02-10T11:00:00Z') });
  });

  it('when the other service has no hours, then it is closed with no next opening', () => {
    expect(serviceHoursAt(hours(weekdays), 'DELIVERY', at('2026-02-09T11:00:00Z'))).toEqual({ isOpen: false });
  });

  it('when a night range spans the spring change (last Sunday of March), then it closes at the wall-clock time, an hour sooner', () => {
    const night = hours([['Saturday', '22:00', '04:00']]);
    // Saturday 2026-03-28 23:00 CET: open until Sunday 04:00 CEST = 02:00Z (5 real hours after 21:00Z).
    expect(serviceHoursAt(night, 'PICKUP', at('2026-03-28T22:00:00Z'))).toEqual({ isOpen: true, closesAt: at('2026-03-29T02:00:00Z') });
  });

  it('when a night range spans the autumn change (last Sunday of October), then it closes at the wall-clock time, an hour later', () => {
    const night = hours([['Saturday', '22:00', '04:00']]);
    // Saturday 2026-10-24 23:00 CEST: open until Sunday 04:00 CET = 03:00Z (7 real hours after 20:00Z).
    expect(serviceHoursAt(night, 'PICKUP', at('2026-10-24T21:00:00Z'))).toEqual({ isOpen: true, closesAt: at('2026-10-25T03:00:00Z') });
    // At 02:30 the second time (01:30Z), still open.
    expect(serviceHoursAt(night, 'PICKUP', at('2026-10-25T01:30:00Z')).isOpen).toBe(true);
  });
});

describe('the hours as staff send them', () => {
  it('when a time, a day or a special day is malformed, then each is refused with a message', () => {
    const bad = restaurantHoursSchema.safeParse({
      pickup: [{ dayOfWeek: 'Funday', opens: '25:00', closes: '12:00' }],
      delivery: [],
      special: [{ date: '2026-02-30', closed: true }, { date: '2026-03-01' }],
    });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Use a day of the week from Monday to Sunday.',
        'Use a time of day as HH:MM, e.g. 18:30.',
        'This date does not exist.',
        'A special day is either closed all day or has opening ranges, not both and not neither.',
      ]),
    );
  });
});

describe('when something sold out "for today" comes back', () => {
  const lunchAndDinner = hours([
    ['Tuesday', '11:00', '14:00'],
    ['Tuesday', '18:00', '22:00'],
    ['Wednesday', '11:00', '22:00'],
  ]);

  it('when open, then the opening after this one (the evening after lunch, tomorrow after the last one)', () => {
    expect(nextOpeningAfter(lunchAndDinner, at('2026-02-10T11:00:00Z'))?.toISOString()).toBe('2026-02-10T17:00:00.000Z'); // 12:00 Tuesday
    expect(nextOpeningAfter(lunchAndDinner, at('2026-02-10T19:00:00Z'))?.toISOString()).toBe('2026-02-11T10:00:00.000Z'); // 20:00 Tuesday
  });

  it('when closed, then the next opening; without any schedule, none', () => {
    expect(nextOpeningAfter(lunchAndDinner, at('2026-02-10T14:00:00Z'))?.toISOString()).toBe('2026-02-10T17:00:00.000Z'); // 15:00 Tuesday
    expect(nextOpeningAfter(hours([]), at('2026-02-10T14:00:00Z'))).toBeUndefined();
  });

  it('when no hours are set, then the next midnight in Budapest, also across a clock change', () => {
    expect(nextBudapestMidnight(at('2026-02-10T12:00:00Z')).toISOString()).toBe('2026-02-10T23:00:00.000Z');
    expect(nextBudapestMidnight(at('2026-02-10T23:30:00Z')).toISOString()).toBe('2026-02-11T23:00:00.000Z'); // 00:30 on the 11th
    expect(nextBudapestMidnight(at('2026-03-28T12:00:00Z')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(nextBudapestMidnight(at('2026-03-29T12:00:00Z')).toISOString()).toBe('2026-03-29T22:00:00.000Z'); // summer time from the 29th
  });

  it('when two instants are compared, then by the Budapest calendar day', () => {
    expect(sameBudapestDay(at('2026-02-10T22:30:00Z'), at('2026-02-10T23:30:00Z'))).toBe(false);
    expect(budapestDateOf(at('2026-02-10T23:30:00Z'))).toBe('2026-02-11');
  });
});
