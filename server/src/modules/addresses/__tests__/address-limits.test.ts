import request from 'supertest';

import { createTestApp, type TestApp } from '../../../test/test-app';

/** RATE_LIMIT_SCALE shrinks every limit: validate 60/min -> 3, suggest 120/min -> 6. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '0.05' } });
});

afterAll(async () => {
  await t.close();
});

const RATE_LIMITED = { message: 'Too many attempts, please try again later.', code: 'RATE_LIMITED' };

describe('rate limits on the public address endpoints', () => {
  it('when validate is called past its limit, then 429', async () => {
    const body = { street: 'Piac utca', latitude: 47.53, longitude: 21.62 };
    for (let i = 0; i < 3; i += 1) await request(t.app).post('/api/address/validate').send(body).expect(200);
    expect((await request(t.app).post('/api/address/validate').send(body).expect(429)).body).toEqual(RATE_LIMITED);
  });

  it('when suggest is called past its limit, then 429', async () => {
    for (let i = 0; i < 6; i += 1) await request(t.app).get('/api/address/suggest?q=pi').expect(200);
    expect((await request(t.app).get('/api/address/suggest?q=pi').expect(429)).body).toEqual(RATE_LIMITED);
  });
});
