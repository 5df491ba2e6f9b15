/**
 * The end of a run: everything brought back (instances started, the database resumed, no delay),
 * then waiting until every client, and every durable consumer of the log, has every event; and
 * what the instances serve once it has settled.
 */
import { customerSees } from './checker';
import type { SocketClient } from './clients';
import { latestLoggedSeq, readConsumers, readLog } from './database';
import type { History } from './history';
import { call } from './http';
import { MANAGED_ITEMS } from './manager';
import { sleep } from './random';
import type { Topology } from './topology';

export const SETTLE_LIMIT_MS = 90_000;

/** Whether every client not voluntarily away has every event committed by now that it may see; who is behind. */
export async function caughtUpWith(clients: SocketClient[]): Promise<{ check: () => boolean; behind: () => string[] }> {
  const log = await readLog(await latestLoggedSeq());
  const end = log.at(-1)?.seq ?? 0;
  const seenBy = new Map<string | undefined, number>();
  const lastSeen = (userId: string | undefined) => {
    if (!seenBy.has(userId)) seenBy.set(userId, log.findLast((e) => customerSees(e, userId))?.seq ?? 0);
    return seenBy.get(userId)!;
  };
  const needed = (client: SocketClient) => (client.record.audience === 'all' ? end : lastSeen(client.record.userId));
  const behind = (client: SocketClient) => client.awayUntil <= Date.now() && client.record.lastSeq < needed(client);
  return {
    check: () => !clients.some(behind),
    behind: () =>
      clients
        .filter(behind)
        .map((c) => `${c.record.id} at ${c.record.lastSeq} of ${needed(c)} (${c.socket?.connected ? 'connected' : 'not connected'})`),
  };
}

export async function until(check: () => boolean, limitMs: number): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  while (!check() && Date.now() < deadline) await sleep(100);
  return check();
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
  const ok = await until(caughtUp.check, SETTLE_LIMIT_MS);
  if (!ok) log(`some clients did not catch up at the end (the checker reports them): ${caughtUp.behind().slice(0, 10).join('; ')}`);
  await sleep(1000); // a duplicate would arrive now
}

/** Waits until every durable consumer's cursor (mails, push, the webhook endpoint) is at `end`; logs who is not. */
export async function settleConsumers(end: number, log: (line: string) => void): Promise<void> {
  let behind: string[] = [];
  const check = async () => {
    behind = (await readConsumers()).filter((consumer) => consumer.seq < end).map((c) => `${c.name} at ${c.seq} of ${end}`);
    return behind.length === 0;
  };
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (!(await check()) && Date.now() < deadline) await sleep(200);
  if (behind.length > 0) log(`durable consumers behind at the end (the checker reports them): ${behind.join('; ')}`);
}

/** What each instance serves of the dishes the manager changed (its catalogue, kept in step with the log). */
export async function observeServed(topology: Topology, history: History): Promise<void> {
  for (const instance of topology.instances)
    for (const itemId of MANAGED_ITEMS) {
      const answer = await call(`${instance.url}/api/menuItem/get/${itemId}`);
      const available = answer.status === 200 ? (answer.body as { available: boolean }).available : 'no-answer';
      history.end.served.push({ instance: instance.name, itemId, available });
    }
}
