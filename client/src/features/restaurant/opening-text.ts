/*
 * When the shop (or a service) opens or closes, said the way a customer reads it, in Budapest time
 * whatever the phone's own zone: "today at 18:00", "tomorrow at 11:00", "on Friday at 11:00";
 * Hungarian "ma 18:00-kor", "holnap 11:00-kor", "pénteken 11:00-kor".
 */
const ZONE = 'Europe/Budapest';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Hungarian weekdays with the "on" suffix (Monday first), which Intl does not give. */
const HU_ON_DAY = ['hétfőn', 'kedden', 'szerdán', 'csütörtökön', 'pénteken', 'szombaton', 'vasárnap'];

const dateKey = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(instant);
const clock = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

export function openingWhen(instant: Date, now: Date, language: string): string {
  const days = Math.round((Date.parse(dateKey(instant)) - Date.parse(dateKey(now))) / DAY_MS);
  const time = clock(instant);
  if (language.startsWith('hu')) {
    const weekday = (new Date(`${dateKey(instant)}T12:00:00Z`).getUTCDay() + 6) % 7;
    const day = days === 0 ? 'ma' : days === 1 ? 'holnap' : HU_ON_DAY[weekday];
    return `${day} ${time}-kor`;
  }
  const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, weekday: 'long' }).format(instant);
  return `${days === 0 ? 'today' : days === 1 ? 'tomorrow' : `on ${weekday}`} at ${time}`;
}

/** Whole minutes from now to `instant`, at least 1. */
export const minutesUntil = (instant: Date, now: Date) => Math.max(1, Math.ceil((instant.getTime() - now.getTime()) / 60_000));

export { clock as budapestClock };
