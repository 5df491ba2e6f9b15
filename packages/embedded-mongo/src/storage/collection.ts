/** A collection: documents by `_id` key in insertion order, plus its secondary indexes. */
import { randomUUID } from 'node:crypto';

import { Binary } from 'bson';

import { type Plan, planLookup } from '../engine/planner';
import { DuplicateKeyError, MongoCommandError, writeConflictError } from '../errors';
import { keyOf, type Doc } from '../values';
import { DocumentHistory } from './document-history';
import { SecondaryIndex, type IndexSpec } from './secondary-index';
import type { VersionClock } from './versions';
import type { CollectionView, SortDirection } from './view';

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

/** A transaction holding a document it wrote until it ends (first writer wins). */
export interface LockOwner {
  readonly active: boolean;
}

export class Collection implements CollectionView {
  readonly uuid = new Binary(Buffer.from(randomUUID().replace(/-/g, ''), 'hex'), Binary.SUBTYPE_UUID);
  readonly docs = new Map<string, Doc>();
  readonly indexes = new Map<string, SecondaryIndex>();
  /** Write times and replaced versions that open snapshots still need. */
  readonly history: DocumentHistory;
  /** id key -> the open transaction that wrote it first. */
  private readonly locks = new Map<string, LockOwner>();

  constructor(
    readonly db: string,
    readonly name: string,
    private readonly sink: ChangeSink,
    clock: VersionClock,
  ) {
    this.history = new DocumentHistory(clock);
  }

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
    idsOf(plan, ids);
    const out: Doc[] = [];
    for (const id of ids) {
      const doc = this.docs.get(id);
      if (doc) out.push(doc);
    }
    return out;
  }

  /** The document as a snapshot taken at `at` sees it. */
  getAt(idKey: string, at: number): Doc | undefined {
    return this.history.versionAt(idKey, this.docs.get(idKey), at);
  }

  /** A superset of the documents matching `filter` as the snapshot `at` sees them. */
  *candidatesAt(filter: Doc, at: number): Iterable<Doc> {
    if (this.history.isEmpty) {
      yield* this.candidates(filter);
      return;
    }
    const seen = new Set<string>();
    for (const doc of this.candidates(filter)) {
      const id = keyOf(doc._id);
      seen.add(id);
      const visible = this.history.versionAt(id, doc, at);
      if (visible) yield visible;
    }
    // Changed since the snapshot: the current state (and so the index) may no longer hold them.
    for (const id of this.history.changedIds()) {
      if (seen.has(id)) continue;
      const visible = this.getAt(id, at);
      if (visible) yield visible;
    }
  }

  /**
   * A superset of the documents matching `filter`, lazily in `direction` order of `field`, when a
   * single-field index can give that order (so a sorted read with a limit stops early): the
   * filter's range on that field, or, without a usable filter, an index holding every document.
   * Undefined when another plan reads fewer documents or no index can.
   */
  sortedBy(field: string, direction: SortDirection, filter: Doc): Iterable<Doc> | undefined {
    const plan = planLookup(filter, this.indexes.values());
    let ids: Iterable<string> | undefined;
    if (plan?.kind === 'range') ids = plan.index.ordersBy(field) ? plan.index.walkRange(plan.range, direction) : undefined;
    else if (!plan) for (const index of this.indexes.values()) ids ??= index.walkAll(field, direction, this.docs.size);
    return ids && mapDefined(ids, (id) => this.docs.get(id));
  }

  /** Whether any open transaction may hold a document here. */
  get hasLocks(): boolean {
    return this.locks.size > 0;
  }

  /** The open transaction that holds `id`, if any. */
  lockOwner(idKey: string): LockOwner | undefined {
    const owner = this.locks.get(idKey);
    if (owner && !owner.active) this.locks.delete(idKey);
    return owner?.active ? owner : undefined;
  }

  lock(idKey: string, owner: LockOwner): void {
    this.locks.set(idKey, owner);
  }

  unlock(idKey: string, owner: LockOwner): void {
    if (this.locks.get(idKey) === owner) this.locks.delete(idKey);
  }

  insert(doc: Doc): void {
    const id = keyOf(doc._id);
    if (this.docs.has(id)) throw this.duplicate(ID_INDEX, { _id: doc._id });
    this.assertUnique(doc, id);
    this.docs.set(id, doc);
    for (const index of this.indexes.values()) index.add(id, doc);
    this.history.recordWrite(id, undefined);
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
    this.history.recordWrite(id, oldDoc);
    this.sink({ op: 'put', db: this.db, coll: this.name, doc: newDoc });
  }

  remove(doc: Doc): void {
    const id = keyOf(doc._id);
    const current = this.docs.get(id);
    if (!current) return;
    for (const index of this.indexes.values()) index.remove(id, current);
    this.docs.delete(id);
    this.history.recordWrite(id, current);
    this.sink({ op: 'del', db: this.db, coll: this.name, id: doc._id });
  }

  /**
   * Throws the duplicate key error MongoDB would report for `doc` (stored under `selfId`). With
   * `snapshotClock` (a transaction's start), a clash with a document written after it is a write
   * conflict instead (the snapshot would not have seen it; MongoDB reports WriteConflict), which
   * drivers retry.
   */
  assertUnique(doc: Doc, selfId: string, isLive?: (id: string) => boolean, snapshotClock?: number): void {
    for (const index of this.indexes.values()) {
      const clash = index.findConflict(doc, selfId, isLive);
      if (clash === undefined) continue;
      if (snapshotClock !== undefined && this.history.writtenSince(clash, snapshotClock)) throw writeConflictError();
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

function* mapDefined<T, U>(items: Iterable<T>, fn: (item: T) => U | undefined): Iterable<U> {
  for (const item of items) {
    const mapped = fn(item);
    if (mapped !== undefined) yield mapped;
  }
}

/** Adds the ids a plan names to `ids` (the union's branches may name one twice). */
function idsOf(plan: Plan, ids: Set<string>): void {
  if (plan.kind === 'id') plan.keys.forEach((k) => ids.add(k));
  else if (plan.kind === 'range') plan.index.rangeIds(plan.range).forEach((id) => ids.add(id));
  else if (plan.kind === 'prefix') for (const key of plan.keys) plan.index.lookupFirst(key)?.forEach((id) => ids.add(id));
  else if (plan.kind === 'union') for (const branch of plan.plans) idsOf(branch, ids);
  else for (const key of plan.keys) plan.index.lookup(key)?.forEach((id) => ids.add(id));
}
