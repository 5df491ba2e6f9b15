/**
 * The channel's admission and recheck at their edges, with the log and the sockets in memory so
 * the test decides when the network drains, when the retention strikes and when a check fails.
 */
import { systemClock } from '../../lib/clock';
import { createChannel } from '../channel';
import { capturingLogger, customerReader, fakeSocket, memoryLog, staffReader, tick } from './fake-channel-parts';

const ALL = { kind: 'all' } as const;
const CUSTOMER = { kind: 'customer', userId: 'customer-1' } as const;
const stillValid = async (readers: readonly unknown[]) => readers.map(() => true);

function channelOn(log: ReturnType<typeof memoryLog>, options: Partial<Parameters<typeof createChannel>[0]> = {}) {
  return createChannel({
    events: log,
    eventReaders: { stillValid },
    clock: systemClock,
    logger: capturingLogger().logger,
    pollMs: 60_000,
    ...options,
  });
}

const seqs = (events: Array<{ seq: number }>) => events.map((event) => event.seq);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_v, i) => from + i);

describe('replay with backpressure and a limit', () => {
  it('when a staff socket replays 250 events to a client that reads slowly, then a page of 100 is sent and the next waits until the socket drained', async () => {
    const log = memoryLog(250);
    const channel = channelOn(log);
    await channel.start();
    const client = fakeSocket(staffReader, ALL);
    client.state.slow = true;
    const admitted = channel.admit(client.socket, 0);
    await tick(20);
    expect(seqs(client.received)).toEqual(range(1, 100));
    expect(log.reads).toBe(1);
    client.drain();
    await tick(20);
    expect(seqs(client.received)).toEqual(range(1, 200));
    client.drain();
    await admitted;
    expect(seqs(client.received)).toEqual(range(1, 250));
    await channel.stop();
  });

  it('when a socket is further behind than the replay limit, then it gets resync-required replay-limit and is closed, with nothing replayed', async () => {
    const channel = channelOn(memoryLog(60), { replayLimit: 50 });
    await channel.start();
    for (const [reader, audience] of [
      [staffReader, ALL],
      [customerReader, CUSTOMER],
    ] as const) {
      const client = fakeSocket(reader, audience);
      await channel.admit(client.socket, 0);
      expect(client.resyncs).toEqual([{ reason: 'replay-limit', oldestSeq: 1 }]);
      expect(client.socket.connected).toBe(false);
    }
    const within = fakeSocket(staffReader, ALL);
    await channel.admit(within.socket, 10);
    expect(seqs(within.received)).toEqual(range(11, 60));
    expect(within.resyncs).toEqual([]);
    await channel.stop();
  });
});

describe('a read of the log that never answers', () => {
  it('when a replay read hangs (a query lost with a cut connection), then the admission fails after the read limit, so the socket is closed and its client reconnects', async () => {
    const log = memoryLog(20);
    const channel = channelOn(log, { readLimitMs: 50 });
    await channel.start();
    const readAfter = log.readAfter;
    log.readAfter = () => new Promise(() => undefined);
    const client = fakeSocket(staffReader, ALL);
    await expect(channel.admit(client.socket, 5)).rejects.toThrow('did not answer within 50 ms');
    expect(client.received).toEqual([]);
    log.readAfter = readAfter;
    const again = fakeSocket(staffReader, ALL);
    await channel.admit(again.socket, 5);
    expect(seqs(again.received)).toEqual(range(6, 20));
    await channel.stop();
  });
});

describe('the retention edge', () => {
  it('when the retention removes the next events while a staff replay starts, then resync-required retention-exceeded instead of a silent skip', async () => {
    const log = memoryLog(20);
    const channel = channelOn(log);
    await channel.start();
    // What the TTL index does between the admission's checks and its read: seqs 6 and 7 go.
    log.beforeRead = () => void log.events.splice(0, 7);
    const client = fakeSocket(staffReader, ALL);
    await channel.admit(client.socket, 5);
    expect(client.resyncs).toEqual([{ reason: 'retention-exceeded', oldestSeq: 8 }]);
    expect(client.received).toEqual([]);
    await channel.stop();
  });

  it('when the same happens to a customer replay, then resync-required retention-exceeded too', async () => {
    const log = memoryLog(20);
    const channel = channelOn(log);
    await channel.start();
    log.beforeRead = () => void log.events.splice(0, 7);
    const client = fakeSocket(customerReader, CUSTOMER);
    await channel.admit(client.socket, 5);
    expect(client.resyncs).toEqual([{ reason: 'retention-exceeded', oldestSeq: 8 }]);
    await channel.stop();
  });
});

describe('the credential re-check', () => {
  it('when a re-check cannot reach the database, then it is logged, the socket stays, and the check is made again soon (not a whole interval later)', async () => {
    const { logger, lines } = capturingLogger();
    let calls = 0;
    const flaky = async (readers: readonly unknown[]) => {
      calls += 1;
      if (calls === 1) throw new Error('database unavailable');
      return readers.map(() => false);
    };
    const channel = channelOn(memoryLog(0), { eventReaders: { stillValid: flaky }, logger, recheckMs: 60_000, recheckRetryMs: 50 });
    await channel.start();
    const client = fakeSocket(staffReader, ALL);
    await channel.admit(client.socket, undefined);
    await channel.recheckAll();
    expect(client.socket.connected).toBe(true);
    expect(lines.some((line) => line.level === 40 && /re-check/.test(line.msg))).toBe(true);
    for (let waited = 0; client.socket.connected && waited < 2000; waited += 10) await tick(10);
    expect(client.socket.connected).toBe(false);
    await channel.stop();
  });
});
