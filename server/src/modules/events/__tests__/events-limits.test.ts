import request from 'supertest';

import { createTestAdmin } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** RATE_LIMIT_SCALE shrinks every limit: wrong credentials 30 per 15 min -> 3, reads 600 per minute -> 60. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '0.1', TRUST_PROXY: 'loopback' } });
});

afterAll(async () => {
  await t.close();
});

const RATE_LIMITED = { message: 'Too many attempts, please try again later.', code: 'RATE_LIMITED' };

// Each case comes from its own client address (X-Forwarded-For through the trusted loopback proxy).
describe('rate limits on the pull API', () => {
  it('when one key reads past its per-minute limit, then 429', async () => {
    const staff = await createTestAdmin();
    const key = (
      await request(t.app)
        .post('/api/integrations/keys')
        .set('Authorization', `Bearer ${staff.token}`)
        .send({ name: 'Printer' })
        .expect(201)
    ).body.key;
    const read = () => request(t.app).get('/api/events?after=0&limit=1').set('X-API-Key', key).set('X-Forwarded-For', '203.0.113.1');
    let served = 0;
    while ((await read()).status === 200) served += 1;
    expect(served).toBe(60);
  });

  it('when wrong keys are tried past the limit, then 429 even for a right key from that address (nothing revealed before)', async () => {
    const staff = await createTestAdmin();
    const key = (
      await request(t.app).post('/api/integrations/keys').set('Authorization', `Bearer ${staff.token}`).send({ name: 'POS' }).expect(201)
    ).body.key;
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await request(t.app).get('/api/events').set('X-API-Key', `ppk_guess${i}`).set('X-Forwarded-For', '203.0.113.2').expect(401)).body,
      ).toEqual({
        message: 'Invalid credentials',
        code: 'UNAUTHORIZED',
      });
    }
    expect(
      (await request(t.app).get('/api/events').set('X-API-Key', 'ppk_guess4').set('X-Forwarded-For', '203.0.113.2').expect(429)).body,
    ).toEqual(RATE_LIMITED);
    await request(t.app).get('/api/events').set('X-API-Key', key).set('X-Forwarded-For', '203.0.113.2').expect(429);
    await request(t.app).get('/api/events').set('X-API-Key', key).set('X-Forwarded-For', '203.0.113.3').expect(200);
  });
});
