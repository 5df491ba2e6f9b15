import type { Doc } from '../values';

/**
 * What commands read and write through: a collection itself, or a transaction's private overlay
 * on it. Documents are immutable once stored: writers pass a new object.
 */
export interface CollectionView {
  readonly db: string;
  readonly name: string;
  get(idKey: string): Doc | undefined;
  /** A superset of the documents matching `filter` (index-narrowed when possible). */
  candidates(filter: Doc): Iterable<Doc>;
  insert(doc: Doc): void;
  replace(oldDoc: Doc, newDoc: Doc): void;
  remove(doc: Doc): void;
  /** All documents of a collection, for `$lookup` and aggregation sources. */
  all(): Iterable<Doc>;
}
