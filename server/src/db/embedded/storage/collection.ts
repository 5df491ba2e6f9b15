/** A collection: documents by `_id` key in insertion order, plus its secondary indexes. */
import { randomUUID } from 'node:crypto';

import { Binary } from 'bson';

import { planLookup } from '../engine/planner';
import { DuplicateKeyError, MongoCommandError, writeConflictError } from '../errors';
import { keyOf, type Doc } from '../values';
import { SecondaryIndex, type IndexSpec } from './secondary-index';
import type { CollectionView } from './view';

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

/** Receives every change so the journal can persist it. */
export type ChangeSink = (op: StorageOp) => void;

export type StorageOp =
  | { op: 'createColl'; db: string; coll: string }
  | { op: 'dropColl'; db: string; coll: string }
  | { op: 'createIndex'; db: string; coll: string; spec: IndexSpec }
  | { op: 'dropIndex'; db: string; coll: string; name: string }
  | { op: 'put'; db: string; coll: string; doc: Doc }
  | { op: 'del'; db: string; coll: string; id: unknown };

/**
 * A process-wide clock ticked by every committed write. A transaction notes it when it starts, so a
 * unique-key clash with a document committed after that is a write conflict (the transaction's
 * snapshot would not have seen it; MongoDB reports WriteConflict), not a duplicate key.
 */
let writeClock = 0;
export const currentWriteClock = (): number => writeClock;

export class Collection implements CollectionView {
  readonly uuid = new Binary(Buffer.from(randomUUID().replace(/-/g, ''), 'hex'), Binary.SUBTYPE_UUID);
  readonly docs = new Map<string, Doc>();
  readonly indexes = new Map<string, SecondaryIndex>();
  /** id key -> writeClock of the last insert, replace or remove of that id. */
  private readonly writtenAt = new Map<string, number>();

  constructor(
    readonly db: string,
    readonly name: string,
    private readonly sink: ChangeSink,
  ) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get(idKey: string): Doc | undefined {
    return this.docs.get(idKey);
  }

  all(): Iterable<Doc> {
    return this.docs.values();
  }

  candidates(filter: Doc): Iterable<Doc> {
    const plan = planLookup(filter, this.indexes.values());
    if (!plan) return this.docs.values();
    const ids = new Set<string>();
    if (plan.kind === 'id') plan.keys.forEach((k) => ids.add(k));
    else if (plan.kind === 'range') plan.index.rangeIds(plan.range).forEach((id) => ids.add(id));
    else if (plan.kind === 'prefix') for (const key of plan.keys) plan.index.lookupFirst(key)?.forEach((id) => ids.add(id));
    else for (const key of plan.keys) plan.index.lookup(key)?.forEach((id) => ids.add(id));
    const out: Doc[] = [];
    for (const id of ids) {
      const doc = this.docs.get(id);
      if (doc) out.push(doc);
    }
    return out;
  }

  insert(doc: Doc): void {
    const id = keyOf(doc._id);
    if (this.docs.has(id)) throw this.duplicate(ID_INDEX, { _id: doc._id });
    this.assertUnique(doc, id);
    this.docs.set(id, doc);
    for (const index of this.indexes.values()) index.add(id, doc);
    this.writtenAt.set(id, ++writeClock);
    this.sink({ op: 'put', db: this.db, coll: this.name, doc });
  }

  replace(oldDoc: Doc, newDoc: Doc): void {
    const id = keyOf(oldDoc._id);
    if (keyOf(newDoc._id) !== id)
      throw new MongoCommandError('ImmutableField', "Performing an update on the path '_id' would modify the immutable field '_id'");
    this.assertUnique(newDoc, id);
    for (const index of this.indexes.values()) index.remove(id, oldDoc);
    this.docs.set(id, newDoc);
    for (const index of this.indexes.values()) index.add(id, newDoc);
    this.writtenAt.set(id, ++writeClock);
    this.sink({ op: 'put', db: this.db, coll: this.name, doc: newDoc });
  }

  remove(doc: Doc): void {
    const id = keyOf(doc._id);
    const current = this.docs.get(id);
    if (!current) return;
    for (const index of this.indexes.values()) index.remove(id, current);
    this.docs.delete(id);
    this.writtenAt.set(id, ++writeClock);
    this.sink({ op: 'del', db: this.db, coll: this.name, id: doc._id });
  }

  /**
   * Throws the duplicate key error MongoDB would report for `doc` (stored under `selfId`). With
   * `snapshotClock` (a transaction's start), a clash with a document written after it is a write
   * conflict instead, which drivers retry.
   */
  assertUnique(doc: Doc, selfId: string, isLive?: (id: string) => boolean, snapshotClock?: number): void {
    for (const index of this.indexes.values()) {
      const clash = index.findConflict(doc, selfId, isLive);
      if (clash === undefined) continue;
      if (snapshotClock !== undefined && (this.writtenAt.get(clash) ?? 0) > snapshotClock) throw writeConflictError();
      throw this.duplicate(index.spec, index.keyValue(doc));
    }
  }

  duplicate(spec: IndexSpec, keyValue: Doc): DuplicateKeyError {
    return new DuplicateKeyError(this.ns, spec.name, spec.key, keyValue);
  }

  /** Adds an index over existing documents; fails without side effects on duplicates. */
  addIndex(spec: IndexSpec): void {
    const index = new SecondaryIndex(spec);
    for (const [id, doc] of this.docs) {
      if (index.findConflict(doc, id) !== undefined) {
        index.clear();
        throw this.duplicate(spec, index.keyValue(doc));
      }
      index.add(id, doc);
    }
    this.indexes.set(spec.name, index);
    this.sink({ op: 'createIndex', db: this.db, coll: this.name, spec });
  }

  dropIndex(name: string): void {
    this.indexes.delete(name);
    this.sink({ op: 'dropIndex', db: this.db, coll: this.name, name });
  }

  /** Journal replay: last write wins, no constraint checks (they held when the write was acknowledged). */
  restore(doc: Doc): void {
    const id = keyOf(doc._id);
    const old = this.docs.get(id);
    if (old) for (const index of this.indexes.values()) index.remove(id, old);
    this.docs.set(id, doc);
    for (const index of this.indexes.values()) index.add(id, doc);
  }

  forget(idValue: unknown): void {
    const id = keyOf(idValue);
    const old = this.docs.get(id);
    if (!old) return;
    for (const index of this.indexes.values()) index.remove(id, old);
    this.docs.delete(id);
  }

  restoreIndex(spec: IndexSpec): void {
    const index = new SecondaryIndex(spec);
    for (const [id, doc] of this.docs) index.add(id, doc);
    this.indexes.set(spec.name, index);
  }

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX, ...[...this.indexes.values()].map((i) => i.spec)];
  }
}
