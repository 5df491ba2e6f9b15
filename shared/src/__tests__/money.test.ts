import { formatHuf, formatHufPlain, lineTotal } from '../index';

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
});

describe('formatHufPlain', () => {
  it('when an amount is given, then it reads "HUF <amount>" without grouping', () => {
    expect(formatHufPlain(12345)).toBe('HUF 12345');
    expect(formatHufPlain(0)).toBe('HUF 0');
  });
});
