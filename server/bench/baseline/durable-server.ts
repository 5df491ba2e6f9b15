/**
 * The durable baseline of bench:realtime and bench:orders (docs/performance/README.md#the-durable-baseline):
 * the least a status change can cost on this machine at this moment. A minimal Express server with
 * the `mongodb` driver (no mongoose, no app code) on the same database as the shop under test: per
 * `POST /change` it runs one transaction shaped like the shop's (update one order document, take
 * the next seq from a counter, insert one event with it), commits, then broadcasts the event over
 * its own Socket.IO server to its `staff` room and the customer's room, and answers. Its
 * transactions take turns, one at a time, as the shop's take turns on its counter: concurrent ones
 * would conflict on the counter document and retry, and a retry storm is no floor.
 *
 * It writes its own collections and counter (`baseline_*`), so the shop's event log and seq stay
 * untouched, but it shares the shop's journal, fsync and database thread, which is the point: a
 * slow disk or a busy machine slows both, and the ratio of the two is what the budgets judge.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import express from 'express';
import { type ClientSession, MongoClient } from 'mongodb';
import { Server } from 'socket.io';

/** How many order documents the changes cycle through (each change updates one of them). */
const ORDERS = 400;
const COUNTER_ID = 'baseline-events';
const STATUSES = ['PREPARING', 'READY_FOR_PICKUP', 'COMPLETED'] as const;

export interface DurableBaseline {
  port: number;
  close(): Promise<void>;
}

/**
 * Starts the baseline on `uri` / `dbName`. Sockets join the room they name in `auth.room`
 * (`staff`, or `customer:<n>`); `POST /change?to=<n>&n=<k>` changes order k % 400 and sends the
 * event (with its `seq`, and `n` as `key` so the bench can match it to its request) to `staff` and
 * `customer:<n>`.
 */
export async function startDurableBaseline(uri: string, dbName: string): Promise<DurableBaseline> {
  const client = await new MongoClient(uri).connect();
  const db = client.db(dbName);
  const orders = db.collection<{ _id: number; status: string; version: number }>('baseline_orders');
  const events = db.collection('baseline_events');
  const counters = db.collection<{ _id: string; seq: number }>('baseline_counters');
  // The shop's event log has the same unique seq index: the insert pays for it too.
  await events.createIndex({ seq: 1 }, { unique: true });
  await orders.deleteMany({});
  await orders.insertMany(Array.from({ length: ORDERS }, (_v, i) => ({ _id: i, status: 'PLACED', version: 0 })));

  const app = express();
  const server = http.createServer(app);
  const io = new Server(server, { serveClient: false });
  io.on('connection', (socket) => void socket.join(String(socket.handshake.auth.room)));

  let lastTurn: Promise<unknown> = Promise.resolve();
  const commit = (session: ClientSession, orderId: number, status: string) =>
    session.withTransaction(async () => {
      await orders.updateOne({ _id: orderId }, { $set: { status }, $inc: { version: 1 } }, { session });
      const counter = await counters.findOneAndUpdate(
        { _id: COUNTER_ID },
        { $inc: { seq: 1 } },
        { upsert: true, returnDocument: 'after', session },
      );
      const doc = {
        seq: counter!.seq,
        eventId: randomUUID(),
        type: 'status-changed',
        orderId: String(orderId),
        occurredAt: new Date(),
        payload: { status },
      };
      await events.insertOne(doc, { session });
      return doc;
    });

  app.post('/change', async (req, res) => {
    const n = Number(req.query.n);
    const to = String(req.query.to);
    const orderId = n % ORDERS;
    const status = STATUSES[Math.floor(n / ORDERS) % STATUSES.length]!;
    const session = client.startSession();
    const turn = lastTurn.then(() => commit(session, orderId, status));
    lastTurn = turn.catch(() => undefined);
    try {
      const event = await turn;
      io.to('staff')
        .to(`customer:${to}`)
        .emit('status-changed', { ...event, key: n });
      res.json({ seq: event.seq });
    } catch (err) {
      res.status(500).json({ message: (err as Error).message });
    } finally {
      await session.endSession();
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      await io.close(); // closes the HTTP server too
      await client.close();
    },
  };
}
