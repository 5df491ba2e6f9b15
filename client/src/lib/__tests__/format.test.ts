import { formatDateTime, formatHuf, formatHufPlain } from '../format';

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

describe('formatHufPlain', () => {
  it('when given whole forints, then writes the literal HUF form SPEC shows', () => {
    expect(formatHufPlain(5798)).toBe('HUF 5798');
  });
});

describe('formatDateTime', () => {
  it("when given an instant, then shows it on Budapest's clock in the interface language", () => {
    // 16:05 UTC in May is 18:05 in Budapest (summer time).
    expect(plain(formatDateTime('2026-05-12T16:05:00.000Z', 'en'))).toBe('12 May 2026, 18:05');
    expect(plain(formatDateTime('2026-05-12T16:05:00.000Z', 'hu'))).toMatch(/^2026\. máj\. 12\.,? 18:05$/);
  });
});
