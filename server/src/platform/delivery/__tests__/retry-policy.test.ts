/**
 * The delivery kit's retry policy (retry-policy.ts): the wait after each failed attempt, its
 * jitter, the receiver's floor, and giving up after the last attempt allowed.
 */
import { attemptsAllowed, retryDelayMs } from '../retry-policy';

it('when no jitter is asked for, then each wait is its step, and the last step repeats while attempts remain', () => {
  const policy = { scheduleMs: [10, 30], maxAttempts: 5 };
  expect([1, 2, 3, 4].map((attempt) => retryDelayMs(policy, attempt))).toEqual([10, 30, 30, 30]);
});

it('when the last attempt allowed failed, then there is no next wait (give up); by default one attempt per step plus the first', () => {
  expect(retryDelayMs({ scheduleMs: [10, 30], maxAttempts: 5 }, 5)).toBeUndefined();
  expect(attemptsAllowed({ scheduleMs: [10, 30] })).toBe(3);
  expect(retryDelayMs({ scheduleMs: [10, 30] }, 2)).toBe(30);
  expect(retryDelayMs({ scheduleMs: [10, 30] }, 3)).toBeUndefined();
  expect(retryDelayMs({ scheduleMs: [] }, 1)).toBeUndefined();
});

it('when full jitter is asked for, then the wait is uniform between 0 and the step', () => {
  const at = (random: number) => retryDelayMs({ scheduleMs: [1000], jitter: 1, random: () => random }, 1);
  expect([at(0), at(0.25), at(0.999)]).toEqual([0, 250, 999]);
});

it('when partial jitter is asked for, then the wait is at least (1 - jitter) of the step', () => {
  const at = (random: number) => retryDelayMs({ scheduleMs: [1000], jitter: 0.2, random: () => random }, 1);
  expect([at(0), at(0.5), at(0.999)]).toEqual([800, 900, 999]);
});

it('when the receiver asks for a longer wait, then it wins; a shorter one does not shorten the step', () => {
  expect(retryDelayMs({ scheduleMs: [1000] }, 1, 5000)).toBe(5000);
  expect(retryDelayMs({ scheduleMs: [1000] }, 1, 10)).toBe(1000);
  expect(retryDelayMs({ scheduleMs: [1000] }, 2, 5000)).toBeUndefined(); // given up whatever the receiver asked
});
