import { budapestDay, budapestHour, formatMoney, lineTotal } from '../index';
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

describe('formatMoney', () => {
  it('when the language is Hungarian, then amounts read "10 798 Ft" with no-break spaces', () => {
    expect(formatMoney(10798, 'hu')).toBe(`10${NBSP}798${NBSP}Ft`);
    expect(formatMoney(1234567, 'hu')).toBe(`1${NBSP}234${NBSP}567${NBSP}Ft`);
  });

  it('when a Hungarian amount has four digits, then it is grouped too (hu-HU alone would print "4999 Ft")', () => {
    expect(formatMoney(4999, 'hu')).toBe(`4${NBSP}999${NBSP}Ft`);
    expect(formatMoney(600, 'hu')).toBe(`600${NBSP}Ft`);
    expect(formatMoney(0, 'hu')).toBe(`0${NBSP}Ft`);
  });

  it('when the language is English, then amounts read "HUF 10,798"', () => {
    expect(formatMoney(10798, 'en')).toBe(`HUF${NBSP}10,798`);
    expect(formatMoney(4999, 'en')).toBe(`HUF${NBSP}4,999`);
    expect(formatMoney(0, 'en')).toBe(`HUF${NBSP}0`);
  });

  it('when the module loads, then no formatter is built until the first amount is formatted, and one per language', () => {
    // Building the first one loads locale data: the home page's first paint must not wait for it.
    const built = jest.spyOn(Intl, 'NumberFormat');
    try {
      jest.isolateModules(() => {
        const money = jest.requireActual<typeof MoneyModule>('../money');
        expect(built).not.toHaveBeenCalled();
        money.formatMoney(1, 'hu');
        money.formatMoney(2, 'hu');
        expect(built).toHaveBeenCalledTimes(1);
        money.formatMoney(3, 'en');
        expect(built).toHaveBeenCalledTimes(2);
      });
    } finally {
      built.mockRestore();
    }
  });

  it('when the language is unknown, then English is used (the default language)', () => {
    expect(formatMoney(3500, 'de')).toBe(formatMoney(3500, 'en'));
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
