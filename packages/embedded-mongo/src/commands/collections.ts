/** create, drop, dropDatabase, listCollections, listDatabases. */
import { calculateObjectSize } from 'bson';
import { Query } from 'mingo';

import { MongoCommandError } from '../errors';
import { ID_INDEX } from '../storage/collection';
import { plainValue, type Doc } from '../values';
import { collectionName, optionalDoc, type CommandHandler } from './context';

const create: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'create');
  if (ctx.catalog.get(ctx.db, name)) throw new MongoCommandError('NamespaceExists', `Collection ${ctx.db}.${name} already exists.`);
  ctx.catalog.ensure(ctx.db, name);
  return {};
};

/** As MongoDB 7+, dropping a collection that does not exist succeeds. */
const drop: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'drop');
  const dropped = ctx.catalog.drop(ctx.db, name);
  return { ns: `${ctx.db}.${name}`, nIndexesWas: dropped?.indexSpecs().length ?? 0 };
};

const dropDatabase: CommandHandler = (_cmd, ctx) => {
  ctx.catalog.dropDatabase(ctx.db);
  return { dropped: ctx.db };
};

const listCollections: CommandHandler = (cmd, ctx) => {
  const filter = optionalDoc(cmd, 'filter');
  const query = filter ? new Query(plainValue(filter) as Doc) : undefined;
  const nameOnly = cmd.nameOnly === true;
  const entries = ctx.catalog
    .collections(ctx.db)
    .map((c): Doc =>
      nameOnly
        ? { name: c.name, type: 'collection' }
        : { name: c.name, type: 'collection', options: {}, info: { readOnly: false, uuid: c.uuid }, idIndex: ID_INDEX },
    )
    .filter((entry) => !query || query.test(entry));
  return { cursor: ctx.cursors.first(`${ctx.db}.$cmd.listCollections`, entries, undefined, false) };
};

const listDatabases: CommandHandler = (cmd, ctx) => {
  const sized = ctx.catalog.databases().map((name) => {
    const sizeOnDisk = ctx.catalog
      .collections(name)
      .reduce((sum, c) => sum + [...c.docs.values()].reduce((n, d) => n + calculateObjectSize(d), 0), 0);
    return { name, sizeOnDisk, empty: sizeOnDisk === 0 };
  });
  const totalSize = sized.reduce((sum, d) => sum + d.sizeOnDisk, 0);
  const databases = cmd.nameOnly === true ? sized.map(({ name }) => ({ name })) : sized;
  return { databases, totalSize, totalSizeMb: Math.round(totalSize / 1024 / 1024) };
};

export const collectionCommands: Record<string, CommandHandler> = { create, drop, dropDatabase, listCollections, listDatabases };
