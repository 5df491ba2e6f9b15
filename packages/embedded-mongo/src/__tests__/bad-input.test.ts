/**
 * Robustness of the embedded server's wire layer: hand-built messages over raw sockets (legacy
 * handshake, checksums, document sequences, moreToCome) and hostile input that must close only
 * the offending connection, plus 100 pooled driver connections interleaving requests.
 */
import { MongoClient, type Db } from 'mongodb';

import { startEmbeddedMongo } from '../index';
import type { EmbeddedMongo } from '../types';
import { connect, errorOf, uniqueDbName, type AnyDoc } from './helpers';
import { header, MSG_MORE_TO_COME, OP_MSG, OP_REPLY, opMsg, opQuery, parseReply, RawConnection } from './wire';

describe('embedded MongoDB wire robustness', () => {
  const dbName = uniqueDbName('bad_input');
  let server: EmbeddedMongo;
  let client: MongoClient;
  let db: Db;
  const raws: RawConnection[] = [];
  const openRaw = async () => {
    const raw = await RawConnection.open(server.port);
    raws.push(raw);
    return raw;
  };

  beforeAll(async () => {
    server = await startEmbeddedMongo();
    client = await connect(server.uri);
    db = client.db(dbName);
    await db.collection<AnyDoc>('healthy').insertMany([
      { _id: 1, v: 'a' },
      { _id: 2, v: 'b' },
    ] as never[]);
  });

  afterEach(async () => {
    // The connection opened before the bad input keeps working.
    await expect(db.command({ ping: 1 })).resolves.toMatchObject({ ok: 1 });
    expect(await db.collection<AnyDoc>('healthy').find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, v: 'a' },
      { _id: 2, v: 'b' },
    ]);
    for (const raw of raws.splice(0)) raw.destroy();
  });

  afterAll(async () => {
    await client?.close();
    await server?.stop();
  });

  describe('well-formed raw messages', () => {
    it('when a legacy OP_QUERY isMaster or hello arrives on admin.$cmd, then an OP_REPLY handshake is returned', async () => {
      const raw = await openRaw();
      const reply = await raw.request(opQuery('admin.$cmd', { isMaster: 1, client: { driver: { name: 'raw', version: '0' } } }, 77));
      expect(reply.opCode).toBe(OP_REPLY);
      expect(reply.responseTo).toBe(77);
      expect(reply.doc).toMatchObject({ ismaster: true, ok: 1 });
      expect(reply.doc.maxWireVersion).toBeGreaterThanOrEqual(8);
      const hello = await raw.request(opQuery('admin.$cmd', { hello: 1 }, 78));
      expect(hello).toMatchObject({ opCode: OP_REPLY, responseTo: 78, doc: { isWritablePrimary: true, ok: 1 } });
    });

    it('when OP_MSG ping is sent with and without a checksum, then an OP_MSG reply answers each request id', async () => {
      const raw = await openRaw();
      const plain = await raw.request(opMsg({ ping: 1, $db: 'admin' }, { requestId: 501 }));
      expect(plain).toMatchObject({ opCode: OP_MSG, responseTo: 501, doc: { ok: 1 } });
      const summed = await raw.request(opMsg({ ping: 1, $db: 'admin' }, { requestId: 502, checksum: true }));
      expect(summed).toMatchObject({ opCode: OP_MSG, responseTo: 502, doc: { ok: 1 } });
    });

    it('when documents come in a kind-1 sequence, then they are inserted like an embedded array', async () => {
      const raw = await openRaw();
      const reply = await raw.request(
        opMsg({ insert: 'raw_seq', $db: dbName }, { sequences: { documents: [{ _id: 'r1' }, { _id: 'r2' }, { _id: 'r3' }] } }),
      );
      expect(reply.doc).toMatchObject({ ok: 1, n: 3 });
      expect(await db.collection<AnyDoc>('raw_seq').countDocuments()).toBe(3);
    });

    it('when moreToCome is set, then no reply is sent and the next request is answered first', async () => {
      const raw = await openRaw();
      await raw.write(
        opMsg({ insert: 'raw_more', $db: dbName, documents: [{ _id: 'silent' }], writeConcern: { w: 0 } }, { flags: MSG_MORE_TO_COME }),
      );
      const reply = await raw.request(opMsg({ find: 'raw_more', $db: dbName, filter: {} }, { requestId: 9001 }));
      expect(reply.responseTo).toBe(9001);
      expect(reply.doc.cursor.firstBatch).toEqual([{ _id: 'silent' }]);
    });

    it('when several requests are pipelined in one write, then every one is answered in order', async () => {
      const raw = await openRaw();
      await raw.write(Buffer.concat([601, 602, 603].map((id) => opMsg({ ping: 1, $db: 'admin' }, { requestId: id }))));
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) ids.push(parseReply(await raw.readMessage()).responseTo);
      expect(ids).toEqual([601, 602, 603]);
    });
  });

  describe('large messages', () => {
    it('when documents near 16 MiB and a batch over 48 MB are written and read, then they round-trip in several messages', async () => {
      const coll = db.collection<AnyDoc>('large');
      const big = 'x'.repeat(15 * 1024 * 1024);
      await coll.insertOne({ _id: 'big', big });
      expect((await coll.findOne({ _id: 'big' }))!.big).toBe(big);
      const blob = 'y'.repeat(12 * 1024 * 1024);
      const res = await coll.insertMany([0, 1, 2, 3, 4].map((i) => ({ _id: i, blob })));
      expect(res.insertedCount).toBe(5);
      const all = await coll
        .find({ _id: { $in: [0, 1, 2, 3, 4] } })
        .sort({ _id: 1 })
        .toArray();
      expect(all.map((d) => [d._id, d.blob.length])).toEqual([0, 1, 2, 3, 4].map((i) => [i, blob.length]));
      await coll.drop();
    }, 30_000);
  });

  describe('hostile input closes only the offending connection', () => {
    it('when plain-text garbage is sent, then the server closes that connection', async () => {
      const raw = await openRaw();
      await raw.write(Buffer.from('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'));
      expect(await raw.waitClosed()).toBe(true);
    });

    it('when a framed OP_MSG carries garbage sections, then the server closes that connection', async () => {
      const raw = await openRaw();
      const body = Buffer.from([0, 0, 0, 0, 0x07, 0xde, 0xad, 0xbe, 0xef, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07]);
      await raw.write(Buffer.concat([header(16 + body.length, 1, 0, OP_MSG), body]));
      expect(await raw.waitClosed()).toBe(true);
    });

    it('when an OP_MSG holds a truncated BSON document, then the server closes that connection', async () => {
      const raw = await openRaw();
      const good = opMsg({ ping: 1, $db: 'admin' });
      const broken = Buffer.from(good);
      broken.writeInt32LE(500, 21); // the BSON length claims far more than the message holds
      await raw.write(broken);
      expect(await raw.waitClosed()).toBe(true);
    });

    it('when the length header is larger than the body and the client hangs up, then the server closes cleanly', async () => {
      const raw = await openRaw();
      await raw.write(Buffer.concat([header(1000, 2, 0, OP_MSG), Buffer.alloc(100, 0x41)]));
      // While the message is incomplete the server keeps serving others.
      await expect(db.command({ ping: 1 })).resolves.toMatchObject({ ok: 1 });
      expect(raw.closed).toBe(false);
      raw.socket.end();
      expect(await raw.waitClosed()).toBe(true);
    });

    it('when the length header exceeds 48,000,000 bytes, then the server closes without waiting for the body', async () => {
      const raw = await openRaw();
      await raw.write(Buffer.concat([header(48_000_001, 3, 0, OP_MSG), Buffer.alloc(64)]));
      expect(await raw.waitClosed()).toBe(true);
    });

    it('when the length header is smaller than a header, then the server closes that connection', async () => {
      const raw = await openRaw();
      await raw.write(Buffer.concat([header(8, 4, 0, OP_MSG), Buffer.alloc(32)]));
      expect(await raw.waitClosed()).toBe(true);
    });

    it('when the opcode is unknown, then the server closes that connection', async () => {
      const raw = await openRaw();
      await raw.write(Buffer.concat([header(16 + 24, 5, 0, 9999), Buffer.alloc(24, 1)]));
      expect(await raw.waitClosed()).toBe(true);
    });

    it('when a bad connection is closed, then an existing raw connection keeps working too', async () => {
      const good = await openRaw();
      const bad = await openRaw();
      await bad.write(Buffer.from('\xff\xff\xff\xff garbage', 'latin1'));
      expect(await bad.waitClosed()).toBe(true);
      const reply = await good.request(opMsg({ ping: 1, $db: 'admin' }, { requestId: 321 }));
      expect(reply).toMatchObject({ responseTo: 321, doc: { ok: 1 } });
    });

    it('when an unknown command is sent through the driver, then it fails with code 59 and the client stays usable', async () => {
      const err = await errorOf(() => db.command({ definitelyNotACommand: 1 }));
      expect(err.code).toBe(59);
      expect(err.codeName).toBe('CommandNotFound');
    });
  });

  describe('connection pool', () => {
    it('when 100 pooled connections interleave requests, then every request succeeds with its own data', async () => {
      // maxConnecting 100: every waiting operation opens its own connection at once (the driver's
      // background minPoolSize filler adds only one connection per 100 ms).
      const pooled = new MongoClient(server.uri, {
        maxPoolSize: 100,
        minPoolSize: 100,
        maxConnecting: 100,
        serverSelectionTimeoutMS: 5000,
      });
      let created = 0;
      const checkedOut = new Set<number>();
      pooled.on('connectionCreated', () => void (created += 1));
      pooled.on('connectionCheckedOut', (e) => void checkedOut.add(Number(e.connectionId)));
      try {
        await pooled.connect();
        const coll = pooled.db(dbName).collection<AnyDoc>('pool');
        await coll.insertMany(Array.from({ length: 2000 }, (_, i) => ({ kind: 'bulk', v: i, pad: 'p'.repeat(50) })));
        checkedOut.clear();

        const caller = async (i: number) => {
          await coll.insertOne({ kind: 'caller', caller: i, step: 0 });
          if (i % 10 === 0) {
            const bulk = await coll.find({ kind: 'bulk' }).sort({ v: -1 }).toArray();
            expect(bulk).toHaveLength(2000);
            expect(bulk[0]!.v).toBe(1999);
          }
          await coll.updateOne({ kind: 'caller', caller: i }, { $inc: { step: 1 } });
          const [agg] = await coll
            .aggregate([{ $match: { kind: 'caller', caller: i } }, { $group: { _id: '$caller', step: { $sum: '$step' } } }])
            .toArray();
          expect(agg).toEqual({ _id: i, step: 1 });
          const mine = await coll.findOne({ kind: 'caller', caller: i }, { projection: { _id: 0, caller: 1, step: 1 } });
          expect(mine).toEqual({ caller: i, step: 1 });
          await pooled.db('admin').command({ ping: 1 });
          return i;
        };
        const results = await Promise.all(Array.from({ length: 100 }, (_, i) => caller(i)));
        expect(results).toEqual(Array.from({ length: 100 }, (_, i) => i));
        expect(created).toBe(100);
        expect(checkedOut.size).toBeGreaterThanOrEqual(90);
        expect(await coll.countDocuments({ kind: 'caller', step: 1 })).toBe(100);
      } finally {
        await pooled.close();
      }
    }, 30_000);
  });
});
