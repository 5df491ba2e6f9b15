/**
 * The end of a run: everything brought back (instances started, the database resumed, no delay),
 * then waiting until every client, and every durable consumer of the log, has every event; and
 * what the instances serve once it has settled.
 */
import { waitFor } from '@pizza/test-kit';

import { customerSees } from './checker';
import type { SocketClient } from './clients';
import { latestLoggedSeq, readConsumers, readLog, readShop } from './database';
import type { History } from './history';
import { call } from './http';
import { changeDish, MANAGED_ITEMS } from './manager';
import type { Staff } from './people';
import { sleep } from './random';
import type { Instance, Topology } from './topology';
import type { WorkloadContext } from './workload';

export const SETTLE_LIMIT_MS = 90_000;

/** Who is behind the log as it stands now, and whether anyone is: read again at each check. */
export interface Behind {
  check(): Promise<boolean>;
  behind(): Promise<string[]>;
}

/** Whether every client not voluntarily away has every event committed by now that it may see. */
export async function caughtUpWith(clients: SocketClient[]): Promise<Behind> {
  const log = await readLog(await latestLoggedSeq());
  const end = log.at(-1)?.seq ?? 0;
  const seenBy = new Map<string | undefined, number>();
  const lastSeen = (userId: string | undefined) => {
    if (!seenBy.has(userId)) seenBy.set(userId, log.findLast((e) => customerSees(e, userId))?.seq ?? 0);
    return seenBy.get(userId)!;
  };
  const needed = (client: SocketClient) => (client.record.audience === 'all' ? end : lastSeen(client.record.userId));
  const lagging = (client: SocketClient) => client.awayUntil <= Date.now() && client.record.lastSeq < needed(client);
  return {
    check: async () => !clients.some(lagging),
    behind: async () =>
      clients
        .filter(lagging)
        .map((c) => `${c.record.id} at ${c.record.lastSeq} of ${needed(c)} (${c.socket?.connected ? 'connected' : 'not connected'})`),
  };
}

export async function settle(topology: Topology, clients: SocketClient[], log: (line: string) => void): Promise<void> {
  await Promise.all(topology.instances.filter((i) => !i.process).map((i) => topology.start(i)));
  for (const instance of topology.instances) {
    instance.dbProxy.delay(0);
    instance.redisProxy.delay(0);
  }
  topology.resumeDatabase();
  for (const client of clients) client.awayUntil = 0;
  const caughtUp = await caughtUpWith(clients);
  const ok = await waitFor(caughtUp.check, SETTLE_LIMIT_MS, 100);
  if (!ok) log(`some clients did not catch up at the end (the checker reports them): ${(await caughtUp.behind()).slice(0, 10).join('; ')}`);
  await sleep(1000); // a duplicate would arrive now
}

/** Waits until every durable consumer's cursor (mails, push, the webhook endpoint) is at `end`; logs who is not. */
export async function settleConsumers(end: number, log: (line: string) => void): Promise<void> {
  let behind: string[] = [];
  const check = async () => {
    behind = (await readConsumers()).filter((consumer) => consumer.seq < end).map((c) => `${c.name} at ${c.seq} of ${end}`);
    return behind.length === 0;
  };
  await waitFor(check, SETTLE_LIMIT_MS, 200);
  if (behind.length > 0) log(`durable consumers behind at the end (the checker reports them): ${behind.join('; ')}`);
}

/** How long an instance may take to serve another instance's change (a peer's commit wakes its catalogue at once; else its 2 s poll). */
const SERVE_LIMIT_MS = 10_000;

async function servedBy(instance: Instance, itemId: string): Promise<boolean | 'no-answer'> {
  const answer = await call(`${instance.url}/api/menuItem/get/${itemId}`);
  return answer.status === 200 ? (answer.body as { available: boolean }).available : 'no-answer';
}

const orderable = async (itemId: string) => (await readShop([itemId])).soldOutUntil[itemId] === undefined;

/**
 * One dish changed through each instance in turn; before it, every instance serves it (so each
 * catalogue is built), after it, every instance must serve the change within SERVE_LIMIT_MS: each
 * instance's catalogue follows the other's changes through the log. What they served is recorded.
 */
export async function menusFollowChanges(ctx: WorkloadContext, manager: Staff): Promise<void> {
  const { topology, history } = ctx;
  for (const [i, instance] of topology.instances.entries()) {
    const itemId = MANAGED_ITEMS[i % MANAGED_ITEMS.length]!;
    await Promise.all(topology.instances.map((each) => servedBy(each, itemId)));
    await changeDish(ctx, manager, itemId, await orderable(itemId), instance);
    const expected = await orderable(itemId);
    for (const each of topology.instances) {
      const deadline = Date.now() + SERVE_LIMIT_MS;
      let available = await servedBy(each, itemId);
      while (available !== expected && Date.now() < deadline) {
        await sleep(200);
        available = await servedBy(each, itemId);
      }
      history.end.served.push({ instance: each.name, itemId, available });
    }
  }
}

/**
 * A durable consumer behind the log whose cursor has not moved for this long is stuck: the limit
 * the run gives sockets to recover after a fault. Legitimately still for a while: a lease taken over
 * after kill -9 (up to about 20 s), a write held by a transaction another instance lost with its
 * connection (seen: the mail dispatcher still for 30 s after cuts on the other instance).
 */
export const CONSUMER_STALL_MS = 60_000;

/**
 * Watches the durable consumers each second until `stopped()`: one whose cursor stands still while
 * the log is ahead of it for CONSUMER_STALL_MS is recorded (a slow one that keeps moving is not).
 */
export async function watchConsumers(history: History, stopped: () => boolean): Promise<void> {
  const movedAt = new Map<string, { seq: number; at: number; reported: boolean }>();
  while (!stopped()) {
    const [consumers, end] = await Promise.all([readConsumers(), latestLoggedSeq()]).catch(() => [[], 0] as const);
    const now = Date.now();
    for (const { name, seq } of consumers) {
      const last = movedAt.get(name);
      if (!last || seq !== last.seq || seq >= end) movedAt.set(name, { seq, at: now, reported: false });
      else if (!last.reported && now - last.at >= CONSUMER_STALL_MS) {
        last.reported = true;
        history.consumerStalls.push({ name, seq, end, forMs: now - last.at });
      }
    }
    await sleep(1000);
  }
}
