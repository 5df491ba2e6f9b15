import { elapsedLabel, formatClock, minutesSince } from '../order-time';

describe('order times', () => {
  const placed = '2026-03-12T13:05:00.000Z'; // 14:05 in Budapest (CET)

  it('when counting minutes since placement, then whole minutes, never negative', () => {
    expect(minutesSince(placed, Date.parse(placed) + 12 * 60_000 + 59_000)).toBe(12);
    expect(minutesSince(placed, Date.parse(placed) - 5_000)).toBe(0);
  });

  it("when labelling, then 'just now', minutes, then hours and minutes", () => {
    expect(elapsedLabel(0)).toEqual({ key: 'board.card.justNow' });
    expect(elapsedLabel(12)).toEqual({ key: 'board.card.minutesAgo', count: 12 });
    expect(elapsedLabel(65)).toEqual({ key: 'board.card.hoursAgo', hours: 1, minutes: 5 });
  });

  it("when showing the restaurant's clock, then today is the time only and another day adds the date", () => {
    expect(formatClock(placed, 'en', Date.parse(placed) + 3_600_000)).toBe('14:05');
    expect(formatClock(placed, 'en', Date.parse(placed) + 2 * 86_400_000)).toMatch(/Mar 12.*14:05|12 Mar.*14:05/);
  });
});
