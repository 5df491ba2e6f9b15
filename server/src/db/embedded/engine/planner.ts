/**
 * Chooses index keys for a filter: equality (`{a: v}`, `$eq`, `$in`) on every field of an index,
 * else a numeric range (`$gt`, `$gte`, `$lt`, `$lte`) on a single-field index. Anything it cannot
 * prove returns null and the caller scans; matching is always re-checked.
 */
import { type NumericRange, numericValue, SecondaryIndex } from '../storage/secondary-index';
import { isPlainObject, keyOf, type Doc } from '../values';

export type Plan =
  | { kind: 'id'; keys: string[] }
  | { kind: 'index'; index: SecondaryIndex; keys: string[] }
  | { kind: 'prefix'; index: SecondaryIndex; keys: string[] }
  | { kind: 'range'; index: SecondaryIndex; range: NumericRange };

const MAX_LOOKUP_KEYS = 1000;

export function planLookup(filter: Doc, indexes: Iterable<SecondaryIndex>): Plan | null {
  const conditions = equalityConditions(filter);
  if (conditions.size === 0) return planRange(filter, indexes);
  const ids = conditions.get('_id');
  if (ids) return { kind: 'id', keys: ids.map(keyOf) };
  let best: Plan | null = null;
  for (const index of indexes) {
    if (!index.usableForEquality) continue;
    const perField = index.fields.map((f) => conditions.get(f));
    if (perField.some((values) => values === undefined)) continue;
    // A sparse index holds no entry for a missing field, so it cannot answer `null`.
    if (index.spec.sparse && perField.some((values) => values!.some((v) => v === null))) continue;
    const keys = cartesian(perField.map((values) => values!.map(keyOf)));
    if (keys === null) continue;
    if (!best || index.unique) best = { kind: 'index', index, keys };
    if (index.unique) break;
  }
  return best ?? planPrefix(conditions, indexes);
}

/** Equality on the first field of a compound index (MongoDB uses index prefixes the same way). */
function planPrefix(conditions: Map<string, unknown[]>, indexes: Iterable<SecondaryIndex>): Plan | null {
  for (const index of indexes) {
    if (index.fields.length < 2 || !index.usableForEquality) continue;
    const values = conditions.get(index.fields[0]!);
    if (!values || (index.spec.sparse && values.some((v) => v === null))) continue;
    return { kind: 'prefix', index, keys: values.map(keyOf) };
  }
  return null;
}

const RANGE_OPS = new Set(['$gt', '$gte', '$lt', '$lte']);

/** A top-level field whose condition is only numeric bounds, on a single-field index. */
function planRange(filter: Doc, indexes: Iterable<SecondaryIndex>): Plan | null {
  const candidates = [...indexes];
  for (const [field, condition] of Object.entries(filter)) {
    if (field.startsWith('$') || !isOperatorObject(condition)) continue;
    const range = numericRange(condition);
    const twoSided = range?.low !== undefined && range.high !== undefined;
    const index = range && candidates.find((i) => i.supportsRangeOn(field, twoSided));
    if (range && index) return { kind: 'range', index, range };
  }
  return null;
}

function numericRange(condition: Doc): NumericRange | null {
  const range: NumericRange = { lowInclusive: false, highInclusive: false };
  for (const [op, operand] of Object.entries(condition)) {
    const value = numericValue(operand);
    if (!RANGE_OPS.has(op) || value === undefined) return null;
    if (op === '$gt' || op === '$gte') {
      range.low = value;
      range.lowInclusive = op === '$gte';
    } else {
      range.high = value;
      range.highInclusive = op === '$lte';
    }
  }
  return range;
}

/** field -> values it must equal one of, from the top level and top-level `$and`. */
function equalityConditions(filter: Doc, out = new Map<string, unknown[]>()): Map<string, unknown[]> {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (isPlainObject(part)) equalityConditions(part, out);
      continue;
    }
    if (field.startsWith('$')) continue;
    const values = equalityValues(condition);
    if (values && !out.has(field)) out.set(field, values);
  }
  return out;
}

function equalityValues(condition: unknown): unknown[] | null {
  if (isOperatorObject(condition)) {
    const ops = Object.keys(condition);
    if (ops.length !== 1) return null;
    if ('$eq' in condition) return usable(condition.$eq) ? [condition.$eq] : null;
    if ('$in' in condition && Array.isArray(condition.$in)) return condition.$in.every(usable) ? condition.$in : null;
    return null;
  }
  return usable(condition) ? [condition] : null;
}

/** Values whose equality semantics match the index key (arrays and regexes match more widely). */
function usable(value: unknown): boolean {
  if (value === undefined || Array.isArray(value) || value instanceof RegExp) return false;
  if ((value as { _bsontype?: string } | null)?._bsontype === 'BSONRegExp') return false;
  return !isOperatorObject(value);
}

function isOperatorObject(value: unknown): value is Doc {
  return isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'));
}

function cartesian(parts: string[][]): string[] | null {
  let keys: string[][] = [[]];
  for (const values of parts) {
    keys = keys.flatMap((prefix) => values.map((v) => [...prefix, v]));
    if (keys.length > MAX_LOOKUP_KEYS) return null;
  }
  return keys.map((k) => SecondaryIndex.compoundKey(k));
}
