import { formatHuf } from '../format';

/** Intl puts no-break spaces between groups and before 'Ft'; compare with plain spaces. */
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('formatHuf', () => {
  it('when given whole forints, then formats them the Hungarian way without decimals', () => {
    expect(plain(formatHuf(2899))).toBe('2899 Ft');
    expect(plain(formatHuf(12345))).toBe('12 345 Ft');
    expect(plain(formatHuf(0))).toBe('0 Ft');
  });

  it('when given a fraction, then rounds it away', () => {
    expect(plain(formatHuf(1234567.4))).toBe('1 234 567 Ft');
  });
});
