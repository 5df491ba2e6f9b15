import type { ClientSession } from 'mongoose';

import { currentSequence, nextSequence } from '../../db/counters';

/*
 * What the units of one attempt of a batch (batched-transactions.ts) share, so a batch of n units
 * costs fewer than n times a unit's round trips to the database: each round trip inside the batch
 * waits for the previous one, and under a rush each waits behind the instance's other work too (a
 * round trip measured about 1 ms on a quiet event loop and about 8 ms in the rush), so the batch's
 * length, and with it every waiting request's, grows with its round trips
 * (docs/performance/dinner-rush.md#round-trips-per-batch).
 *
 * - A read made once per attempt (`readOnce`): inside one transaction every read sees the same
 *   snapshot, so the second unit's read would return the first's, unless a unit of the batch wrote
 *   the document meanwhile: its writer says so with `forgetRead`.
 * - Numbers taken from one read of their counter (`takeNumber`), the counter advanced once by all of
 *   them when the batch commits: the write still conflicts with any other transaction that advanced
 *   the counter after this one's snapshot, so numbers stay gap-free and unique (db/counters.ts).
 * - Inserts written together when the batch commits (`insertAtCommit`), validated when staged so a
 *   bad one fails its own unit, not the batch.
 * - Conditional updates written together when the batch commits (`updateAtCommit`), for documents no
 *   later unit of the batch reads in it. When one of them matches nothing (what its unit read
 *   before the transaction changed meanwhile), the batch cannot tell whose it was: it throws
 *   DeferredMiss, and the batch runs again with every such update written at once, where the miss
 *   fails its own unit as it would have without batching.
 *
 * Outside a batch (a session of another transaction, or none) each call does its work at once.
 */

/** What insertAtCommit needs of a model (any model: the document is checked against its schema when staged). */
interface Insertable {
  new (doc: object): { validate(): Promise<unknown> };
  insertMany(docs: object[], options: { session: ClientSession }): Promise<unknown>;
}

/** What updateAtCommit needs of a model. */
interface Updatable {
  updateOne(filter: object, update: object, options: { session: ClientSession }): Promise<{ matchedCount: number }>;
  bulkWrite(
    ops: Array<{ updateOne: { filter: object; update: object } }>,
    options: { session: ClientSession; ordered: true },
  ): Promise<{ matchedCount: number }>;
}

interface Scope {
  reads: Map<string, Promise<unknown>>;
  numbers: Map<string, { base: Promise<number>; taken: number }>;
  inserts: Map<Insertable, object[]>;
  updates: Map<Updatable, Array<{ filter: object; update: object }>>;
  /** updateAtCommit writes at once (the attempt after a DeferredMiss). */
  updatesAtOnce: boolean;
}

/** An update staged by updateAtCommit matched nothing: the batch runs again with such updates written at once. */
export class DeferredMiss extends Error {
  constructor() {
    super('a conditional update of the batch matched nothing');
  }
}

const scopes = new WeakMap<ClientSession, Scope>();

/** At the start of every attempt of a batch: nothing shared yet (a re-run has a new snapshot). */
export function openBatchScope(session: ClientSession, { updatesAtOnce = false } = {}): void {
  scopes.set(session, { reads: new Map(), numbers: new Map(), inserts: new Map(), updates: new Map(), updatesAtOnce });
}

/** `load()` once per attempt of the batch `session` runs (each call outside one). */
export function readOnce<T>(session: ClientSession | undefined, key: string, load: () => PromiseLike<T>): Promise<T> {
  const scope = session && scopes.get(session);
  if (!scope) return Promise.resolve(load());
  let read = scope.reads.get(key) as Promise<T> | undefined;
  if (!read) {
    read = Promise.resolve(load()); // a query runs once: the promise of its answer is what is shared
    scope.reads.set(key, read);
  }
  return read;
}

/** A unit wrote what `key` read: the next readOnce reads it again. */
export function forgetRead(session: ClientSession, key: string): void {
  scopes.get(session)?.reads.delete(key);
}

/** The next number of the counter `name`, in `session`'s transaction (nextSequence, shared by a batch). */
export async function takeNumber(session: ClientSession, name: string): Promise<number> {
  const scope = scopes.get(session);
  if (!scope) return nextSequence(name, session);
  let counter = scope.numbers.get(name);
  if (!counter) {
    counter = { base: currentSequence(name, { session }), taken: 0 };
    scope.numbers.set(name, counter);
  }
  counter.taken += 1;
  const taken = counter.taken;
  return (await counter.base) + taken;
}

/** Inserts `doc` into `model`'s collection with the batch's commit (at once outside a batch); throws here if it is invalid. */
export async function insertAtCommit(session: ClientSession, model: Insertable, doc: object): Promise<void> {
  const scope = scopes.get(session);
  if (!scope) {
    await model.insertMany([doc], { session });
    return;
  }
  await new model(doc).validate();
  scope.inserts.set(model, [...(scope.inserts.get(model) ?? []), doc]);
}

/**
 * Updates one document matching `filter` with the batch's commit; `missed()` is the unit's error when
 * none matches. Only for a document that no later unit of the same batch reads (it would read it
 * as it was before the update).
 */
export async function updateAtCommit(
  session: ClientSession,
  model: Updatable,
  filter: object,
  update: object,
  missed: () => Error,
): Promise<void> {
  const scope = scopes.get(session);
  if (!scope || scope.updatesAtOnce) {
    const { matchedCount } = await model.updateOne(filter, update, { session });
    if (matchedCount !== 1) throw missed();
    return;
  }
  scope.updates.set(model, [...(scope.updates.get(model) ?? []), { filter, update }]);
}

/** After the batch's units, in its transaction: advances the counters by what was taken and writes the inserts and updates. */
export async function flushBatchScope(session: ClientSession): Promise<void> {
  const scope = scopes.get(session);
  if (!scope) return;
  scopes.delete(session);
  for (const [name, { base, taken }] of scope.numbers) {
    const advanced = await nextSequence(name, session, taken);
    // Defensive: another writer of the counter since this transaction's snapshot is a write conflict first.
    if (advanced !== (await base) + taken) throw new Error(`the counter ${name} moved under the batch`);
  }
  for (const [model, docs] of scope.inserts) await model.insertMany(docs, { session });
  for (const [model, updates] of scope.updates) {
    const ops = updates.map(({ filter, update }) => ({ updateOne: { filter, update } }));
    const { matchedCount } = await model.bulkWrite(ops, { session, ordered: true });
    if (matchedCount !== ops.length) throw new DeferredMiss();
  }
}
