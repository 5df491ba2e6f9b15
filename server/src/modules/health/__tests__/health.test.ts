import mongoose from 'mongoose';
import request from 'supertest';

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

it('when mongoose is disconnected, then health is 503 with db down', async () => {
  await mongoose.disconnect();
  const res = await request(t.app).get('/api/health').expect(503);
  expect(res.body).toMatchObject({ status: 'degraded', db: 'down' });
});
