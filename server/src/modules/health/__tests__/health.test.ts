import mongoose from 'mongoose';
import request from 'supertest';

import { inTransaction } from '../../../db/transaction';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

it('when the database is connected, then health is 200 with db up', async () => {
  const res = await request(t.app).get('/api/health').expect(200);
  expect(res.body).toMatchObject({ status: 'ok', db: 'up' });
});

it('when transactions commit, one after a write conflict, then health counts the commits and the re-run', async () => {
  const { committed, retries } = (await request(t.app).get('/api/health').expect(200)).body.transactions;
  const counters = mongoose.connection.collection<{ _id: string; n: number }>('health_counts');
  await counters.insertOne({ _id: 'hot', n: 0 });
  let conflicted = false;
  await inTransaction(async (session) => {
    await counters.findOne({ _id: 'hot' }, { session }); // the transaction's snapshot starts here
    if (!conflicted) {
      conflicted = true;
      await counters.updateOne({ _id: 'hot' }, { $inc: { n: 1 } }); // committed after the snapshot
    }
    await counters.updateOne({ _id: 'hot' }, { $inc: { n: 1 } }, { session }); // conflicts once, then re-runs
  });
  const after = (await request(t.app).get('/api/health').expect(200)).body.transactions;
  expect(after.committed).toBeGreaterThanOrEqual(committed + 1);
  expect(after.retries).toBeGreaterThan(retries);
});

it('when mongoose is disconnected, then health is 503 with db down', async () => {
  await mongoose.disconnect();
  const res = await request(t.app).get('/api/health').expect(503);
  expect(res.body).toMatchObject({ status: 'degraded', db: 'down' });
});
