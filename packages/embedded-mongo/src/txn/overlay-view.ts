/**
 * A transaction's private view of one collection: it reads the collection as it was when the
 * transaction started (its snapshot) plus its own writes, which live in an overlay until commit,
 * so other connections never see them. Writing a document claims it for the transaction (first
 * writer wins, see Transaction.claim); commit applies everything in one synchronous step.
 */
import { writeConflictError } from '../errors';
import type { Collection } from '../storage/collection';
import type { SecondaryIndex } from '../storage/secondary-index';
import type { CollectionView } from '../storage/view';
import { keyOf, type Doc } from '../values';
import type { Transaction } from './transactions';

export class OverlayView implements CollectionView {
  /** id key -> new document, or null when deleted. */
  private readonly overlay = new Map<string, Doc | null>();
  /** unique index -> key -> id of the overlay document holding it (unique checks without a scan). */
  private readonly uniqueKeys = new Map<SecondaryIndex, Map<string, string>>();

  constructor(
    readonly base: Collection,
    private readonly txn: Transaction,
  ) {}

  get db(): string {
    return this.base.db;
  }

  get name(): string {
    return this.base.name;
  }

  get(idKey: string): Doc | undefined {
    return this.overlay.has(idKey) ? (this.overlay.get(idKey) ?? undefined) : this.committed(idKey);
  }

  *candidates(filter: Doc): Iterable<Doc> {
    const committed = this.txn.implicit ? this.base.candidates(filter) : this.base.candidatesAt(filter, this.txn.snapshot);
    if (this.overlay.size === 0) {
      yield* committed;
      return;
    }
    for (const doc of committed) if (!this.overlay.has(keyOf(doc._id))) yield doc;
    for (const doc of this.overlay.values()) if (doc) yield doc;
  }

  *all(): Iterable<Doc> {
    yield* this.candidates({});
  }

  insert(doc: Doc): void {
    const id = keyOf(doc._id);
    if (this.get(id)) throw this.base.duplicate({ key: { _id: 1 }, name: '_id_' }, { _id: doc._id });
    this.claim(id);
    this.assertUnique(doc, id);
    this.write(id, doc);
  }

  replace(oldDoc: Doc, newDoc: Doc): void {
    const id = keyOf(oldDoc._id);
    this.claim(id);
    this.assertUnique(newDoc, id);
    this.write(id, newDoc);
  }

  remove(doc: Doc): void {
    const id = keyOf(doc._id);
    this.claim(id);
    this.write(id, null);
  }

  /** Defensive: a document this transaction claimed cannot have been written by anyone else since. */
  assertNoConflict(): void {
    for (const id of this.overlay.keys()) if (this.base.history.writtenSince(id, this.txn.snapshot)) throw writeConflictError();
  }

  /** Applies the overlay to the collection, pushing how to undo each step (commit spans collections). */
  apply(undo: Array<() => void>): void {
    for (const [id, doc] of this.overlay) {
      const current = this.base.get(id);
      if (doc === null) {
        if (!current) continue;
        this.base.remove(current);
        undo.push(() => this.base.restore(current));
      } else if (current) {
        this.base.replace(current, doc);
        undo.push(() => this.base.restore(current));
      } else {
        this.base.insert(doc);
        undo.push(() => this.base.forget(doc._id));
      }
    }
  }

  /** The committed version the transaction sees: its snapshot's, or the latest for a single write command. */
  private committed(idKey: string): Doc | undefined {
    return this.txn.implicit ? this.base.get(idKey) : this.base.getAt(idKey, this.txn.snapshot);
  }

  private claim(id: string): void {
    if (!this.overlay.has(id)) this.txn.claim(this.base, id);
  }

  private write(id: string, doc: Doc | null): void {
    const previous = this.overlay.get(id);
    this.overlay.set(id, doc);
    for (const index of this.base.indexes.values()) {
      if (!index.unique) continue;
      let keys = this.uniqueKeys.get(index);
      if (!keys) this.uniqueKeys.set(index, (keys = new Map()));
      if (previous) for (const key of index.keysFor(previous)) if (keys.get(key) === id) keys.delete(key);
      if (doc) for (const key of index.keysFor(doc)) keys.set(key, id);
    }
  }

  /** Unique indexes against committed documents the transaction has not replaced, and its own. */
  private assertUnique(doc: Doc, selfId: string): void {
    const snapshot = this.txn.implicit ? undefined : this.txn.snapshot;
    this.base.assertUnique(doc, selfId, (id) => !this.overlay.has(id), snapshot);
    for (const [index, keys] of this.uniqueKeys) {
      if (!this.base.indexes.has(index.name)) continue;
      for (const key of index.keysFor(doc)) {
        const holder = keys.get(key);
        if (holder !== undefined && holder !== selfId) throw this.base.duplicate(index.spec, index.keyValue(doc));
      }
    }
  }
}
