/**
 * A range's days, instants and Budapest offsets, from the zone's rules: in 2026 summer time starts
 * on 29 March and ends on 25 October, both at 01:00 UTC.
 */
import { daysOf, instantsOf, offsetsOf } from '../report-range';

const HOUR = 3_600_000;

describe('a range of Budapest days', () => {
  it('when the range is the year 2026, then it starts at CET, changes to CEST on 29 March and back on 25 October at 01:00 UTC', () => {
    expect(offsetsOf({ from: '2026-01-01', to: '2026-12-31' })).toEqual([
      { from: new Date('2025-12-31T23:00:00Z'), offsetMs: HOUR },
      { from: new Date('2026-03-29T01:00:00Z'), offsetMs: 2 * HOUR },
      { from: new Date('2026-10-25T01:00:00Z'), offsetMs: HOUR },
    ]);
  });

  it('when the range is a summer week, then there is one offset and the days run midnight CEST to midnight CEST', () => {
    const week = { from: '2026-07-06', to: '2026-07-12' };
    expect(offsetsOf(week)).toEqual([{ from: new Date('2026-07-05T22:00:00Z'), offsetMs: 2 * HOUR }]);
    expect(daysOf(week)).toEqual(['2026-07-06', '2026-07-07', '2026-07-08', '2026-07-09', '2026-07-10', '2026-07-11', '2026-07-12']);
    expect(instantsOf(week)).toEqual({ start: new Date('2026-07-05T22:00:00Z'), end: new Date('2026-07-12T22:00:00Z') });
  });

  it('when the range is the autumn Sunday, then it lasts 25 hours; the spring Sunday 23', () => {
    const autumn = instantsOf({ from: '2026-10-25', to: '2026-10-25' });
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * HOUR);
    const spring = instantsOf({ from: '2026-03-29', to: '2026-03-29' });
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * HOUR);
  });
});
