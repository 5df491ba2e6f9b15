import { budapestIsoTime } from '../time';

describe('an instant as Budapest time with its offset', () => {
  it('when the instant is in winter or summer, then the wall-clock time carries +01:00 or +02:00', () => {
    expect(budapestIsoTime(new Date('2026-01-10T10:00:00Z'))).toBe('2026-01-10T11:00:00+01:00');
    expect(budapestIsoTime(new Date('2026-07-10T21:59:59.999Z'))).toBe('2026-07-10T23:59:59+02:00');
  });

  it('when 02:30 happens twice (the autumn change), then the two are told apart by their offsets', () => {
    expect(budapestIsoTime(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25T02:30:00+02:00');
    expect(budapestIsoTime(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30:00+01:00');
  });

  it('when the clocks jump forward (the spring change), then 01:59 CET is followed by 03:00 CEST', () => {
    expect(budapestIsoTime(new Date('2026-03-29T00:59:00Z'))).toBe('2026-03-29T01:59:00+01:00');
    expect(budapestIsoTime(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00+02:00');
  });

  it("when it is 23:30 UTC on New Year's Eve, then in Budapest it is already the next year", () => {
    expect(budapestIsoTime(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01T00:30:00+01:00');
  });
});
