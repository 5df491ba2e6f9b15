import { openingWhen, untilWhen } from '../opening-when';

/** Friday 2026-11-27 20:00 in Budapest (UTC+1). */
const fridayEvening = new Date('2026-11-27T19:00:00Z');

describe('when the shop opens, in words', () => {
  it('when the opening is within six days, then it names the day', () => {
    expect(openingWhen(new Date('2026-11-27T19:30:00Z'), fridayEvening, 'en')).toBe('today at 20:30');
    expect(openingWhen(new Date('2026-11-28T10:00:00Z'), fridayEvening, 'en')).toBe('tomorrow at 11:00');
    expect(openingWhen(new Date('2026-12-03T10:00:00Z'), fridayEvening, 'en')).toBe('on Thursday at 11:00');
    expect(openingWhen(new Date('2026-12-03T10:00:00Z'), fridayEvening, 'hu')).toBe('csütörtökön 11:00-kor');
  });

  it('when the opening is a week later on the same weekday, then it names the date, not "on Friday"', () => {
    const nextFriday = new Date('2026-12-04T10:00:00Z');
    expect(openingWhen(nextFriday, fridayEvening, 'en')).toBe('on 4 December at 11:00');
    expect(openingWhen(nextFriday, fridayEvening, 'hu')).toBe('december 4-én 11:00-kor');
  });

  it('when the opening is further on, then the Hungarian date takes the suffix its day is read with', () => {
    const on = (iso: string) => openingWhen(new Date(iso), new Date('2026-11-20T10:00:00Z'), 'hu');
    expect(on('2026-12-01T10:00:00Z')).toBe('december 1-jén 11:00-kor');
    expect(on('2026-12-02T10:00:00Z')).toBe('december 2-án 11:00-kor');
    expect(on('2026-12-03T10:00:00Z')).toBe('december 3-án 11:00-kor');
    expect(on('2026-11-30T10:00:00Z')).toBe('november 30-án 11:00-kor');
    expect(openingWhen(new Date('2026-12-20T10:00:00Z'), new Date('2026-12-12T10:00:00Z'), 'hu')).toBe('december 20-án 11:00-kor');
    expect(openingWhen(new Date('2026-12-21T10:00:00Z'), new Date('2026-12-12T10:00:00Z'), 'hu')).toBe('december 21-én 11:00-kor');
    expect(openingWhen(new Date('2027-01-05T10:00:00Z'), new Date('2026-12-28T10:00:00Z'), 'en')).toBe('on 5 January at 11:00');
  });
});

describe('until when a state lasts, in words', () => {
  it('when it ends today, then the time alone; later, with its day or date', () => {
    expect(untilWhen(new Date('2026-11-27T21:00:00Z'), fridayEvening, 'en')).toBe('22:00');
    expect(untilWhen(new Date('2026-11-28T10:00:00Z'), fridayEvening, 'en')).toBe('tomorrow 11:00');
    expect(untilWhen(new Date('2026-11-28T10:00:00Z'), fridayEvening, 'hu')).toBe('holnap 11:00');
    expect(untilWhen(new Date('2026-11-30T10:00:00Z'), fridayEvening, 'hu')).toBe('hétfő 11:00');
    expect(untilWhen(new Date('2026-12-04T10:00:00Z'), fridayEvening, 'en')).toBe('4 December 11:00');
    expect(untilWhen(new Date('2026-12-04T10:00:00Z'), fridayEvening, 'hu')).toBe('december 4. 11:00');
  });
});
