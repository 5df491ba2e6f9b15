import { retryDelay, RETRY_BASE_MS, RETRY_CAP_MS } from '../backoff';

describe('retryDelay (exponential backoff, full jitter)', () => {
  it('when attempts grow, then the window doubles from 1 s up to the 30 s cap, and the delay is anywhere in it', () => {
    const windows = [0, 1, 2, 3, 4, 5, 6, 40].map((attempt) => retryDelay(attempt, () => 0.999999));
    expect(windows).toEqual([999, 1999, 3999, 7999, 15999, 29999, 29999, 29999]);
    expect(retryDelay(3, () => 0)).toBe(0);
    expect(retryDelay(3, () => 0.5)).toBe(4 * RETRY_BASE_MS);
    expect(retryDelay(1000, () => 1)).toBe(RETRY_CAP_MS);
  });
});
