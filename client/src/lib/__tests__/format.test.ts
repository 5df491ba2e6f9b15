import { formatDateTime } from '../format';

/** Intl puts no-break spaces between groups and before 'Ft'; compare with plain spaces. */
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('formatDateTime', () => {
  it("when given an instant, then shows it on Budapest's clock in the interface language", () => {
    // 16:05 UTC in May is 18:05 in Budapest (summer time).
    expect(plain(formatDateTime('2026-05-12T16:05:00.000Z', 'en'))).toBe('12 May 2026, 18:05');
    expect(plain(formatDateTime('2026-05-12T16:05:00.000Z', 'hu'))).toMatch(/^2026\. máj\. 12\.,? 18:05$/);
  });
});
