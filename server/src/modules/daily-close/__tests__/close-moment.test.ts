/**
 * When a Budapest day closes, by the opening hours or DAILY_CLOSE_AT, on ordinary days and on the
 * days the clocks change (instants written in UTC, worked out by hand from CET +1 / CEST +2).
 */
import { EMPTY_HOURS, type RestaurantHours } from '@pizza/shared';

import { closeMomentOf } from '../close-moment';

const hours = (parts: Partial<RestaurantHours>): RestaurantHours => ({ ...EMPTY_HOURS, ...parts });

describe('the close moment of a day', () => {
  it('when the shop has no hours, then the day closes at DAILY_CLOSE_AT, in summer and winter time', () => {
    expect(closeMomentOf(EMPTY_HOURS, '2026-02-10', '23:00').toISOString()).toBe('2026-02-10T22:00:00.000Z');
    expect(closeMomentOf(EMPTY_HOURS, '2026-07-10', '23:00').toISOString()).toBe('2026-07-10T21:00:00.000Z');
  });

  it('when the autumn clock change falls in the day, then 23:00 is read with the winter offset', () => {
    // Sunday 25 October 2026: CEST until 03:00, then CET.
    expect(closeMomentOf(EMPTY_HOURS, '2026-10-24', '23:00').toISOString()).toBe('2026-10-24T21:00:00.000Z');
    expect(closeMomentOf(EMPTY_HOURS, '2026-10-25', '23:00').toISOString()).toBe('2026-10-25T22:00:00.000Z');
  });

  it('when the day has ranges, then it closes at the end of the latest, pickup or delivery', () => {
    const week = hours({
      pickup: [
        { dayOfWeek: 'Tuesday', opens: '11:00', closes: '14:00' },
        { dayOfWeek: 'Tuesday', opens: '17:00', closes: '21:30' },
      ],
      delivery: [{ dayOfWeek: 'Tuesday', opens: '11:00', closes: '22:15' }],
    });
    expect(closeMomentOf(week, '2026-02-10', '23:00').toISOString()).toBe('2026-02-10T21:15:00.000Z');
  });

  it('when a range runs past midnight, then the day closes the next morning, across the autumn change too', () => {
    const late = hours({ pickup: [{ dayOfWeek: 'Saturday', opens: '18:00', closes: '04:00' }] });
    expect(closeMomentOf(late, '2026-02-14', '23:00').toISOString()).toBe('2026-02-15T03:00:00.000Z');
    // Saturday 24 October 18:00 CEST to Sunday 04:00, which is CET by then.
    expect(closeMomentOf(late, '2026-10-24', '23:00').toISOString()).toBe('2026-10-25T03:00:00.000Z');
  });

  it('when a schedule has no range on the day, or a special day closes it, then the day closes at DAILY_CLOSE_AT', () => {
    const week = hours({
      pickup: [{ dayOfWeek: 'Tuesday', opens: '11:00', closes: '22:00' }],
      special: [{ date: '2026-02-17', closed: true }],
    });
    expect(closeMomentOf(week, '2026-02-11', '23:00').toISOString()).toBe('2026-02-11T22:00:00.000Z');
    expect(closeMomentOf(week, '2026-02-17', '20:00').toISOString()).toBe('2026-02-17T19:00:00.000Z');
    expect(closeMomentOf(week, '2026-02-10', '20:00').toISOString()).toBe('2026-02-10T21:00:00.000Z');
  });
});
