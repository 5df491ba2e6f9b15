/**
 * The online backup command (README.md#backup): a state at one commit, bad input refused with a
 * reason, and a restored folder that starts with exactly the backed-up data and indexes.
 */
import fs from 'node:fs';
import path from 'node:path';

import { MongoClient } from 'mongodb';

import { readEmbeddedBackup, restoreEmbeddedBackup, runningServerPort, startEmbeddedMongo, type EmbeddedMongo } from '../index';
import { errorOf, makeTempDir, removeDir } from './helpers';

let dir: string;
let server: EmbeddedMongo;
let client: MongoClient;

beforeEach(async () => {
  dir = makeTempDir('embedded-backup');
  server = await startEmbeddedMongo({ dataDir: path.join(dir, 'db'), port: 0 });
  client = await MongoClient.connect(server.uri);
});

afterEach(async () => {
  await client.close();
  await server.stop();
  removeDir(dir);
});

describe('backupTo', () => {
  it('when a transaction is open during the backup, then its writes are not in it, and the committed ones are', async () => {
    const shop = client.db('shop');
    await shop.collection('orders').createIndex({ number: 1 }, { unique: true });
    await shop.collection('orders').insertMany([{ number: 1 }, { number: 2 }]);
    const session = client.startSession();
    session.startTransaction();
    await shop.collection('orders').insertOne({ number: 3 }, { session });
    await shop.collection('orders').deleteOne({ number: 1 }, { session });

    const file = path.join(dir, 'shop.bak');
    const reply = await client.db('admin').command({ backupTo: file, dataDir: path.join(dir, 'db') });
    await session.abortTransaction();
    await session.endSession();

    expect(reply).toMatchObject({ ok: 1, path: file, counts: { 'shop.orders': 2 } });
    const backup = readEmbeddedBackup(file);
    expect(backup.intact).toBe(true);
    expect(backup.header.indexes).toEqual({ 'shop.orders': 1 });
    expect(backup.documents.get('shop.orders')!.map((d) => d.number)).toEqual([1, 2]);
  });

  it('when the path is relative, its folder missing or the data folder another, then it refuses with the reason', async () => {
    const admin = client.db('admin');
    expect((await errorOf(() => admin.command({ backupTo: 'shop.bak' }))).message).toMatch(/absolute file path/);
    expect((await errorOf(() => admin.command({ backupTo: path.join(dir, 'none', 'shop.bak') }))).message).toMatch(/does not exist/);
    expect((await errorOf(() => admin.command({ backupTo: path.join(dir, 'x.bak'), dataDir: '/elsewhere' }))).message).toMatch(
      /this server keeps .* not \/elsewhere/,
    );
    expect(fs.readdirSync(dir)).toEqual(['db']);
  });

  it('when restored into a stopped folder, then a server started on it has the same documents and indexes', async () => {
    const shop = client.db('shop');
    await shop.collection('orders').createIndex({ number: 1 }, { unique: true });
    await shop.collection('orders').insertMany([{ number: 1 }, { number: 2 }]);
    expect(runningServerPort(path.join(dir, 'db'))).toBe(server.port);
    const file = path.join(dir, 'shop.bak');
    await client.db('admin').command({ backupTo: file });

    const target = path.join(dir, 'restored');
    restoreEmbeddedBackup(file, target);
    expect(runningServerPort(target)).toBeUndefined();
    const restored = await startEmbeddedMongo({ dataDir: target, port: 0 });
    const other = await MongoClient.connect(restored.uri);
    try {
      const orders = other.db('shop').collection('orders');
      expect(await orders.find({}, { projection: { _id: 0 } }).toArray()).toEqual([{ number: 1 }, { number: 2 }]);
      expect((await orders.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'number_1']);
      expect((await errorOf(() => orders.insertOne({ number: 2 }))).code).toBe(11000);
    } finally {
      await other.close();
      await restored.stop();
    }
  });

  it('when the folder is in use or already holds a database, then restore refuses unless forced', async () => {
    await client.db('shop').collection('orders').insertOne({ number: 1 });
    const file = path.join(dir, 'shop.bak');
    await client.db('admin').command({ backupTo: file });
    expect(() => restoreEmbeddedBackup(file, path.join(dir, 'db'))).toThrow(/in use by process/);
    const target = path.join(dir, 'restored');
    restoreEmbeddedBackup(file, target);
    expect(() => restoreEmbeddedBackup(file, target)).toThrow(/already holds a database.*--force/);
    expect(() => restoreEmbeddedBackup(file, target, { force: true })).not.toThrow();
  });
});
