/** The time, injected so fee rules (the noon switch) and day-numbered orders are testable. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stays where it is put (tests). */
export function fixedClock(start: Date): Clock & { set(instant: Date): void } {
  let current = start;
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = instant;
    },
  };
}
