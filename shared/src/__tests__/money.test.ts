import { budapestDay, budapestHour, formatHuf, formatHufPlain, lineTotal } from '../index';
import type * as MoneyModule from '../money';

const NBSP = '\u00a0';

describe('lineTotal', () => {
  it('when a pizza has two extras and quantity 3, then extras are charged per unit', () => {
    expect(lineTotal(3700, [300, 250], 3)).toBe((3700 + 300 + 250) * 3);
  });

  it('when there are no extras, then it is price times quantity', () => {
    expect(lineTotal(699, [], 2)).toBe(1398);
  });

  it('when quantity is 0, then the line is worth nothing', () => {
    expect(lineTotal(699, [100], 0)).toBe(0);
  });

  it('when a price is fractional or negative, then it throws instead of rounding', () => {
    expect(() => lineTotal(699.5, [], 1)).toThrow(RangeError);
    expect(() => lineTotal(699, [-1], 1)).toThrow(RangeError);
    expect(() => lineTotal(699, [], 1.5)).toThrow(RangeError);
  });
});

describe('formatHuf', () => {
  it('when the amount has four digits, then Hungarian style leaves it ungrouped', () => {
    expect(formatHuf(1234)).toBe(`1234${NBSP}Ft`);
  });

  it('when the amount has five or more digits, then groups are separated by no-break spaces', () => {
    expect(formatHuf(12345)).toBe(`12${NBSP}345${NBSP}Ft`);
    expect(formatHuf(1234567)).toBe(`1${NBSP}234${NBSP}567${NBSP}Ft`);
  });

  it('when the amount is 0, then it shows 0 Ft', () => {
    expect(formatHuf(0)).toBe(`0${NBSP}Ft`);
  });

  it('when the module loads, then no formatter is built until the first amount is formatted, and only one for all', () => {
    // Building the first one loads locale data: the home page's first paint must not wait for it.
    const built = jest.spyOn(Intl, 'NumberFormat');
    try {
      jest.isolateModules(() => {
        const money = jest.requireActual<typeof MoneyModule>('../money');
        expect(built).not.toHaveBeenCalled();
        money.formatHuf(1);
        money.formatHuf(2);
        expect(built).toHaveBeenCalledTimes(1);
      });
    } finally {
      built.mockRestore();
    }
  });
});

describe('formatHufPlain', () => {
  it('when an amount is given, then it reads "HUF <amount>" without grouping', () => {
    expect(formatHufPlain(12345)).toBe('HUF 12345');
    expect(formatHufPlain(0)).toBe('HUF 0');
  });
});

describe('Budapest time', () => {
  it('when it is 10:59 UTC in summer, then it is 12:59 in Budapest (CEST); in winter 11:59 (CET)', () => {
    expect(budapestHour(new Date('2026-07-01T10:59:00Z'))).toBe(12);
    expect(budapestHour(new Date('2026-01-15T10:59:00Z'))).toBe(11);
  });

  it('when it is 23:30 UTC on 14 March, then it is already the 15th in Budapest', () => {
    expect(budapestDay(new Date('2026-03-14T23:30:00Z'))).toBe('2026-03-15');
    expect(budapestDay(new Date('2026-03-14T22:59:00Z'))).toBe('2026-03-14');
  });
});
