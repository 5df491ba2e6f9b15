/** Update documents: operator updates (via mingo), replacements, pipelines and upsert seeds. */
import { Double, Long, ObjectId } from 'bson';
import { Aggregator } from 'mingo';
import { update as mingoUpdate } from 'mingo/updater';

import { MongoCommandError, badValue } from '../errors';
import { clone, isPlainObject, keyOf, normalize, plainDoc, plainValue, type Doc } from '../values';

const NUMERIC_OPERATORS = ['$inc', '$mul', '$min', '$max'] as const;

export interface UpdateResult {
  doc: Doc;
  modified: boolean;
}

export function isOperatorUpdate(update: Doc): boolean {
  const keys = Object.keys(update);
  const operators = keys.filter((k) => k.startsWith('$'));
  if (operators.length > 0 && operators.length !== keys.length) throw badValue('update document mixes operators and fields');
  return operators.length > 0;
}

/**
 * The document after `update`; `inserting` applies `$setOnInsert` (upserts) and `query` is the
 * filter that matched `doc`, which the positional `$` operator refers to.
 */
export function applyUpdate(doc: Doc, update: Doc | Doc[], arrayFilters: Doc[] | undefined, inserting: boolean, query?: Doc): UpdateResult {
  let next: Doc;
  if (Array.isArray(update)) next = applyPipeline(doc, update);
  else if (isOperatorUpdate(update)) next = applyOperators(doc, update, arrayFilters, inserting, query);
  else next = { _id: doc._id, ...withoutId(update, doc) };
  if (keyOf(next._id) !== keyOf(doc._id)) {
    throw new MongoCommandError('ImmutableField', "Performing an update on the path '_id' would modify the immutable field '_id'");
  }
  next = normalize(next) as Doc;
  return { doc: next, modified: keyOf(next) !== keyOf(doc) };
}

function applyOperators(doc: Doc, update: Doc, arrayFilters: Doc[] | undefined, inserting: boolean, query: Doc | undefined): Doc {
  const { $setOnInsert, ...rest } = update as Doc & { $setOnInsert?: Doc };
  const modifier: Doc = { ...rest };
  if (inserting && isPlainObject($setOnInsert)) modifier.$set = { ...(rest.$set as Doc | undefined), ...$setOnInsert };
  const next = clone(doc);
  const rewrap = unwrapNumericTargets(next, modifier);
  try {
    const filters = arrayFilters ? (plainValue(arrayFilters) as Doc[]) : undefined;
    mingoUpdate(next, plainNumericArgs(modifier) as never, filters, query ? (plainValue(query) as Doc) : undefined, { cloneMode: 'copy' });
  } catch (err) {
    const message = (err as Error).message;
    throw message.includes("immutable field '_id'") ? new MongoCommandError('ImmutableField', message) : badValue(message);
  }
  rewrap(next);
  return next;
}

/** Numeric operators compute on plain numbers; their arguments may arrive as Long/Double. */
function plainNumericArgs(modifier: Doc): Doc {
  const out: Doc = { ...modifier };
  for (const op of NUMERIC_OPERATORS) if (op in out) out[op] = plainValue(out[op]);
  return out;
}

/**
 * A Long or integral Double targeted by $inc/$mul/$min/$max is computed as a number and then put
 * back in its BSON type, so `{ n: Long(1) }` + `$inc` stays an int64 as in MongoDB.
 */
function unwrapNumericTargets(doc: Doc, modifier: Doc): (doc: Doc) => void {
  const wrapped: Array<[string[], 'Long' | 'Double']> = [];
  for (const op of NUMERIC_OPERATORS) {
    const fields = modifier[op];
    if (!isPlainObject(fields)) continue;
    for (const field of Object.keys(fields)) {
      const path = field.split('.');
      const parent = parentAt(doc, path);
      const leaf = path[path.length - 1]!;
      const type = (parent?.[leaf] as { _bsontype?: string } | undefined)?._bsontype;
      if (parent && (type === 'Long' || type === 'Double')) {
        parent[leaf] = plainValue(parent[leaf]);
        wrapped.push([path, type]);
      }
    }
  }
  return (next) => {
    for (const [path, type] of wrapped) {
      const parent = parentAt(next, path);
      const leaf = path[path.length - 1]!;
      const value = parent?.[leaf];
      if (parent && typeof value === 'number') parent[leaf] = type === 'Long' ? Long.fromNumber(value) : new Double(value);
    }
  };
}

function parentAt(doc: Doc, path: string[]): Doc | undefined {
  let current: unknown = doc;
  for (const part of path.slice(0, -1)) {
    if (!isPlainObject(current)) return undefined;
    current = current[part];
  }
  return isPlainObject(current) ? current : undefined;
}

function applyPipeline(doc: Doc, pipeline: Doc[]): Doc {
  const [result] = new Aggregator(plainValue(pipeline) as Doc[]).run([clone(plainDoc(doc))]) as Doc[];
  if (!result) throw badValue('update pipeline removed the document');
  return result;
}

function withoutId(replacement: Doc, doc: Doc): Doc {
  const { _id, ...rest } = replacement;
  if (_id !== undefined && keyOf(_id) !== keyOf(doc._id)) {
    throw new MongoCommandError('ImmutableField', 'The _id field cannot be changed');
  }
  return rest;
}

/** The document an upsert starts from: equality fields of the filter, and an `_id`. */
export function upsertSeed(filter: Doc, update: Doc | Doc[]): Doc {
  const seed: Doc = {};
  collectEqualities(filter, seed);
  if (!Array.isArray(update) && !isOperatorUpdate(update) && update._id !== undefined) seed._id = update._id;
  if (seed._id === undefined) seed._id = new ObjectId();
  return { _id: seed._id, ...seed };
}

function collectEqualities(filter: Doc, seed: Doc): void {
  for (const [field, value] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(value)) {
      value.forEach((part) => isPlainObject(part) && collectEqualities(part, seed));
      continue;
    }
    if (field.startsWith('$')) continue;
    const isOperator = isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'));
    if (isOperator && !('$eq' in (value as Doc))) continue;
    setPath(seed, field.split('.'), isOperator ? (value as Doc).$eq : value);
  }
}

function setPath(doc: Doc, path: string[], value: unknown): void {
  let current = doc;
  for (const part of path.slice(0, -1)) {
    if (!isPlainObject(current[part])) current[part] = {};
    current = current[part] as Doc;
  }
  current[path[path.length - 1]!] = value;
}
