/**
 * Value handling shared by storage and the query engine.
 *
 * Documents are stored in a "typed" form: int32 and non-integral doubles become plain JS numbers
 * (so mingo can compare and compute with them), while values whose BSON type a plain number would
 * lose on the way back (integral doubles and int64) stay as bson `Double` / `Long` objects.
 * Filters and sorts work on a "comparable" view where those wrappers (and Decimal128) are numbers;
 * aggregation works on a "plain" view that keeps Decimal128; index keys come from `keyOf`.
 */
import { type Double, type Int32, type Long } from 'bson';

export type Doc = Record<string, unknown>;

const bsonType = (v: unknown): string | undefined =>
  v !== null && typeof v === 'object' ? (v as { _bsontype?: string })._bsontype : undefined;

export const isPlainObject = (v: unknown): v is Doc =>
  v !== null && typeof v === 'object' && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/** Cached plain views of stored documents (documents are never mutated once stored). */
const plainCache = new WeakMap<object, Doc>();
const comparableCache = new WeakMap<object, Doc>();

/** Converts a value deserialized with `promoteValues: false` into the typed storage form. */
export function normalize(value: unknown): unknown {
  const t = bsonType(value);
  if (t === 'Int32') return (value as Int32).value;
  if (t === 'Double') return Number.isInteger((value as Double).value) ? value : (value as Double).value;
  if (Array.isArray(value)) return value.map(normalize);
  if (isPlainObject(value)) return mapObject(value, normalize);
  return value;
}

/** Plain view of a stored document: the same object unless it holds Double/Long wrappers. */
export function plainDoc(doc: Doc): Doc {
  return cachedView(doc, plainCache, false);
}

/** Plain view for matching and sorting, where Decimal128 also compares as a number (mingo has no decimal type). */
export function comparableDoc(doc: Doc): Doc {
  return cachedView(doc, comparableCache, true);
}

function cachedView(doc: Doc, cache: WeakMap<object, Doc>, decimals: boolean): Doc {
  let view = cache.get(doc);
  if (!view) {
    view = needsPlainView(doc, decimals) ? (plainValue(doc, decimals) as Doc) : doc;
    cache.set(doc, view);
  }
  return view;
}

function needsPlainView(value: unknown, decimals: boolean): boolean {
  const t = bsonType(value);
  if (t === 'Double' || t === 'Long' || t === 'Int32') return true;
  if (t === 'Decimal128') return decimals;
  if (Array.isArray(value)) return value.some((v) => needsPlainView(v, decimals));
  if (isPlainObject(value)) return Object.values(value).some((v) => needsPlainView(v, decimals));
  return false;
}

/** Number-only copy of any value (filters, update specs, stored values); `decimals` converts Decimal128 too. */
export function plainValue(value: unknown, decimals = false): unknown {
  const t = bsonType(value);
  if (t === 'Double' || t === 'Int32') return (value as Double | Int32).value;
  if (t === 'Long') return (value as Long).toNumber();
  if (decimals && t === 'Decimal128') return Number(String(value));
  if (Array.isArray(value)) return value.map((v) => plainValue(v, decimals));
  if (isPlainObject(value)) return mapObject(value, (v) => plainValue(v, decimals));
  return value;
}

function mapObject(obj: Doc, fn: (v: unknown) => unknown): Doc {
  const out: Doc = {};
  for (const key of Object.keys(obj)) out[key] = fn(obj[key]);
  return out;
}

/** Deep copy of plain objects and arrays; BSON values are immutable and shared. */
export function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => clone(v)) as T;
  if (isPlainObject(value)) return mapObject(value, clone) as T;
  return value;
}

/** Values at a dotted path, descending into arrays as MongoDB does for index keys. */
export function valuesAtPath(doc: unknown, path: string[]): unknown[] {
  if (path.length === 0) return [doc];
  if (Array.isArray(doc)) {
    const [head] = path;
    if (head !== undefined && /^\d+$/.test(head)) return valuesAtPath(doc[Number(head)], path.slice(1));
    return doc.flatMap((item) => (isPlainObject(item) ? valuesAtPath(item, path) : []));
  }
  if (!isPlainObject(doc)) return [undefined];
  const [head, ...rest] = path;
  return valuesAtPath(doc[head as string], rest);
}

/**
 * Canonical string for equality: equal MongoDB values (5, Long(5), Double(5)) give equal keys.
 * Used by indexes, `distinct` and the `_id` map.
 */
export function keyOf(value: unknown): string {
  if (value === undefined || value === null) return 'N';
  switch (typeof value) {
    case 'number':
      return `n${Object.is(value, -0) ? 0 : value}`;
    case 'string':
      return `s${value}`;
    case 'boolean':
      return value ? 'b1' : 'b0';
    default:
      break;
  }
  if (value instanceof Date) return `d${value.getTime()}`;
  if (value instanceof RegExp) return `r${value.source}/${value.flags}`;
  const t = bsonType(value);
  if (t === 'ObjectId') return `o${String(value)}`;
  if (t === 'Long') return `n${String(value)}`; // exact beyond 2^53, unlike a conversion to number
  if (t === 'Double' || t === 'Int32') return `n${String(plainValue(value))}`;
  if (t === 'Decimal128') return `n${Number(String(value))}`;
  if (t === 'Binary') {
    const b = value as { sub_type: number; buffer: Uint8Array };
    return `x${b.sub_type}:${Buffer.from(b.buffer).toString('base64')}`;
  }
  if (Array.isArray(value)) return `a[${value.map(keyOf).join(',')}]`;
  if (isPlainObject(value))
    return `O{${Object.keys(value)
      .map((k) => `${JSON.stringify(k)}:${keyOf(value[k])}`)
      .join(',')}}`;
  return `?${String(value)}`;
}
