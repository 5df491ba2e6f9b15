/** Reading: filter matching, sort, skip, limit and projection over a collection view. */
import { find, Query } from 'mingo';

import { MongoCommandError } from '../errors';
import type { CollectionView } from '../storage/view';
import { comparableDoc, isPlainObject, plainValue, type Doc } from '../values';

export interface FindOptions {
  sort?: Doc;
  skip?: number;
  limit?: number;
  projection?: Doc;
}

export function compileFilter(filter: unknown): Query {
  if (filter !== undefined && filter !== null && !isPlainObject(filter))
    throw new MongoCommandError('TypeMismatch', 'filter must be an object');
  try {
    return new Query((plainValue(filter ?? {}, true) as Doc) ?? {});
  } catch (err) {
    throw new MongoCommandError('BadValue', (err as Error).message);
  }
}

/** Stored documents matching `filter`, in natural (or index) order. */
export function matching(view: CollectionView | undefined, filter: Doc | undefined): Doc[] {
  if (!view) return [];
  const query = compileFilter(filter);
  const out: Doc[] = [];
  for (const doc of view.candidates(filter ?? {})) if (query.test(comparableDoc(doc))) out.push(doc);
  return out;
}

export function findDocs(view: CollectionView | undefined, filter: Doc | undefined, options: FindOptions = {}): Doc[] {
  const walked = indexOrderWalk(view, filter, options);
  if (walked) return options.projection ? project(walked, options.projection) : walked;
  let docs = matching(view, filter);
  if (options.sort && Object.keys(options.sort).length > 0) docs = sortDocs(docs, options.sort);
  const skip = Math.max(0, options.skip ?? 0);
  const limit = options.limit && options.limit !== 0 ? Math.abs(options.limit) : undefined;
  if (skip > 0 || limit !== undefined) docs = docs.slice(skip, limit === undefined ? undefined : skip + limit);
  return options.projection ? project(docs, options.projection) : docs;
}

/**
 * A sort on one field that an index holds in order (the oldest or newest event, a page of the log
 * after a seq): read in that order and stop at skip + limit instead of matching and sorting all.
 */
function indexOrderWalk(view: CollectionView | undefined, filter: Doc | undefined, options: FindOptions): Doc[] | undefined {
  const [field, ...more] = Object.keys(options.sort ?? {});
  if (!view?.sortedBy || field === undefined || more.length > 0) return undefined;
  const direction = plainValue(options.sort![field]);
  if (direction !== 1 && direction !== -1) return undefined;
  const candidates = view.sortedBy(field, direction, filter ?? {});
  if (!candidates) return undefined;
  const query = compileFilter(filter);
  let skip = Math.max(0, options.skip ?? 0);
  const limit = options.limit && options.limit !== 0 ? Math.abs(options.limit) : Infinity;
  const out: Doc[] = [];
  for (const doc of candidates) {
    if (out.length >= limit) break;
    if (!query.test(comparableDoc(doc))) continue;
    if (skip > 0) skip -= 1;
    else out.push(doc);
  }
  return out;
}

/** Sorts by the comparable view (mingo's BSON ordering) and returns the stored documents. */
export function sortDocs(docs: Doc[], sort: Doc): Doc[] {
  const byPlain = new Map<Doc, Doc>();
  for (const doc of docs) byPlain.set(comparableDoc(doc), doc);
  const spec = plainValue(sort) as Record<string, 1 | -1>;
  const sorted = find([...byPlain.keys()], {})
    .sort(spec)
    .all() as Doc[];
  return sorted.map((p) => byPlain.get(p)!);
}

/**
 * Top-level inclusion or exclusion of plain fields (what most reads ask for) without building a
 * mingo query per call; anything else (dotted paths, operators, expressions) goes to mingo.
 */
function simpleProjection(docs: Doc[], projection: Doc): Doc[] | undefined {
  const entries = Object.entries(projection);
  if (
    entries.some(
      ([field, flag]) => field.includes('.') || field.startsWith('$') || !(flag === 0 || flag === 1 || typeof flag === 'boolean'),
    )
  ) {
    return undefined;
  }
  const included = entries.filter(([field, flag]) => field !== '_id' && (flag === 1 || flag === true)).map(([field]) => field);
  const excluded = entries.filter(([, flag]) => flag === 0 || flag === false).map(([field]) => field);
  const keepId = !excluded.includes('_id');
  if (included.length > 0 && excluded.some((field) => field !== '_id')) return undefined; // mixed: mingo reports it
  if (included.length > 0) {
    return docs.map((doc) => {
      const out: Doc = keepId && '_id' in doc ? { _id: doc._id } : {};
      for (const field of included) if (field in doc) out[field] = doc[field];
      return out;
    });
  }
  return docs.map((doc) => Object.fromEntries(Object.entries(doc).filter(([field]) => !excluded.includes(field))));
}

export function project(docs: Doc[], projection: Doc): Doc[] {
  if (Object.keys(projection).length === 0) return docs;
  const simple = simpleProjection(docs, projection);
  if (simple) return simple;
  try {
    return find(docs, {}, plainValue(projection) as Doc).all() as Doc[];
  } catch (err) {
    throw new MongoCommandError('BadValue', (err as Error).message);
  }
}
