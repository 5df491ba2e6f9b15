/** createIndexes, listIndexes, dropIndexes. */
import { MongoCommandError } from '../errors';
import type { Collection } from '../storage/collection';
import { defaultIndexName, isValidKeyPattern, type IndexSpec } from '../storage/secondary-index';
import { isPlainObject, keyOf, type Doc } from '../values';
import { collectionName, docArray, type CommandHandler } from './context';

const createIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'createIndexes');
  const specs = docArray(cmd, 'indexes').map(toSpec);
  const existed = ctx.catalog.get(ctx.db, name) !== undefined;
  const collection = ctx.catalog.ensure(ctx.db, name);
  const before = collection.indexSpecs().length;
  for (const spec of specs) if (!alreadyExists(collection, spec)) collection.addIndex(spec);
  const after = collection.indexSpecs().length;
  return {
    numIndexesBefore: before,
    numIndexesAfter: after,
    createdCollectionAutomatically: !existed,
    ...(before === after ? { note: 'all indexes already exist' } : {}),
  };
};

function toSpec(raw: Doc): IndexSpec {
  if (!isPlainObject(raw) || !isValidKeyPattern(raw.key))
    throw new MongoCommandError('BadValue', 'index specification needs a key pattern');
  const name = typeof raw.name === 'string' ? raw.name : defaultIndexName(raw.key);
  const { v: _v, ns: _ns, background: _bg, ...options } = raw;
  return { v: 2, ...options, key: raw.key, name } as IndexSpec;
}

/** An identical index is a no-op; the same name or key with other options is a conflict. */
function alreadyExists(collection: Collection, spec: IndexSpec): boolean {
  for (const existing of collection.indexSpecs()) {
    const sameName = existing.name === spec.name;
    const sameKey = keyOf(existing.key) === keyOf(spec.key);
    if (!sameName && !sameKey) continue;
    if (sameName && !sameKey) {
      throw new MongoCommandError(
        'IndexKeySpecsConflict',
        `An existing index has the same name as the requested index. Requested index: ${spec.name}`,
      );
    }
    if (keyOf(optionsOf(existing)) !== keyOf(optionsOf(spec))) {
      throw new MongoCommandError(
        'IndexOptionsConflict',
        `An equivalent index already exists with different options. Requested index: ${spec.name}, existing index: ${existing.name}`,
      );
    }
    if (!sameName) {
      throw new MongoCommandError('IndexOptionsConflict', `Index already exists with a different name: ${existing.name}`);
    }
    return true;
  }
  return false;
}

function optionsOf(spec: IndexSpec): Doc {
  const { v: _v, key: _key, name: _name, ...options } = spec;
  return Object.fromEntries(Object.entries(options).sort(([a], [b]) => a.localeCompare(b)));
}

const listIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'listIndexes');
  const collection = ctx.catalog.get(ctx.db, name);
  if (!collection) throw new MongoCommandError('NamespaceNotFound', `ns does not exist: ${ctx.db}.${name}`);
  return { cursor: ctx.cursors.first(`${ctx.db}.${name}`, collection.indexSpecs() as Doc[], undefined, false) };
};

const dropIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'dropIndexes');
  const collection = ctx.catalog.get(ctx.db, name);
  if (!collection) throw new MongoCommandError('NamespaceNotFound', `ns not found ${ctx.db}.${name}`);
  const nIndexesWas = collection.indexSpecs().length;
  for (const indexName of namesToDrop(collection, cmd.index)) collection.dropIndex(indexName);
  return { nIndexesWas };
};

function namesToDrop(collection: Collection, target: unknown): string[] {
  if (target === '*') return [...collection.indexes.keys()];
  const targets = Array.isArray(target) ? target : [target];
  return targets.map((t) => {
    const spec = collection.indexSpecs().find((s) => (typeof t === 'string' ? s.name === t : keyOf(s.key) === keyOf(t)));
    if (!spec) throw new MongoCommandError('IndexNotFound', `index not found with name [${typeof t === 'string' ? t : JSON.stringify(t)}]`);
    if (spec.name === '_id_') throw new MongoCommandError('InvalidOptions', 'cannot drop _id index');
    return spec.name;
  });
}

export const indexCommands: Record<string, CommandHandler> = { createIndexes, listIndexes, dropIndexes };
