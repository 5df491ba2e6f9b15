/**
 * Chooses index keys for a filter: equality (`{a: v}`, `$eq`, `$in`) on every field of an index.
 * Anything it cannot prove returns null and the caller scans; matching is always re-checked.
 */
import { SecondaryIndex } from '../storage/secondary-index';
import { isPlainObject, keyOf, type Doc } from '../values';

export type Plan = { kind: 'id'; keys: string[] } | { kind: 'index'; index: SecondaryIndex; keys: string[] };

const MAX_LOOKUP_KEYS = 1000;

export function planLookup(filter: Doc, indexes: Iterable<SecondaryIndex>): Plan | null {
  const conditions = equalityConditions(filter);
  if (conditions.size === 0) return null;
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
  return best;
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
