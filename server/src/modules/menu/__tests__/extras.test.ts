import { extraSchema } from '@pizza/shared';
import request from 'supertest';

import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/extras/get/all', () => {
  it('when asked without a token, then the 12 seeded add-ons come back in seed order as { id, name, price } with their Hungarian name', async () => {
    const res = await request(t.app).get('/api/extras/get/all').expect(200);
    expect(res.body).toHaveLength(12);
    expect(res.body[0]).toEqual({
      id: 'EXT_001',
      name: 'Extra cheese',
      price: 400,
      available: true,
      translations: { hu: { name: 'Extra sajt' } },
      allergens: ['milk'],
    });
    expect(res.body.map((extra: { id: string }) => extra.id)).toEqual(
      Array.from({ length: 12 }, (_, i) => `EXT_${String(i + 1).padStart(3, '0')}`),
    );
    for (const extra of res.body) expect(extraSchema.strict().parse(extra)).toEqual(extra);
  });
});

describe('GET /api/extras/get/:id', () => {
  it('when the id exists, then that add-on comes back', async () => {
    const res = await request(t.app).get('/api/extras/get/EXT_009').expect(200);
    expect(res.body).toEqual({
      id: 'EXT_009',
      name: 'Jalapeño',
      price: 300,
      available: true,
      translations: { hu: { name: 'Jalapeño' } },
      allergens: [],
    });
  });

  it('when the id is unknown, then 404 with a message naming it', async () => {
    const res = await request(t.app).get('/api/extras/get/EXT_999').expect(404);
    expect(res.body).toEqual({ message: 'Extra not found: EXT_999', code: 'NOT_FOUND' });
  });

  it('when the id is malformed, then 400', async () => {
    await request(t.app).get('/api/extras/get/EXT%24001').expect(400);
  });
});
