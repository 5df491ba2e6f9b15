import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { fixedClock } from '../../../lib/clock';
import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { IntegrationKeyModel } from '../integration-key.model';

/** The shop's clock stands still unless a test moves it, so "once a minute" is checked without waiting. */
const START = new Date('2026-03-12T10:00:00.000Z');
const clock = fixedClock(START);
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);

let t: TestApp;
let staff: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  staff = await createTestAdmin();
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => clock.set(START));

async function createKey(name: string): Promise<{ keyId: string; key: string }> {
  return (await request(t.app).post('/api/integrations/keys').set(bearer(staff.token)).send({ name }).expect(201)).body;
}

async function listed(keyId: string): Promise<Record<string, unknown> | undefined> {
  const { body } = await request(t.app).get('/api/integrations/keys').set(bearer(staff.token)).expect(200);
  return (body as Array<Record<string, unknown>>).find((entry) => entry.keyId === keyId);
}

const useKey = (key: string) => request(t.app).get('/api/events?after=0&limit=1').set('X-API-Key', key);

describe('API keys: create, list, revoke', () => {
  it('when staff create a key, then the key is in that answer only and the list shows its name, prefix and creation time', async () => {
    const created = (
      await request(t.app).post('/api/integrations/keys').set(bearer(staff.token)).send({ name: 'Kitchen printer' }).expect(201)
    ).body;
    expect(created).toEqual({
      keyId: expect.any(String),
      name: 'Kitchen printer',
      prefix: created.key.slice(0, 10),
      scopes: ['events'],
      createdAt: expect.any(String),
      key: expect.stringMatching(/^ppk_[A-Za-z0-9_-]{43}$/),
    });

    const entry = await listed(created.keyId);
    expect(entry).toEqual({
      keyId: created.keyId,
      name: 'Kitchen printer',
      prefix: created.prefix,
      scopes: ['events'],
      createdAt: created.createdAt,
    });
    expect(JSON.stringify(await request(t.app).get('/api/integrations/keys').set(bearer(staff.token)))).not.toContain(created.key);
  });

  it('when the name is missing, then 400 with a message and nothing is stored', async () => {
    const before = await IntegrationKeyModel.countDocuments();
    const { body } = await request(t.app).post('/api/integrations/keys').set(bearer(staff.token)).send({}).expect(400);
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    expect(await IntegrationKeyModel.countDocuments()).toBe(before);
  });

  it('when a customer or nobody asks, then 403 or 401 and no key is made or shown', async () => {
    const customer = await createTestCustomer();
    await request(t.app).post('/api/integrations/keys').set(bearer(customer.token)).send({ name: 'Mine' }).expect(403);
    await request(t.app).get('/api/integrations/keys').set(bearer(customer.token)).expect(403);
    await request(t.app).get('/api/integrations/keys').expect(401);
    expect(await IntegrationKeyModel.exists({ name: 'Mine' })).toBeNull();
  });

  it('when staff revoke a key, then the list shows when, the key is refused, and revoking again is fine; an unknown key is 404', async () => {
    const created = await createKey('Courier app');
    await useKey(created.key).expect(200);
    clock.set(at(5));
    await request(t.app).delete(`/api/integrations/keys/${created.keyId}`).set(bearer(staff.token)).expect(204);
    expect(await listed(created.keyId)).toMatchObject({ revokedAt: at(5).toISOString() });
    await useKey(created.key).expect(401);
    await request(t.app).delete(`/api/integrations/keys/${created.keyId}`).set(bearer(staff.token)).expect(204);
    const { body } = await request(t.app)
      .delete('/api/integrations/keys/00000000-0000-4000-8000-000000000000')
      .set(bearer(staff.token))
      .expect(404);
    expect(body).toEqual({ message: 'Key not found', code: 'NOT_FOUND' });
  });
});

describe('API keys: last use', () => {
  it('when a key was never used, then the list has no lastUsedAt', async () => {
    const created = await createKey('Unused');
    expect(await listed(created.keyId)).not.toHaveProperty('lastUsedAt');
  });

  it('when a key authenticates, then lastUsedAt is that moment, written again only once a minute has passed', async () => {
    const created = await createKey('POS');
    await useKey(created.key).expect(200);
    expect((await listed(created.keyId))?.lastUsedAt).toBe(START.toISOString());

    // Used again within the minute: no write, the first use stays.
    clock.set(at(30));
    await useKey(created.key).expect(200);
    clock.set(at(59));
    await useKey(created.key).expect(200);
    expect((await listed(created.keyId))?.lastUsedAt).toBe(START.toISOString());

    clock.set(at(61));
    await useKey(created.key).expect(200);
    expect((await listed(created.keyId))?.lastUsedAt).toBe(at(61).toISOString());
  });

  it('when a used key serves many more requests within the minute, then none of them writes to the database', async () => {
    const created = await createKey('Busy POS');
    await useKey(created.key).expect(200);
    const writes = jest.spyOn(IntegrationKeyModel, 'updateOne');
    try {
      clock.set(at(20));
      await Promise.all(Array.from({ length: 20 }, () => useKey(created.key).expect(200)));
      expect(writes).not.toHaveBeenCalled();
    } finally {
      writes.mockRestore();
    }
    expect((await listed(created.keyId))?.lastUsedAt).toBe(START.toISOString());
  });

  it('when a wrong or revoked key is presented, then no last use is recorded', async () => {
    const created = await createKey('Old tablet');
    await request(t.app).delete(`/api/integrations/keys/${created.keyId}`).set(bearer(staff.token)).expect(204);
    await useKey(created.key).expect(401);
    expect(await listed(created.keyId)).not.toHaveProperty('lastUsedAt');
  });
});
