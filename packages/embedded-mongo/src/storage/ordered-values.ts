/**
 * The numeric values of one indexed field kept in order, so a range filter ($gt, $gte, $lt, $lte)
 * reads only its range and a sort on the field reads in order, stopping at its limit (TTL indexes
 * keep their dates the same way, so the TTL monitor reads only what has expired). Values that cannot be ordered here (int64, Decimal128) and arrays are
 * counted: with any of the former the planner scans instead, and with arrays it answers one-sided
 * ranges only (on an array each bound may be met by a different element: {$gte: 100, $lt: 150}
 * matches [8, 1008], which one ordered value cannot tell).
 */
import { valuesAtPath, type Doc } from '../values';

/** Bounds of a numeric range; an absent bound is open. */
export interface NumericRange {
  low?: number;
  lowInclusive: boolean;
  high?: number;
  highInclusive: boolean;
}

const bsonType = (value: unknown) => (value as { _bsontype?: string } | null)?._bsontype;

/** A JS number, or a bson Double/Int32 wrapper, as a finite number; anything else (int64 included) is not ranged. */
export function numericValue(value: unknown): number | undefined {
  const inner = bsonType(value) === 'Double' || bsonType(value) === 'Int32' ? (value as { value: number }).value : value;
  return typeof inner === 'number' && Number.isFinite(inner) ? inner : undefined;
}

/** First position whose value is >= v (> v when `strict`); ties on value are ordered by id. */
function lowerBound(pairs: ReadonlyArray<[number, string]>, v: number, strict: boolean, id?: string): number {
  let lo = 0;
  let hi = pairs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const [value, other] = pairs[mid]!;
    const before = value < v || (value === v && (strict || (id !== undefined && other < id)));
    if (before) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A Date as its time in milliseconds (the values a TTL index orders). */
export const dateValue = (value: unknown): number | undefined => (value instanceof Date ? value.getTime() : undefined);

export class OrderedValues {
  /** [value, id] pairs sorted by value, then id. */
  private readonly pairs: Array<[number, string]> = [];
  private unranged = 0;
  private arrays = 0;

  constructor(
    /** The field's leaf values of a document (arrays expanded). */
    private readonly leaves: (doc: Doc) => unknown[],
    private readonly path: string[],
    /** The orderable number of a leaf value, if it has one. */
    private readonly toNumber: (value: unknown) => number | undefined = numericValue,
  ) {}

  supportsRange(twoSided: boolean): boolean {
    return this.unranged === 0 && !(twoSided && this.arrays > 0);
  }

  /** How many values are held: one per document when no document holds an array. */
  get size(): number {
    return this.pairs.length;
  }

  /** Whether the pairs alone give every document's order by this field (one number each, no arrays, no int64). */
  ordersAll(documentCount: number): boolean {
    return this.unranged === 0 && this.arrays === 0 && this.pairs.length === documentCount;
  }

  add(id: string, doc: Doc): void {
    this.count(doc, 1);
    for (const value of this.numbersOf(doc)) this.pairs.splice(lowerBound(this.pairs, value, false, id), 0, [value, id]);
  }

  remove(id: string, doc: Doc): void {
    this.count(doc, -1);
    for (const value of this.numbersOf(doc)) {
      const at = lowerBound(this.pairs, value, false, id);
      if (this.pairs[at]?.[0] === value && this.pairs[at]?.[1] === id) this.pairs.splice(at, 1);
    }
  }

  /** Ids whose value lies in the range, in ascending value order. */
  idsIn(range: NumericRange): string[] {
    return [...this.walk(range, 1)];
  }

  /** Ids whose value lies in the range, lazily, in ascending (1) or descending (-1) value order. */
  *walk({ low, lowInclusive, high, highInclusive }: NumericRange, direction: 1 | -1): Generator<string> {
    const first = lowerBound(this.pairs, low ?? -Infinity, !lowInclusive);
    const end = high === undefined ? this.pairs.length : lowerBound(this.pairs, high, highInclusive);
    if (direction === 1) for (let at = first; at < end; at++) yield this.pairs[at]![1];
    else for (let at = end - 1; at >= first; at--) yield this.pairs[at]![1];
  }

  clear(): void {
    this.pairs.splice(0);
    this.unranged = 0;
    this.arrays = 0;
  }

  private count(doc: Doc, delta: 1 | -1): void {
    if (this.leaves(doc).some((v) => bsonType(v) === 'Long' || bsonType(v) === 'Decimal128')) this.unranged += delta;
    if (valuesAtPath(doc, this.path).some(Array.isArray)) this.arrays += delta;
  }

  private numbersOf(doc: Doc): number[] {
    return [
      ...new Set(
        this.leaves(doc)
          .map(this.toNumber)
          .filter((v): v is number => v !== undefined),
      ),
    ];
  }
}
