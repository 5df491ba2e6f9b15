import { createCounterTurns } from '../counter-turns';

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('counter turns', () => {
  it('when several transactions ask at once, then they run one at a time in the order they asked', async () => {
    const inTurn = createCounterTurns();
    const log: string[] = [];
    const task = (name: string, ms: number) =>
      inTurn(async () => {
        log.push(`${name} starts`);
        await later(ms, undefined);
        log.push(`${name} ends`);
        return name;
      });
    await expect(Promise.all([task('a', 30), task('b', 5), task('c', 10)])).resolves.toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it('when one fails, then the next still gets its turn', async () => {
    const inTurn = createCounterTurns();
    const failing = inTurn(() => Promise.reject(new Error('conflict')));
    await expect(failing).rejects.toThrow('conflict');
    await expect(inTurn(() => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('when a turn does not come within the limit, then the waiter gets 503 and writes nothing, and those after it go on', async () => {
    const inTurn = createCounterTurns(50);
    let release!: () => void;
    const slow = inTurn(() => new Promise<void>((resolve) => (release = resolve)));
    const ran: string[] = [];
    const waiter = inTurn(async () => void ran.push('waiter'));
    await expect(waiter).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    const after = inTurn(async () => void ran.push('after'));
    release();
    await slow;
    await after;
    expect(ran).toEqual(['after']);
  });
});
