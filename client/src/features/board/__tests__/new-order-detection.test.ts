import '../../../test/setup';
import {
  createReminderScheduler,
  detectNewOrders,
  dueReminders,
  nextReminderIn,
  REMINDER_INTERVAL_MS,
  syncReminderClock,
} from '../alerts/new-orders';
import { order } from './board-support';

const ids = (list: { orderId: string }[]) => list.map((entry) => entry.orderId);

describe('detectNewOrders', () => {
  const a = order();
  const b = order();
  const c = order();

  it('when the board loads for the first time, then nothing is new and every id is remembered', () => {
    const { fresh, seen } = detectNewOrders(null, [a, b]);
    expect(fresh).toEqual([]);
    expect([...seen].sort()).toEqual([a.orderId, b.orderId].sort());
  });

  it('when a refresh brings an id not seen before, then exactly that order is new', () => {
    const first = detectNewOrders(null, [a]);
    expect(ids(detectNewOrders(first.seen, [c, a]).fresh)).toEqual([c.orderId]);
  });

  it('when the same list comes again, then nothing is new a second time', () => {
    const first = detectNewOrders(null, [a]);
    const second = detectNewOrders(first.seen, [b, a]);
    expect(detectNewOrders(second.seen, [b, a]).fresh).toEqual([]);
  });

  it('when an order leaves the list and comes back, then it is not new again', () => {
    const first = detectNewOrders(null, [a, b]);
    const second = detectNewOrders(first.seen, [b]);
    expect(detectNewOrders(second.seen, [a, b]).fresh).toEqual([]);
  });
});

describe('reminder clock', () => {
  const waiting = order({ status: 'PLACED' });
  const cooking = order({ status: 'PREPARING' });

  it('when the list changes, then only unaccepted orders are kept, with their first time', () => {
    const clock = syncReminderClock(new Map([[waiting.orderId, 1000]]), [waiting, cooking], 5000);
    expect([...clock]).toEqual([[waiting.orderId, 1000]]);
    expect([...syncReminderClock(clock, [{ ...waiting, status: 'PREPARING' }], 9000)]).toEqual([]);
  });

  it('when 30 s have passed since the last ring, then the order is due, unless muted', () => {
    const clock = new Map([[waiting.orderId, 0]]);
    expect(dueReminders(clock, new Set(), REMINDER_INTERVAL_MS - 1)).toEqual([]);
    expect(dueReminders(clock, new Set(), REMINDER_INTERVAL_MS)).toEqual([waiting.orderId]);
    expect(dueReminders(clock, new Set([waiting.orderId]), REMINDER_INTERVAL_MS)).toEqual([]);
    expect(nextReminderIn(clock, new Set(), 10_000)).toBe(20_000);
    expect(nextReminderIn(clock, new Set([waiting.orderId]), 10_000)).toBeNull();
  });
});

describe('createReminderScheduler (fake timers)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function start(orders = [order({ status: 'PLACED' })]) {
    const ring = jest.fn();
    const scheduler = createReminderScheduler(ring);
    scheduler.update(orders);
    scheduler.setEnabled(true);
    return { ring, scheduler, orders };
  }

  it('when an order stays PLACED, then it rings every 30 s and not in between', () => {
    const { ring } = start();
    jest.advanceTimersByTime(29_999);
    expect(ring).toHaveBeenCalledTimes(0);
    jest.advanceTimersByTime(1);
    expect(ring).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000);
    expect(ring).toHaveBeenCalledTimes(3);
  });

  it('when the order is accepted, then the reminders stop', () => {
    const { ring, scheduler, orders } = start();
    jest.advanceTimersByTime(30_000);
    scheduler.update([{ ...orders[0]!, status: 'PREPARING' }]);
    jest.advanceTimersByTime(120_000);
    expect(ring).toHaveBeenCalledTimes(1);
  });

  it('when one of two waiting orders is muted, then only the other keeps ringing', () => {
    const first = order({ status: 'PLACED' });
    const { ring, scheduler } = start([first]);
    jest.advanceTimersByTime(10_000);
    const second = order({ status: 'PLACED' });
    scheduler.update([second, first]);
    scheduler.setMuted(new Set([first.orderId]));
    jest.advanceTimersByTime(20_000); // first would be due now, but it is muted
    expect(ring).toHaveBeenCalledTimes(0);
    jest.advanceTimersByTime(10_000); // second is due 30 s after it appeared
    expect(ring).toHaveBeenCalledTimes(1);
    scheduler.setMuted(new Set([first.orderId, second.orderId]));
    jest.advanceTimersByTime(300_000);
    expect(ring).toHaveBeenCalledTimes(1);
  });

  it('when reminders are off, then nothing rings; turning them on starts the 30 s afresh', () => {
    const ring = jest.fn();
    const scheduler = createReminderScheduler(ring);
    scheduler.update([order({ status: 'PLACED' })]);
    jest.advanceTimersByTime(120_000);
    expect(ring).not.toHaveBeenCalled();
    scheduler.setEnabled(true);
    jest.advanceTimersByTime(29_000);
    expect(ring).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1_000);
    expect(ring).toHaveBeenCalledTimes(1);
  });

  it('when two orders are due together, then one chime rings, not two', () => {
    const { ring } = start([order({ status: 'PLACED' }), order({ status: 'PLACED' })]);
    jest.advanceTimersByTime(30_000);
    expect(ring).toHaveBeenCalledTimes(1);
  });

  it('when stopped, then no timer is left behind', () => {
    const { scheduler } = start();
    scheduler.stop();
    expect(jest.getTimerCount()).toBe(0);
  });
});
