/** The write commands' semantics over a collection view: batches, write errors, upserts. */
import { ObjectId } from 'bson';

import { DuplicateKeyError, MongoCommandError, badValue } from '../errors';
import type { CollectionView } from '../storage/view';
import { isPlainObject, type Doc } from '../values';
import { compileFilter, findDocs, matching, project, sortDocs } from './query';
import { applyUpdate, upsertSeed } from './update';

export interface WriteError {
  index: number;
  code: number;
  errmsg: string;
  [extra: string]: unknown;
}

export interface BatchResult {
  n: number;
  nModified?: number;
  upserted?: Array<{ index: number; _id: unknown }>;
  writeErrors?: WriteError[];
}

/** Runs each item; an error is recorded at its index and stops an ordered batch. */
function runBatch<T>(items: T[], ordered: boolean, run: (item: T, index: number) => void): WriteError[] {
  const errors: WriteError[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      run(items[i]!, i);
    } catch (err) {
      errors.push(toWriteError(err, i));
      if (ordered) break;
    }
  }
  return errors;
}

function toWriteError(err: unknown, index: number): WriteError {
  if (err instanceof DuplicateKeyError) return err.toWriteError(index) as WriteError;
  // A labelled error (a transaction's write conflict) fails the whole command, so the driver sees
  // the label and retries the transaction, as MongoDB does.
  if (err instanceof MongoCommandError && err.errorLabels.length > 0) throw err;
  if (err instanceof MongoCommandError) return { index, code: err.code, codeName: err.codeName, errmsg: err.message };
  throw err;
}

export function insertMany(view: CollectionView, docs: Doc[], ordered: boolean): BatchResult {
  let n = 0;
  const writeErrors = runBatch(docs, ordered, (doc) => {
    if (!isPlainObject(doc)) throw badValue('document to insert must be an object');
    if (Array.isArray(doc._id)) throw badValue('The _id field cannot be an array');
    // MongoDB stores `_id` first whatever the client's field order.
    view.insert({ _id: doc._id ?? new ObjectId(), ...doc });
    n += 1;
  });
  return { n, ...(writeErrors.length ? { writeErrors } : {}) };
}

export interface UpdateStatement {
  q: Doc;
  u: Doc | Doc[];
  upsert?: boolean;
  multi?: boolean;
  arrayFilters?: Doc[];
  sort?: Doc;
}

export function updateMany(view: CollectionView, statements: UpdateStatement[], ordered: boolean): BatchResult {
  let n = 0;
  let nModified = 0;
  const upserted: Array<{ index: number; _id: unknown }> = [];
  const writeErrors = runBatch(statements, ordered, (s, index) => {
    if (!isPlainObject(s.q) || !(isPlainObject(s.u) || Array.isArray(s.u))) throw badValue('update statement needs q and u');
    let targets = matching(view, s.q);
    if (!s.multi) targets = (s.sort ? sortDocs(targets, s.sort) : targets).slice(0, 1);
    if (targets.length === 0 && s.upsert) {
      const { doc } = applyUpdate(upsertSeed(s.q, s.u), s.u, s.arrayFilters, true);
      view.insert(doc);
      n += 1;
      upserted.push({ index, _id: doc._id });
      return;
    }
    for (const target of targets) {
      const { doc, modified } = applyUpdate(target, s.u, s.arrayFilters, false, s.q);
      n += 1;
      if (modified) {
        view.replace(target, doc);
        nModified += 1;
      }
    }
  });
  return { n, nModified, ...(upserted.length ? { upserted } : {}), ...(writeErrors.length ? { writeErrors } : {}) };
}

export interface DeleteStatement {
  q: Doc;
  limit: number;
}

export function deleteMany(view: CollectionView | undefined, statements: DeleteStatement[], ordered: boolean): BatchResult {
  let n = 0;
  const writeErrors = runBatch(statements, ordered, (s) => {
    if (!isPlainObject(s.q)) throw badValue('delete statement needs q');
    if (!view) {
      compileFilter(s.q); // still reject a malformed filter on a missing collection
      return;
    }
    const targets = matching(view, s.q);
    for (const doc of s.limit === 1 ? targets.slice(0, 1) : targets) {
      view.remove(doc);
      n += 1;
    }
  });
  return { n, ...(writeErrors.length ? { writeErrors } : {}) };
}

export interface FindAndModify {
  query?: Doc;
  sort?: Doc;
  update?: Doc | Doc[];
  remove?: boolean;
  new?: boolean;
  upsert?: boolean;
  fields?: Doc;
  arrayFilters?: Doc[];
}

export function findAndModify(view: CollectionView, cmd: FindAndModify): Doc {
  const query = cmd.query ?? {};
  if (cmd.remove && cmd.update) throw new MongoCommandError('FailedToParse', 'Cannot specify both an update and remove=true');
  if (!cmd.remove && !cmd.update) throw new MongoCommandError('FailedToParse', 'Either an update or remove=true must be specified');
  const [target] = findDocs(view, query, { sort: cmd.sort, limit: 1 });
  const shape = (doc: Doc | undefined) => (doc && cmd.fields ? project([doc], cmd.fields)[0] : doc) ?? null;
  if (cmd.remove) {
    if (target) view.remove(target);
    return { lastErrorObject: { n: target ? 1 : 0 }, value: shape(target) };
  }
  const update = cmd.update!;
  if (!target) {
    if (!cmd.upsert) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null };
    const { doc } = applyUpdate(upsertSeed(query, update), update, cmd.arrayFilters, true);
    view.insert(doc);
    return { lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id }, value: cmd.new ? shape(doc) : null };
  }
  const { doc, modified } = applyUpdate(target, update, cmd.arrayFilters, false, query);
  if (modified) view.replace(target, doc);
  return { lastErrorObject: { n: 1, updatedExisting: true }, value: shape(cmd.new ? doc : target) };
}
