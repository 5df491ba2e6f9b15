/** A secondary index: canonical key -> ids, with unique, sparse, partial and TTL options. */
import { Query } from 'mingo';

import { badValue } from '../errors';
import { comparableDoc, isPlainObject, keyOf, plainValue, valuesAtPath, type Doc } from '../values';

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

  constructor(spec: IndexSpec) {
    const fields = Object.keys(spec.key);
    if (fields.length === 0) throw badValue('index key pattern must not be empty');
    this.spec = spec;
    this.fields = fields;
    this.paths = fields.map((f) => f.split('.'));
    this.partial = spec.partialFilterExpression ? new Query(plainValue(spec.partialFilterExpression, true) as Doc) : undefined;
  }

  get name(): string {
    return this.spec.name;
  }

  get unique(): boolean {
    return this.spec.unique === true;
  }

  /** Whether the planner may answer an equality lookup from this index alone. */
  get usableForEquality(): boolean {
    return !this.partial && !this.fields.some((f) => this.spec.key[f] === 'text' || this.spec.key[f] === '2dsphere');
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
    for (const key of this.keysFor(doc)) {
      let ids = this.entries.get(key);
      if (!ids) this.entries.set(key, (ids = new Set()));
      ids.add(id);
    }
  }

  remove(id: string, doc: Doc): void {
    for (const key of this.keysFor(doc)) {
      const ids = this.entries.get(key);
      if (!ids) continue;
      ids.delete(id);
      if (ids.size === 0) this.entries.delete(key);
    }
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
  }
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
