import type { Doc } from '../values';

export type SortDirection = 1 | -1;

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
  /**
   * Like candidates, lazily in `direction` order of `field` when an index gives that order (a
   * sorted read with a limit then stops early); undefined when it cannot.
   */
  sortedBy?(field: string, direction: SortDirection, filter: Doc): Iterable<Doc> | undefined;
  insert(doc: Doc): void;
  replace(oldDoc: Doc, newDoc: Doc): void;
  remove(doc: Doc): void;
  /** All documents of a collection, for `$lookup` and aggregation sources. */
  all(): Iterable<Doc>;
}
