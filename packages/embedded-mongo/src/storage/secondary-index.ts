/** A secondary index: canonical key -> ids, with unique, sparse, partial and TTL options. */
import { Query } from 'mingo';

import { badValue } from '../errors';
import { comparableDoc, isPlainObject, keyOf, plainValue, valuesAtPath, type Doc } from '../values';
import { dateValue, type NumericRange, OrderedValues } from './ordered-values';

export { type NumericRange, numericValue } from './ordered-values';

export interface IndexSpec {
  v?: number;
  key: Record<string, number | string>;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
  expireAfterSeconds?: number;
  [option: string]: unknown;
}

const KEY_SEPARATOR = '\u0001';
const MAX_KEYS_PER_DOC = 10_000;

export class SecondaryIndex {
  readonly spec: IndexSpec;
  readonly fields: string[];
  private readonly paths: string[][];
  private readonly partial: Query | undefined;
  private readonly entries = new Map<string, Set<string>>();
  /** Single-field, non-partial indexes also keep their numeric values in order (range filters). */
  private readonly ordered: OrderedValues | undefined;
  /** Compound indexes also map their first field's key to ids, so equality on that prefix alone is indexed. */
  private readonly byFirst: Map<string, Set<string>> | undefined;
  /** TTL indexes keep their dates in order, so the TTL monitor reads only what has expired. */
  private readonly expiry: OrderedValues | undefined;

  constructor(spec: IndexSpec) {
    const fields = Object.keys(spec.key);
    if (fields.length === 0) throw badValue('index key pattern must not be empty');
    this.spec = spec;
    this.fields = fields;
    this.paths = fields.map((f) => f.split('.'));
    this.partial = spec.partialFilterExpression ? new Query(plainValue(spec.partialFilterExpression, true) as Doc) : undefined;
    this.ordered =
      fields.length === 1 && !this.partial ? new OrderedValues((doc) => leafValues(doc, this.paths[0]!), this.paths[0]!) : undefined;
    this.byFirst = fields.length > 1 ? new Map() : undefined;
    this.expiry =
      fields.length === 1 && typeof spec.expireAfterSeconds === 'number'
        ? new OrderedValues((doc) => leafValues(doc, this.paths[0]!), this.paths[0]!, dateValue)
        : undefined;
  }

  /** Ids of documents holding a date at or before `cutoff` (TTL indexes only; may repeat an id). */
  expiredIds(cutoff: Date): string[] {
    return this.expiry?.idsIn({ high: cutoff.getTime(), highInclusive: true, lowInclusive: false }) ?? [];
  }

  /** Whether this index orders documents by `field` alone (numbers only, no arrays). */
  ordersBy(field: string): boolean {
    return this.ordered !== undefined && this.fields[0] === field && this.ordered.supportsRange(true) && this.usableForEquality;
  }

  /** Ids in `range` of this index's field, lazily, in `direction` order (see ordersBy). */
  walkRange(range: NumericRange, direction: 1 | -1): Iterable<string> {
    return this.ordered!.walk(range, direction);
  }

  /** Every id in `direction` order of this index's field, when each of the `documentCount` documents has one number there. */
  walkAll(field: string, direction: 1 | -1, documentCount: number): Iterable<string> | undefined {
    if (!this.ordersBy(field) || !this.ordered!.ordersAll(documentCount)) return undefined;
    return this.ordered!.walk({ lowInclusive: false, highInclusive: false }, direction);
  }

  /** Ids whose first field has this key (compound indexes only). */
  lookupFirst(key: string): ReadonlySet<string> | undefined {
    return this.byFirst?.get(key);
  }

  private firstKeys(doc: Doc): string[] {
    if (this.partial && !this.partial.test(comparableDoc(doc))) return [];
    return [...new Set(leafValues(doc, this.paths[0]!).map(keyOf))];
  }

  /** Whether the planner may answer a numeric range on `field` (with both bounds or one) from this index. */
  supportsRangeOn(field: string, twoSided: boolean): boolean {
    return this.ordered !== undefined && this.ordered.supportsRange(twoSided) && this.fields[0] === field && this.usableForEquality;
  }

  /** Ids of the documents whose value lies in the range, in ascending value order. */
  rangeIds(range: NumericRange): string[] {
    return this.ordered?.idsIn(range) ?? [];
  }

  get name(): string {
    return this.spec.name;
  }

  get unique(): boolean {
    return this.spec.unique === true;
  }

  /** Whether the planner may answer an equality lookup from this index alone. */
  get usableForEquality(): boolean {
    return !this.partial && this.keyedByValue;
  }

  /** Whether its keys are the fields' values (not text or geo). */
  get keyedByValue(): boolean {
    return !this.fields.some((f) => this.spec.key[f] === 'text' || this.spec.key[f] === '2dsphere');
  }

  /** Index keys of a document, or none when sparse/partial options leave it out. */
  keysFor(doc: Doc): string[] {
    if (this.partial && !this.partial.test(comparableDoc(doc))) return [];
    const perField = this.paths.map((path) => leafValues(doc, path)); // keyOf keeps int64 exact
    if (this.spec.sparse && perField.every((values) => values.every((v) => v === undefined))) return [];
    let keys = [''];
    for (const values of perField) {
      const parts = [...new Set(values.map(keyOf))];
      keys = keys.flatMap((prefix) => parts.map((p) => (prefix ? prefix + KEY_SEPARATOR + p : p)));
      if (keys.length > MAX_KEYS_PER_DOC) throw badValue(`too many index keys for index ${this.name}`);
    }
    return keys;
  }

  /** Key for an equality lookup where every field has one value. */
  static compoundKey(parts: string[]): string {
    return parts.join(KEY_SEPARATOR);
  }

  add(id: string, doc: Doc): void {
    this.ordered?.add(id, doc);
    this.expiry?.add(id, doc);
    if (this.byFirst) for (const key of this.firstKeys(doc)) addTo(this.byFirst, key, id);
    for (const key of this.keysFor(doc)) addTo(this.entries, key, id);
  }

  remove(id: string, doc: Doc): void {
    this.ordered?.remove(id, doc);
    this.expiry?.remove(id, doc);
    if (this.byFirst) for (const key of this.firstKeys(doc)) removeFrom(this.byFirst, key, id);
    for (const key of this.keysFor(doc)) removeFrom(this.entries, key, id);
  }

  lookup(key: string): ReadonlySet<string> | undefined {
    return this.entries.get(key);
  }

  /** The id of another document that already holds one of `doc`'s keys, if this index is unique. */
  findConflict(doc: Doc, selfId: string, isLive: (id: string) => boolean = () => true): string | undefined {
    if (!this.unique) return undefined;
    for (const key of this.keysFor(doc)) {
      for (const id of this.entries.get(key) ?? []) if (id !== selfId && isLive(id)) return id;
    }
    return undefined;
  }

  /** `{ field: value }` of a document for duplicate key reports. */
  keyValue(doc: Doc): Doc {
    const out: Doc = {};
    this.paths.forEach((path, i) => {
      const value = leafValues(doc, path)[0];
      out[this.fields[i]!] = value === undefined ? null : value;
    });
    return out;
  }

  clear(): void {
    this.entries.clear();
    this.ordered?.clear();
    this.expiry?.clear();
    this.byFirst?.clear();
  }
}

function addTo(map: Map<string, Set<string>>, key: string, id: string): void {
  let ids = map.get(key);
  if (!ids) map.set(key, (ids = new Set()));
  ids.add(id);
}

function removeFrom(map: Map<string, Set<string>>, key: string, id: string): void {
  const ids = map.get(key);
  if (!ids) return;
  ids.delete(id);
  if (ids.size === 0) map.delete(key);
}

/** Values at a path with leaf arrays expanded (multikey); an empty array indexes as undefined. */
function leafValues(doc: Doc, path: string[]): unknown[] {
  const values = valuesAtPath(doc, path).flatMap((v) => (Array.isArray(v) ? (v.length > 0 ? v : [undefined]) : [v]));
  return values.length > 0 ? values : [undefined];
}

export function defaultIndexName(key: Record<string, unknown>): string {
  return Object.entries(key)
    .map(([field, dir]) => `${field}_${String(dir)}`)
    .join('_');
}

export function isValidKeyPattern(key: unknown): key is Record<string, number | string> {
  return isPlainObject(key) && Object.values(key).every((v) => typeof v === 'number' || typeof v === 'string');
}
