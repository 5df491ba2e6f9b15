import { presetOf, presetRange, rangeFromSearch, rangeProblem } from '../report-range';

/** Every preset's days at one moment. */
const presetsAt = (iso: string) => {
  const now = new Date(iso);
  return {
    today: presetRange('today', now),
    yesterday: presetRange('yesterday', now),
    thisWeek: presetRange('thisWeek', now),
    thisMonth: presetRange('thisMonth', now),
  };
};

describe('the report presets: Budapest days', () => {
  it('when it is half past midnight in Budapest on the Monday after the autumn clock change (still Sunday in UTC), then today is that Monday', () => {
    // 2026-10-25 is the last Sunday of October: at 03:00 CEST the clocks went back to 02:00 CET (UTC+1).
    // 23:30 UTC on the 25th is 00:30 on Monday the 26th in Budapest.
    expect(presetsAt('2026-10-25T23:30:00Z')).toEqual({
      today: { from: '2026-10-26', to: '2026-10-26' },
      yesterday: { from: '2026-10-25', to: '2026-10-25' },
      thisWeek: { from: '2026-10-26', to: '2026-10-26' },
      thisMonth: { from: '2026-10-01', to: '2026-10-26' },
    });
  });

  it('when it is late on the Sunday of the clock change, then this week is Monday 19 to that Sunday, its 25-hour day included', () => {
    // 22:30 UTC is 23:30 CET on Sunday the 25th.
    expect(presetsAt('2026-10-25T22:30:00Z')).toEqual({
      today: { from: '2026-10-25', to: '2026-10-25' },
      yesterday: { from: '2026-10-24', to: '2026-10-24' },
      thisWeek: { from: '2026-10-19', to: '2026-10-25' },
      thisMonth: { from: '2026-10-01', to: '2026-10-25' },
    });
  });

  it('when it is just after midnight in Budapest before the change (UTC+2), then today is already the next day', () => {
    // 22:30 UTC on the 24th is 00:30 CEST on Sunday the 25th.
    expect(presetsAt('2026-10-24T22:30:00Z').today).toEqual({ from: '2026-10-25', to: '2026-10-25' });
    // And 21:59 UTC is still Saturday 23:59 there.
    expect(presetsAt('2026-10-24T21:59:00Z').today).toEqual({ from: '2026-10-24', to: '2026-10-24' });
  });

  it('when a month starts in Budapest while UTC is still in the last one, then this month is the new one and yesterday the old one', () => {
    // 22:30 UTC on 31 March is 00:30 CEST on 1 April.
    expect(presetsAt('2026-03-31T22:30:00Z')).toEqual({
      today: { from: '2026-04-01', to: '2026-04-01' },
      yesterday: { from: '2026-03-31', to: '2026-03-31' },
      thisWeek: { from: '2026-03-30', to: '2026-04-01' },
      thisMonth: { from: '2026-04-01', to: '2026-04-01' },
    });
  });

  it('when a week spans New Year, then it starts on the Monday of the old year', () => {
    // Friday 1 January 2027, noon in Budapest.
    expect(presetsAt('2027-01-01T11:00:00Z').thisWeek).toEqual({ from: '2026-12-28', to: '2027-01-01' });
  });

  it('when the days shown are a preset, then it is named; other days are none', () => {
    const now = new Date('2026-10-25T22:30:00Z');
    expect(presetOf({ from: '2026-10-19', to: '2026-10-25' }, now)).toBe('thisWeek');
    expect(presetOf({ from: '2026-10-24', to: '2026-10-24' }, now)).toBe('yesterday');
    expect(presetOf({ from: '2026-10-18', to: '2026-10-25' }, now)).toBeUndefined();
  });
});

describe('the report range in the address', () => {
  it('when the address holds two days in order, then those are the range', () => {
    expect(rangeFromSearch(new URLSearchParams('from=2026-10-19&to=2026-10-25'))).toEqual({ from: '2026-10-19', to: '2026-10-25' });
  });

  it('when the address holds a range the server would refuse, then it holds none (today is shown)', () => {
    expect(rangeFromSearch(new URLSearchParams('from=2026-10-25&to=2026-10-19'))).toBeUndefined();
    expect(rangeFromSearch(new URLSearchParams('from=2026-10-19'))).toBeUndefined();
    expect(rangeFromSearch(new URLSearchParams('from=19.10.2026&to=2026-10-25'))).toBeUndefined();
    expect(rangeFromSearch(new URLSearchParams('from=2026-13-01&to=2026-13-02'))).toBeUndefined();
  });

  it('when a range is 366 days it may be asked for; 367 is too long', () => {
    // 2028 is a leap year: 1 Jan to 31 Dec is 366 days.
    expect(rangeProblem({ from: '2028-01-01', to: '2028-12-31' })).toBeUndefined();
    expect(rangeProblem({ from: '2027-12-31', to: '2028-12-31' })).toBe('tooLong');
    expect(rangeProblem({ from: '2026-10-25', to: '2026-10-24' })).toBe('backwards');
    expect(rangeProblem({ from: '', to: '2026-10-24' })).toBe('missing');
  });
});
