/**
 * Integrator keys and webhooks in the audit log (docs/product/audit-log.md), on the real app and
 * database: created, revoked, changed, rotated, replayed and deleted, each with who and what, never
 * a key or a secret; a refused change leaves no entry.
 */
import { type AuditAction, type AuditEntry, auditPageSchema } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { createTestAdmin, type TestPrincipal } from '../../../test/auth';
import { OrderEventModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { BASE, fastOverrides, type Receiver, register, startReceiver } from './helpers';

let t: TestApp;
let staff: TestPrincipal;
let receiver: Receiver;

beforeAll(async () => {
  t = await createTestApp({ overrides: fastOverrides() });
  staff = await createTestAdmin({ name: 'Ivan Integrations' });
  receiver = await startReceiver();
});

afterAll(async () => {
  await receiver.close();
  await t.close();
});

/** Every entry of this kind about `subject`, newest first, as the owner's page reads them. */
async function entries(action: AuditAction, subject: string): Promise<AuditEntry[]> {
  const res = await request(t.app).get('/api/audit').query({ action, limit: 200 }).set(bearer(staff.token)).expect(200);
  return auditPageSchema.parse(res.body).entries.filter((entry) => entry.subject === subject);
}

const by = () => ({ actorId: staff.user.id, actorName: 'Ivan Integrations', actorEmail: staff.user.email });

describe('integrator keys', () => {
  it('when a key is created and revoked, then key.created names it (never the key) and key.revoked once, however often it is revoked', async () => {
    const created = await request(t.app).post('/api/integrations/keys').set(bearer(staff.token)).send({ name: 'Till' }).expect(201);
    const { keyId, key, prefix } = created.body as { keyId: string; key: string; prefix: string };
    const [made] = await entries('integrations.key.created', keyId);
    expect(made).toMatchObject({ ...by(), after: { name: 'Till', prefix } });
    expect(JSON.stringify(made)).not.toContain(key);
    await request(t.app).delete(`/api/integrations/keys/${keyId}`).set(bearer(staff.token)).expect(204);
    await request(t.app).delete(`/api/integrations/keys/${keyId}`).set(bearer(staff.token)).expect(204);
    const revoked = await entries('integrations.key.revoked', keyId);
    expect(revoked).toHaveLength(1);
    expect(revoked[0]).toMatchObject({ ...by(), after: { name: 'Till', prefix } });
  });

  it('when an unknown key is revoked, then 404 and no entry', async () => {
    await request(t.app).delete('/api/integrations/keys/no-such-key').set(bearer(staff.token)).expect(404);
    expect(await entries('integrations.key.revoked', 'no-such-key')).toEqual([]);
  });
});

describe('webhooks', () => {
  it('when an endpoint is created, changed, rotated, replayed and deleted, then each is recorded with its before/after and no secret', async () => {
    const { id, secret } = await register(t.app, staff.token, receiver, { description: 'Till' });
    expect((await entries('integrations.webhook.created', id))[0]).toMatchObject({
      ...by(),
      after: { url: receiver.url, description: 'Till', enabled: true },
    });

    await request(t.app).patch(`${BASE}/${id}`).set(bearer(staff.token)).send({ enabled: false, description: 'Old till' }).expect(200);
    expect((await entries('integrations.webhook.changed', id))[0]).toMatchObject({
      ...by(),
      before: { description: 'Till', enabled: true },
      after: { description: 'Old till', enabled: false },
    });

    const rotated = await request(t.app).post(`${BASE}/${id}/rotate-secret`).set(bearer(staff.token)).expect(200);
    const [rotation] = await entries('integrations.webhook.rotated', id);
    expect(rotation).toMatchObject({ ...by(), after: { previousSecretExpiresAt: rotated.body.previousSecretExpiresAt } });

    await request(t.app).post(`${BASE}/${id}/replay`).set(bearer(staff.token)).send({ fromSeq: 1 }).expect(200);
    expect((await entries('integrations.webhook.replayed', id))[0]).toMatchObject({ ...by(), after: { fromSeq: 1, deliveredUpTo: 0 } });

    await request(t.app).delete(`${BASE}/${id}`).set(bearer(staff.token)).expect(204);
    expect((await entries('integrations.webhook.deleted', id))[0]).toMatchObject({
      ...by(),
      before: { description: 'Old till', enabled: false },
    });

    const everything = (await request(t.app).get('/api/audit').query({ limit: 200 }).set(bearer(staff.token)).expect(200)).text;
    for (const hidden of [secret, rotated.body.secret as string]) expect(everything).not.toContain(hidden);
  });

  it('when one event is resent, then integrations.webhook.replayed names the event', async () => {
    const { id } = await register(t.app, staff.token, receiver);
    await request(t.app).put('/api/restaurant/busy').set(bearer(staff.token)).send({ extraMinutes: 15 }).expect(200);
    const event = (await OrderEventModel.find({ type: 'restaurant-status-changed' }).sort({ seq: -1 }).limit(1).lean())[0]!;
    await request(t.app).post(`${BASE}/${id}/resend`).set(bearer(staff.token)).send({ eventId: event.eventId }).expect(200);
    expect((await entries('integrations.webhook.replayed', id))[0]).toMatchObject({
      ...by(),
      after: { eventId: event.eventId, seq: event.seq },
    });
  });

  it('when a change names an endpoint that does not exist, then 404 and nothing is recorded', async () => {
    await request(t.app).patch(`${BASE}/nope`).set(bearer(staff.token)).send({ enabled: false }).expect(404);
    await request(t.app).delete(`${BASE}/nope`).set(bearer(staff.token)).expect(404);
    await request(t.app).post(`${BASE}/nope/rotate-secret`).set(bearer(staff.token)).expect(404);
    for (const action of ['integrations.webhook.changed', 'integrations.webhook.deleted', 'integrations.webhook.rotated'] as const)
      expect(await entries(action, 'nope')).toEqual([]);
  });
});
