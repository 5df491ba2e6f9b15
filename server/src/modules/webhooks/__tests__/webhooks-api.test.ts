/**
 * The staff API of webhooks on the real app and database: who may use it, what a registration
 * accepts and answers (the secret once, never in the list), changes, rotation signing with both
 * secrets, the test event against a real receiver, the delivery log, deletion.
 */
import { WEBHOOK_SECRET_PREFIX, WEBHOOK_TEST_EVENT_TYPE, webhookEndpointSchema } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { BASE, fastOverrides, type Receiver, register, startReceiver } from './helpers';

let t: TestApp;
let staff: TestPrincipal;
let receiver: Receiver;

beforeAll(async () => {
  t = await createTestApp({ overrides: fastOverrides() });
  staff = await createTestAdmin();
  receiver = await startReceiver();
});

afterAll(async () => {
  await receiver.close();
  await t.close();
});

describe('who may manage webhooks', () => {
  it('when nobody signs in, then every route answers 401; a customer gets 403; nothing is created', async () => {
    const customer = await createTestCustomer();
    const routes = [
      request(t.app).get(BASE),
      request(t.app).post(BASE).send({ url: receiver.url }),
      request(t.app).patch(`${BASE}/abc`).send({ enabled: false }),
      request(t.app).delete(`${BASE}/abc`),
      request(t.app).post(`${BASE}/abc/rotate-secret`),
      request(t.app).post(`${BASE}/abc/test`),
      request(t.app).get(`${BASE}/abc/deliveries`),
      request(t.app).post(`${BASE}/abc/resend`).send({ eventId: 'x' }),
      request(t.app).post(`${BASE}/abc/replay`).send({ fromSeq: 1 }),
    ];
    for (const res of await Promise.all(routes)) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    }
    const asCustomer = await request(t.app).post(BASE).set(bearer(customer.token)).send({ url: receiver.url });
    expect(asCustomer.status).toBe(403);
    expect((await request(t.app).get(BASE).set(bearer(customer.token))).status).toBe(403);
    const list = await request(t.app).get(BASE).set(bearer(staff.token)).expect(200);
    expect(list.body.filter((endpoint: { url: string }) => endpoint.url === receiver.url)).toEqual([]);
  });
});

describe('registering', () => {
  it('when staff register an endpoint, then the answer has the secret once and the list shows it without any secret', async () => {
    const res = await request(t.app)
      .post(BASE)
      .set(bearer(staff.token))
      .send({ url: receiver.url, description: ' Till in the kitchen ', eventTypes: ['order-created', 'order-created'] })
      .expect(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      url: receiver.url,
      description: 'Till in the kitchen',
      eventTypes: ['order-created'],
      enabled: true,
      state: 'ok',
      failureCount: 0,
      lastSeq: 0,
    });
    expect(res.body.id).toEqual(expect.any(String));
    expect(Date.parse(res.body.createdAt)).not.toBeNaN();
    expect(res.body.secret).toMatch(new RegExp(`^${WEBHOOK_SECRET_PREFIX}[A-Za-z0-9+/]{32}$`));
    expect(Buffer.from(res.body.secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64')).toHaveLength(24);

    const list = await request(t.app).get(BASE).set(bearer(staff.token)).expect(200);
    const listed = list.body.find((endpoint: { id: string }) => endpoint.id === res.body.id);
    expect(webhookEndpointSchema.strict().parse(listed)).toEqual(listed);
    expect(JSON.stringify(list.body)).not.toContain(res.body.secret);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');
  });

  it.each([
    [{}, 'VALIDATION_ERROR'],
    [{ url: '' }, 'VALIDATION_ERROR'],
    [{ url: 'not a url' }, 'VALIDATION_ERROR'],
    [{ url: 'ftp://example.com/x' }, 'VALIDATION_ERROR'],
    [{ url: 'https://example.com/x', eventTypes: ['order-deleted'] }, 'VALIDATION_ERROR'],
    [{ url: 'https://example.com/x', eventTypes: 'order-created' }, 'VALIDATION_ERROR'],
    [{ url: 'https://example.com/x', secret: 'whsec_mine' }, 'VALIDATION_ERROR'],
    [{ url: { $gt: '' } }, 'VALIDATION_ERROR'],
    [{ url: 'http://example.com/x' }, 'BAD_REQUEST'],
    [{ url: 'http://127.0.0.1/x' }, 'BAD_REQUEST'],
    [{ url: 'http://user:pw@127.0.0.1:9/x' }, 'BAD_REQUEST'],
    [{ url: 'https://127.0.0.1:8443/x' }, 'BAD_REQUEST'],
    [{ url: 'https://169.254.169.254/latest/meta-data' }, 'BAD_REQUEST'],
  ])('when the body is %j, then 400 %s with a message and nothing is stored', async (body, code) => {
    const before = (await request(t.app).get(BASE).set(bearer(staff.token))).body.length;
    const res = await request(t.app).post(BASE).set(bearer(staff.token)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.message).toEqual(expect.any(String));
    expect((await request(t.app).get(BASE).set(bearer(staff.token))).body.length).toBe(before);
  });

  it('when the URL is http to localhost with a port in the embedded mode, then it is accepted', async () => {
    const res = await request(t.app).post(BASE).set(bearer(staff.token)).send({ url: 'http://localhost:9/hook' });
    expect(res.status).toBe(201);
    await request(t.app).delete(`${BASE}/${res.body.id}`).set(bearer(staff.token)).expect(204);
  });
});

describe('changing, rotating, testing, deleting', () => {
  it('when staff change the endpoint, then the list shows it; disabling and enabling move the state', async () => {
    const { id } = await register(t.app, staff.token, receiver);
    const changed = await request(t.app)
      .patch(`${BASE}/${id}`)
      .set(bearer(staff.token))
      .send({ description: 'POS', eventTypes: ['status-changed'] })
      .expect(200);
    expect(changed.body).toMatchObject({ id, description: 'POS', eventTypes: ['status-changed'], state: 'ok' });
    const disabled = await request(t.app).patch(`${BASE}/${id}`).set(bearer(staff.token)).send({ enabled: false }).expect(200);
    expect(disabled.body).toMatchObject({ enabled: false, state: 'disabled' });
    expect(disabled.body.disabledReason).toBeUndefined();
    const enabled = await request(t.app).patch(`${BASE}/${id}`).set(bearer(staff.token)).send({ enabled: true }).expect(200);
    expect(enabled.body).toMatchObject({ enabled: true, state: 'ok', failureCount: 0 });

    expect((await request(t.app).patch(`${BASE}/${id}`).set(bearer(staff.token)).send({})).status).toBe(400);
    expect((await request(t.app).patch(`${BASE}/${id}`).set(bearer(staff.token)).send({ enabled: 'yes' })).status).toBe(400);
    expect((await request(t.app).patch(`${BASE}/${id}`).set(bearer(staff.token)).send({ url: 'https://10.0.0.1/x' })).status).toBe(400);
    expect((await request(t.app).patch(`${BASE}/no-such-endpoint`).set(bearer(staff.token)).send({ enabled: false })).status).toBe(404);
    const listed = (await request(t.app).get(BASE).set(bearer(staff.token))).body.find((endpoint: { id: string }) => endpoint.id === id);
    expect(listed.url).toBe(receiver.url);
  });

  it('when the secret is rotated, then a test event is signed with both the new and the old secret, and the receiver verifies it', async () => {
    const { id, secret: oldSecret } = await register(t.app, staff.token, receiver);
    const rotated = await request(t.app).post(`${BASE}/${id}/rotate-secret`).set(bearer(staff.token)).expect(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(oldSecret);
    expect(Date.parse(rotated.body.previousSecretExpiresAt) - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
    receiver.secrets.push(rotated.body.secret);

    const test = await request(t.app).post(`${BASE}/${id}/test`).set(bearer(staff.token)).expect(200);
    expect(test.body).toMatchObject({ trigger: 'test', ok: true, statusCode: 200, attempt: 1, eventType: WEBHOOK_TEST_EVENT_TYPE });
    const arrived = receiver.received.find((r) => r.id === test.body.eventId)!;
    expect(arrived.signature.split(' ')).toHaveLength(2);
    expect(arrived.verifiedWith).toEqual(expect.arrayContaining([oldSecret, rotated.body.secret]));
    expect(arrived.contentType).toBe('application/cloudevents+json');
    expect(arrived.cloudEvent).toMatchObject({
      specversion: '1.0',
      type: WEBHOOK_TEST_EVENT_TYPE,
      subject: id,
      source: t.config.publicUrl,
    });
    expect(Math.abs(Number(arrived.timestamp) - Date.now() / 1000)).toBeLessThan(60);

    const deliveries = await request(t.app).get(`${BASE}/${id}/deliveries?limit=5`).set(bearer(staff.token)).expect(200);
    expect(deliveries.body[0]).toMatchObject({ eventId: test.body.eventId, ok: true, statusCode: 200, trigger: 'test' });
    expect(deliveries.body[0].durationMs).toEqual(expect.any(Number));
  });

  it('when the test event fails, then the answer says how, and the endpoint state does not change', async () => {
    const failing = await startReceiver();
    failing.answer = () => ({ status: 500 });
    try {
      const { id } = await register(t.app, staff.token, failing);
      const test = await request(t.app).post(`${BASE}/${id}/test`).set(bearer(staff.token)).expect(200);
      expect(test.body).toMatchObject({ ok: false, statusCode: 500, error: 'HTTP 500' });
      const listed = (await request(t.app).get(BASE).set(bearer(staff.token))).body.find((endpoint: { id: string }) => endpoint.id === id);
      expect(listed).toMatchObject({ state: 'ok', failureCount: 0 });
    } finally {
      await failing.close();
    }
  });

  it('when the receiver is not listening, then the test answers with the connection error and no status', async () => {
    const gone = await startReceiver();
    await gone.close();
    const { id } = await register(t.app, staff.token, gone);
    const test = await request(t.app).post(`${BASE}/${id}/test`).set(bearer(staff.token)).expect(200);
    expect(test.body.ok).toBe(false);
    expect(test.body.statusCode).toBeUndefined();
    expect(test.body.error).toMatch(/ECONNREFUSED/);
  });

  it('when an endpoint is deleted, then it is gone from the list, its deliveries are gone, and its routes answer 404', async () => {
    const { id } = await register(t.app, staff.token, receiver);
    await request(t.app).post(`${BASE}/${id}/test`).set(bearer(staff.token)).expect(200);
    await request(t.app).delete(`${BASE}/${id}`).set(bearer(staff.token)).expect(204);
    const list = await request(t.app).get(BASE).set(bearer(staff.token)).expect(200);
    expect(list.body.map((endpoint: { id: string }) => endpoint.id)).not.toContain(id);
    expect((await request(t.app).get(`${BASE}/${id}/deliveries`).set(bearer(staff.token))).status).toBe(404);
    expect((await request(t.app).delete(`${BASE}/${id}`).set(bearer(staff.token))).status).toBe(404);
    expect((await request(t.app).post(`${BASE}/${id}/test`).set(bearer(staff.token))).body.code).toBe('NOT_FOUND');
    expect((await request(t.app).post(`${BASE}/${id}/rotate-secret`).set(bearer(staff.token))).status).toBe(404);
  });

  it('when bad ids or bodies reach the other routes, then 400 or 404, never 500', async () => {
    const { id } = await register(t.app, staff.token, receiver);
    const answers = await Promise.all([
      request(t.app).get(`${BASE}/${id}/deliveries?limit=0`).set(bearer(staff.token)),
      request(t.app).get(`${BASE}/${id}/deliveries?limit=abc`).set(bearer(staff.token)),
      request(t.app).post(`${BASE}/${id}/replay`).set(bearer(staff.token)).send({ fromSeq: 0 }),
      request(t.app).post(`${BASE}/${id}/replay`).set(bearer(staff.token)).send({}),
      request(t.app).post(`${BASE}/${id}/replay`).set(bearer(staff.token)).send({ fromSeq: 1_000_000 }),
      request(t.app)
        .post(`${BASE}/${id}/resend`)
        .set(bearer(staff.token))
        .send({ eventId: { $ne: null } }),
      request(t.app).post(`${BASE}/${id}/resend`).set(bearer(staff.token)).send({ eventId: 'no-such-event' }),
      request(t.app).post(`${BASE}/$where/test`).set(bearer(staff.token)),
    ]);
    expect(answers.map((res) => res.status)).toEqual([400, 400, 400, 400, 400, 400, 404, 400]);
    for (const res of answers) expect(res.body.message).toEqual(expect.any(String));
  });
});

it('the OpenAPI document describes the webhook routes', async () => {
  const doc = await request(t.app).get('/api/openapi.json').expect(200);
  expect(Object.keys(doc.body.paths)).toEqual(
    expect.arrayContaining([
      BASE,
      `${BASE}/{id}`,
      `${BASE}/{id}/rotate-secret`,
      `${BASE}/{id}/test`,
      `${BASE}/{id}/deliveries`,
      `${BASE}/{id}/resend`,
      `${BASE}/{id}/replay`,
    ]),
  );
  expect(doc.body.components.schemas.WebhookEndpoint).toBeDefined();
});
