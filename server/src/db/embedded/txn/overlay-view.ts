/**
 * A transaction's private view of one collection: its writes live in an overlay until commit,
 * so other connections never see them. Commit checks that nothing it touched changed since
 * (optimistic concurrency) and applies everything in one synchronous step.
 */
import { writeConflictError } from '../errors';
import type { Collection } from '../storage/collection';
import type { CollectionView } from '../storage/view';
import { keyOf, type Doc } from '../values';

export class OverlayView implements CollectionView {
  /** id key -> new document, or null when deleted. */
  private readonly overlay = new Map<string, Doc | null>();
  /** id key -> the committed document the transaction first saw (undefined: did not exist). */
  private readonly seen = new Map<string, Doc | undefined>();

  /** @param snapshotClock the write clock when the transaction started (see currentWriteClock). */
  constructor(
    readonly base: Collection,
    private readonly snapshotClock: number,
  ) {}

  get db(): string {
    return this.base.db;
  }

  get name(): string {
    return this.base.name;
  }

  get(idKey: string): Doc | undefined {
    return this.overlay.has(idKey) ? (this.overlay.get(idKey) ?? undefined) : this.base.get(idKey);
  }

  *candidates(filter: Doc): Iterable<Doc> {
    for (const doc of this.base.candidates(filter)) if (!this.overlay.has(keyOf(doc._id))) yield doc;
    for (const doc of this.overlay.values()) if (doc) yield doc;
  }

  *all(): Iterable<Doc> {
    yield* this.candidates({});
  }

  insert(doc: Doc): void {
    const id = keyOf(doc._id);
    if (this.get(id)) throw this.base.duplicate({ key: { _id: 1 }, name: '_id_' }, { _id: doc._id });
    this.assertUnique(doc, id);
    this.write(id, doc);
  }

  replace(oldDoc: Doc, newDoc: Doc): void {
    const id = keyOf(oldDoc._id);
    this.assertUnique(newDoc, id);
    this.write(id, newDoc);
  }

  remove(doc: Doc): void {
    this.write(keyOf(doc._id), null);
  }

  private write(id: string, doc: Doc | null): void {
    if (!this.seen.has(id)) this.seen.set(id, this.base.get(id));
    this.overlay.set(id, doc);
  }

  /** Unique indexes against committed documents the transaction has not replaced, and its own. */
  private assertUnique(doc: Doc, selfId: string): void {
    this.base.assertUnique(doc, selfId, (id) => !this.overlay.has(id), this.snapshotClock);
    for (const [id, other] of this.overlay) {
      if (!other || id === selfId) continue;
      for (const index of this.base.indexes.values()) {
        if (!index.unique) continue;
        const theirs = new Set(index.keysFor(other));
        if (index.keysFor(doc).some((k) => theirs.has(k))) throw this.base.duplicate(index.spec, index.keyValue(doc));
      }
    }
  }

  /** Throws WriteConflict if a document this transaction wrote was changed by someone else. */
  assertNoConflict(): void {
    for (const [id, first] of this.seen) {
      if (this.base.get(id) !== first) throw writeConflictError();
    }
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
}
