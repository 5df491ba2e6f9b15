/**
 * Chooses index keys for a filter: equality (`{a: v}`, `$eq`, `$in`) on every field of an index,
 * else a numeric range (`$gt`, `$gte`, `$lt`, `$lte`) on a single-field index. A partial index
 * serves only a filter that implies its condition (as in MongoDB: every document the filter can
 * match is then in the index). Anything it cannot prove returns null and the caller scans;
 * matching is always re-checked.
 */
import { type NumericRange, numericValue, SecondaryIndex } from '../storage/secondary-index';
import { isPlainObject, keyOf, type Doc } from '../values';

export type Plan =
  | { kind: 'id'; keys: string[] }
  | { kind: 'index'; index: SecondaryIndex; keys: string[] }
  | { kind: 'prefix'; index: SecondaryIndex; keys: string[] }
  | { kind: 'range'; index: SecondaryIndex; range: NumericRange }
  /** A top-level `$or` whose every branch has a plan: the union of theirs. */
  | { kind: 'union'; plans: Plan[] };

const MAX_LOOKUP_KEYS = 1000;

/** More `$or` branches than this are not planned one by one: the collection is scanned. */
const MAX_UNION_BRANCHES = 16;

export function planLookup(filter: Doc, indexes: Iterable<SecondaryIndex>): Plan | null {
  const list = [...indexes];
  return planConditions(filter, list) ?? planUnion(filter, list);
}

/**
 * A top-level `$or` (the mail retry sweep's "due or stuck") as the union of its branches' plans,
 * as MongoDB's index union does; a branch without one means a scan.
 */
function planUnion(filter: Doc, indexes: SecondaryIndex[]): Plan | null {
  const branches = filter.$or;
  if (!Array.isArray(branches) || branches.length === 0 || branches.length > MAX_UNION_BRANCHES) return null;
  const plans: Plan[] = [];
  for (const branch of branches) {
    const plan = isPlainObject(branch) ? planLookup(branch, indexes) : null;
    if (!plan) return null;
    plans.push(plan);
  }
  return { kind: 'union', plans };
}

function planConditions(filter: Doc, indexes: SecondaryIndex[]): Plan | null {
  const conditions = equalityConditions(filter);
  if (conditions.size === 0) return planRange(filter, indexes);
  const ids = conditions.get('_id');
  if (ids) return { kind: 'id', keys: ids.map(keyOf) };
  let best: Plan | null = null;
  for (const index of indexes) {
    if (!servesEquality(index, conditions)) continue;
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
function planPrefix(conditions: Map<string, unknown[]>, indexes: SecondaryIndex[]): Plan | null {
  for (const index of indexes) {
    if (index.fields.length < 2 || !servesEquality(index, conditions)) continue;
    const values = conditions.get(index.fields[0]!);
    if (!values || (index.spec.sparse && values.some((v) => v === null))) continue;
    return { kind: 'prefix', index, keys: values.map(keyOf) };
  }
  return null;
}

/** An index an equality plan may use: keyed by value, and when partial, with a condition the filter's equalities imply. */
function servesEquality(index: SecondaryIndex, conditions: Map<string, unknown[]>): boolean {
  if (index.usableForEquality) return true;
  const partial = index.spec.partialFilterExpression;
  return index.keyedByValue && partial !== undefined && impliedBy(partial, conditions);
}

/**
 * Whether every document with these equalities meets a partial index's condition: each of its
 * fields is `value` (or `{$eq: value}`), which the filter must fix to that one value, or
 * `{$exists: true}`, which a filter fixing the field to non-null values implies. Anything else
 * (other operators, `$and`, ...) is not proved, and the index is not used.
 */
function impliedBy(partial: Doc, conditions: Map<string, unknown[]>): boolean {
  return Object.entries(partial).every(([field, condition]) => {
    const values = field.startsWith('$') ? undefined : conditions.get(field);
    if (!values || values.length === 0) return false;
    if (isOperatorObject(condition)) {
      const ops = Object.keys(condition);
      if (ops.length !== 1) return false;
      if (ops[0] === '$exists') return condition.$exists === true && values.every((v) => v !== null);
      if (ops[0] === '$eq') return usable(condition.$eq) && values.every((v) => keyOf(v) === keyOf(condition.$eq));
      return false;
    }
    return usable(condition) && values.every((v) => keyOf(v) === keyOf(condition));
  });
}

const RANGE_OPS = new Set(['$gt', '$gte', '$lt', '$lte']);

/** A top-level field whose condition is only numeric bounds, on a single-field index. */
function planRange(filter: Doc, candidates: SecondaryIndex[]): Plan | null {
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
