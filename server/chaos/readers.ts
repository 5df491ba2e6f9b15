/**
 * What every reader of the event stream shares: its record in the history and its seq keeper (the
 * browser's own, @pizza/shared channel-seq, over a tab's sessionStorage kept in memory), the way it
 * takes an event, and the pull API (the way back after 'replay-limit', and an integrator that only pulls).
 */
import { type ChannelAudience, createSeqKeeper, saveLastSeq, type SeqKeeper, type SeqStorage, type ShopEvent } from '@pizza/shared';

import { type ClientRecord, type History, receive } from './history';
import { call } from './http';
import { type Random, sleep } from './random';
import type { Topology } from './topology';

/** One logical reader: its record in the history and its seq keeper (the browser's). */
export interface Reader {
  record: ClientRecord;
  keeper: SeqKeeper;
}

export interface ClientsContext {
  history: History;
  topology: Topology;
  random: Random;
  /** Told of each event a socket delivered (the run checks the first delivery of each seq against the log). */
  delivered(seq: number, client: string): void;
}

/**
 * A tab's sessionStorage, in memory, holding `lastSeq` (0: all of the log) for the credential: the
 * client has applied everything up to it, so its first handshake asks for the log after it (a page
 * without a lastSeq would refetch its data instead, which the check could not follow).
 */
export function memoryStorage(credential: { token: string; audience: ChannelAudience }, lastSeq = 0): SeqStorage {
  const entries = new Map<string, string>();
  const storage: SeqStorage = {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
  saveLastSeq(storage, credential.audience, credential.token, lastSeq);
  return storage;
}

/** Records an event as it arrived, and hands it to the seq keeper, which applies it if it is news (what the page would show). */
export function take(reader: Reader, via: 'socket' | 'pull', event: ShopEvent): void {
  receive(reader.record, via, event);
  reader.keeper.apply(event.seq, () => (reader.record.applied.push(event.seq), true));
  reader.record.lastSeq = reader.keeper.current() ?? 0;
}

/** Pages GET /api/events after the client's lastSeq until nothing is left (the way back from 'replay-limit'). */
export async function catchUpByPull(ctx: ClientsContext, client: Reader & { token: string }): Promise<void> {
  for (;;) {
    const url = `${ctx.random.pick(ctx.topology.instances).url}/api/events?after=${client.keeper.current() ?? 0}&limit=500`;
    const page = await call(url, { token: client.token });
    ctx.history.pulls += 1;
    if (page.status !== 200) {
      await sleep(300);
      continue;
    }
    const { events } = page.body as { events: ShopEvent[] };
    for (const event of events) take(client, 'pull', event);
    if (events.length < 500) return;
  }
}

/** An integrator that only pulls: GET /api/events after the last seq it has, a page at a time. */
export async function runPuller(ctx: ClientsContext & { running(): boolean }, key: string): Promise<ClientRecord> {
  const record: ClientRecord = { id: 'integrator-pull', audience: 'all', received: [], applied: [], lastSeq: 0, reconnects: 0 };
  const reader: Reader = {
    record,
    keeper: createSeqKeeper(memoryStorage({ token: key, audience: 'staff' }), { token: key, audience: 'staff' }),
  };
  ctx.history.clients.push(record);
  while (ctx.running()) {
    const after = reader.keeper.current() ?? 0;
    const page = await call(`${ctx.random.pick(ctx.topology.instances).url}/api/events?after=${after}&limit=100`, { apiKey: key });
    ctx.history.pulls += 1;
    const events = page.status === 200 ? (page.body as { events: ShopEvent[] }).events : [];
    for (const event of events) take(reader, 'pull', event);
    if (events.length < 100) await sleep(300);
  }
  return record;
}
