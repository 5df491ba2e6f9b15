/**
 * (d) 1,000 transactions of the order placement's shape from 16 concurrent writers, through
 * mongoose's `connection.transaction()` as the app runs them: read the draft, the cart and three
 * menu items; take the day's order number and the event seq from the two shared counters; place
 * the draft, empty the cart and append the event. Every writer contends on the counters, so write
 * conflicts (first writer wins) and the driver's retries are part of the figure.
 */
import mongoose from 'mongoose';

import { msSince, now, percentile, rows, withServer } from './common';

const TRANSACTIONS = 1000;
const WRITERS = 16;

interface MenuItem {
  _id: string;
  name: string;
  price: number;
}

interface Counter {
  _id: string;
  seq: number;
}

async function seed(db: mongoose.mongo.Db): Promise<void> {
  await db
    .collection<MenuItem>('menu')
    .insertMany(Array.from({ length: 20 }, (_, i) => ({ _id: `ITEM_${i}`, name: `Item ${i}`, price: 1000 + i })));
  await db
    .collection('carts')
    .insertMany(Array.from({ length: WRITERS }, (_, w) => ({ userId: `user-${w}`, items: [{ menuItemId: 'ITEM_1', quantity: 2 }] })));
  await db.collection('carts').createIndex({ userId: 1 }, { unique: true });
  await db
    .collection('orders')
    .insertMany(
      Array.from({ length: TRANSACTIONS }, (_, i) => ({ orderId: `order-${i}`, userId: `user-${i % WRITERS}`, status: 'PENDING' })),
    );
  await db.collection('orders').createIndex({ orderId: 1 }, { unique: true });
  await db.collection('events').createIndex({ seq: 1 }, { unique: true });
}

async function place(conn: mongoose.Connection, i: number, attempts: { n: number }): Promise<void> {
  const db = conn.db!;
  await conn.transaction(async (session) => {
    attempts.n += 1;
    const draft = await db.collection('orders').findOne({ orderId: `order-${i}` }, { session });
    await db.collection('carts').findOne({ userId: draft!.userId }, { session });
    await db
      .collection<MenuItem>('menu')
      .find({ _id: { $in: ['ITEM_1', 'ITEM_2', 'ITEM_3'] } }, { session })
      .toArray();
    const day = await db
      .collection<Counter>('counters')
      .findOneAndUpdate({ _id: 'order-seq:2026-11-24' }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after', session });
    await db
      .collection('orders')
      .updateOne(
        { _id: draft!._id, status: 'PENDING' },
        { $set: { status: 'PLACED', orderSequence: day!.seq, placedAt: new Date() }, $unset: { draftExpiresAt: 1 } },
        { session },
      );
    await db.collection('carts').updateOne({ userId: draft!.userId }, { $set: { items: [] } }, { session });
    const seq = await db
      .collection<Counter>('counters')
      .findOneAndUpdate({ _id: 'order-events' }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after', session });
    await db
      .collection('events')
      .insertOne({ seq: seq!.seq, type: 'order-created', orderId: `order-${i}`, occurredAt: new Date() }, { session });
  });
}

export async function benchPlacementTransactions(dataDir: string): Promise<void> {
  await withServer({ dataDir }, async (server) => {
    const conn = await mongoose.createConnection(server.uri, { dbName: 'bench', maxPoolSize: WRITERS }).asPromise();
    try {
      await seed(conn.db!);
      const latencies: number[] = [];
      const attempts = { n: 0 };
      let next = 0;
      const start = now();
      await Promise.all(
        Array.from({ length: WRITERS }, async () => {
          for (let i = next++; i < TRANSACTIONS; i = next++) {
            const began = now();
            await place(conn, i, attempts);
            latencies.push(msSince(began));
          }
        }),
      );
      const elapsed = msSince(start);
      const events = await conn.db!.collection('events').countDocuments();
      if (events !== TRANSACTIONS) throw new Error(`placement transactions appended ${events} events, expected ${TRANSACTIONS}`);
      latencies.sort((a, b) => a - b);
      const label = `${TRANSACTIONS.toLocaleString('en')} placement-shaped transactions, ${WRITERS} writers, with dataDir`;
      rows.push({ metric: `(d) ${label}: commits per second`, value: (TRANSACTIONS / elapsed) * 1000, unit: '/s' });
      rows.push({ metric: '(d) same: transaction p50 (retries included)', value: percentile(latencies, 50), unit: 'ms' });
      rows.push({ metric: '(d) same: transaction p99 (retries included)', value: percentile(latencies, 99), unit: 'ms' });
      rows.push({ metric: '(d) same: attempts per commit (write conflicts retried)', value: attempts.n / TRANSACTIONS, unit: 'x' });
    } finally {
      await conn.close();
    }
  });
}
