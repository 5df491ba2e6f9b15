import { createRefCounted } from '../ref-counted';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('one shared value per key, reference-counted', () => {
  it('when several subscribers acquire one key, then it is created once and shared', () => {
    const destroy = jest.fn();
    const shared = createRefCounted<{ id: number }>(destroy, 2000);
    const create = jest.fn(() => ({ id: 1 }));
    const a = shared.acquire('token-a', create);
    const b = shared.acquire('token-a', create);
    expect(a).toBe(b);
    expect(create).toHaveBeenCalledTimes(1);
    const other = shared.acquire('token-b', () => ({ id: 2 }));
    expect(other).not.toBe(a);
  });

  it('when the last subscriber leaves, then the value is destroyed after the linger, not before', () => {
    const destroy = jest.fn();
    const shared = createRefCounted<string>(destroy, 2000);
    shared.acquire('k', () => 'socket');
    shared.acquire('k', () => 'socket');
    shared.release('k');
    jest.advanceTimersByTime(5000);
    expect(destroy).not.toHaveBeenCalled();
    shared.release('k');
    jest.advanceTimersByTime(1999);
    expect(destroy).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(destroy).toHaveBeenCalledWith('socket');
    expect(shared.get('k')).toBeUndefined();
  });

  it('when a subscriber comes back within the linger (a page change), then the same value is kept', () => {
    const destroy = jest.fn();
    const shared = createRefCounted<object>(destroy, 2000);
    const first = shared.acquire('k', () => ({}));
    shared.release('k');
    jest.advanceTimersByTime(1500);
    expect(shared.acquire('k', () => ({}))).toBe(first);
    jest.advanceTimersByTime(10_000);
    expect(destroy).not.toHaveBeenCalled();
  });

  it('when released more often than acquired, then nothing breaks; clear destroys everything at once', () => {
    const destroy = jest.fn();
    const shared = createRefCounted<string>(destroy, 2000);
    shared.release('never');
    shared.acquire('a', () => 'A');
    shared.acquire('b', () => 'B');
    shared.clear();
    expect(destroy.mock.calls).toEqual([['A'], ['B']]);
  });
});
