/** insert, update, delete, find, getMore, killCursors, findAndModify, count, distinct. */
import type { Long } from 'bson';

import { findDocs, matching } from '../engine/query';
import { deleteMany, findAndModify, insertMany, updateMany, type DeleteStatement, type UpdateStatement } from '../engine/write';
import { MongoCommandError } from '../errors';
import { keyOf, valuesAtPath, type Doc } from '../values';
import { collectionName, docArray, optionalDoc, optionalNumber, readView, writeView, type CommandHandler } from './context';

const insert: CommandHandler = (cmd, ctx) => ({
  ...insertMany(writeView(ctx, collectionName(cmd, 'insert')), docArray(cmd, 'documents'), cmd.ordered !== false),
});

const update: CommandHandler = (cmd, ctx) => ({
  ...updateMany(
    writeView(ctx, collectionName(cmd, 'update')),
    docArray(cmd, 'updates') as unknown as UpdateStatement[],
    cmd.ordered !== false,
  ),
});

const del: CommandHandler = (cmd, ctx) => {
  const statements = docArray(cmd, 'deletes') as unknown as DeleteStatement[];
  return { ...deleteMany(readView(ctx, collectionName(cmd, 'delete')), statements, cmd.ordered !== false) };
};

const find: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'find');
  const limit = optionalNumber(cmd, 'limit');
  const docs = findDocs(readView(ctx, name), optionalDoc(cmd, 'filter'), {
    sort: optionalDoc(cmd, 'sort'),
    skip: optionalNumber(cmd, 'skip'),
    limit,
    projection: optionalDoc(cmd, 'projection'),
  });
  const singleBatch = cmd.singleBatch === true || (limit !== undefined && limit < 0);
  return { cursor: ctx.cursors.first(`${ctx.db}.${name}`, docs, optionalNumber(cmd, 'batchSize'), singleBatch) };
};

const getMore: CommandHandler = (cmd, ctx) => ({ cursor: ctx.cursors.next(cmd.getMore as Long, optionalNumber(cmd, 'batchSize')) });

const killCursors: CommandHandler = (cmd, ctx) => {
  const { killed, notFound } = ctx.cursors.kill((cmd.cursors as Long[] | undefined) ?? []);
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [] };
};

const findAndModifyCommand: CommandHandler = (cmd, ctx) =>
  findAndModify(writeView(ctx, collectionName(cmd, 'findAndModify')), {
    query: optionalDoc(cmd, 'query'),
    sort: optionalDoc(cmd, 'sort'),
    update: cmd.update as Doc | Doc[] | undefined,
    remove: cmd.remove === true,
    new: cmd.new === true,
    upsert: cmd.upsert === true,
    fields: optionalDoc(cmd, 'fields'),
    arrayFilters: cmd.arrayFilters as Doc[] | undefined,
  });

const count: CommandHandler = (cmd, ctx) => {
  const docs = findDocs(readView(ctx, collectionName(cmd, 'count')), optionalDoc(cmd, 'query'), {
    skip: optionalNumber(cmd, 'skip'),
    limit: optionalNumber(cmd, 'limit'),
  });
  return { n: docs.length };
};

const distinct: CommandHandler = (cmd, ctx) => {
  const key = cmd.key;
  if (typeof key !== 'string') throw new MongoCommandError('TypeMismatch', "BSON field 'key' must be a string");
  const seen = new Map<string, unknown>();
  for (const doc of matching(readView(ctx, collectionName(cmd, 'distinct')), optionalDoc(cmd, 'query'))) {
    for (const value of valuesAtPath(doc, key.split('.')).flatMap((v) => (Array.isArray(v) ? v : [v]))) {
      if (value !== undefined && !seen.has(keyOf(value))) seen.set(keyOf(value), value);
    }
  }
  return { values: [...seen.values()] };
};

export const crudCommands: Record<string, CommandHandler> = {
  insert,
  update,
  delete: del,
  find,
  getMore,
  killCursors,
  findAndModify: findAndModifyCommand,
  findandmodify: findAndModifyCommand,
  count,
  distinct,
};
