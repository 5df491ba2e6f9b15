/**
 * A webhook endpoint's scopes (docs/integrators/keys.md): by default its receiver gets order
 * summaries without the customer, signed after the redaction; with 'orders' the full summary;
 * endpoints registered before scopes keep full orders; a change applies to the next delivery and a
 * resend. Real receivers verifying the signatures.
 */
import { bearer, until } from '@pizza/test-kit';
import request from 'supertest';

import { placeOrder } from '../../../realtime/__tests__/helpers';
import { createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { AuditEntryModel } from '../../../test/stored-records';
import { WebhookEndpointModel } from '../webhook-endpoint.model';
import { BASE, type Receiver, register, useWebhookApp } from './helpers';

const NAME = 'Réka Névtelen';
const NOTE = 'the oven broke for Réka';

const bed = useWebhookApp();
const { receiver } = bed;
let customer: TestPrincipal;

beforeAll(async () => {
  customer = await createTestCustomer({ name: NAME });
});

/** An order placed and cancelled by staff with their own words: two events. */
async function cancelledOrder() {
  const order = await placeOrder(bed.t.app, customer);
  await request(bed.t.app)
    .patch(`/api/orders/${order.orderId}/status?status=CANCELLED`)
    .set(bearer(bed.staff.token))
    .send({ reason: 'too-busy', note: NOTE })
    .expect(200);
  return order;
}

const orderOf = (arrived: Receiver['received'][number]) => (arrived.cloudEvent.data as { order: Record<string, unknown> }).order;

it('when an endpoint is registered without scopes, then it is listed with events only and its receiver gets signed summaries without the customer', async () => {
  const hook = await receiver();
  const { id } = await register(bed.t.app, bed.staff.token, hook);
  const listed = (await request(bed.t.app).get(BASE).set(bearer(bed.staff.token)).expect(200)).body as Array<{
    id: string;
    scopes: string[];
  }>;
  expect(listed.find((endpoint) => endpoint.id === id)?.scopes).toEqual(['events']);
  const order = await cancelledOrder();
  await until(() => hook.accepted().length === 2, 'both events');

  for (const arrived of hook.received) {
    expect(arrived.verifiedWith).toEqual(hook.secrets); // signed as sent: after the redaction
    expect(arrived.cloudEvent.subject).toBe(order.orderId);
    for (const secret of [NAME, NOTE, customer.user.email]) expect(arrived.body).not.toContain(secret);
    expect(orderOf(arrived)).not.toHaveProperty('customerName');
  }
  expect(orderOf(hook.received[1]!)).toMatchObject({ status: 'CANCELLED', cancelReason: 'the kitchen is too busy right now' });
});

it("when an endpoint has 'orders', then its receiver gets the customer's name and staff's words", async () => {
  const hook = await receiver();
  const { id } = await register(bed.t.app, bed.staff.token, hook, { scopes: ['events', 'orders'] });
  expect((await request(bed.t.app).get(BASE).set(bearer(bed.staff.token))).body[0]).toMatchObject({ id, scopes: ['events', 'orders'] });
  await cancelledOrder();
  await until(() => hook.accepted().length === 2, 'both events');
  expect(hook.received.map((arrived) => orderOf(arrived).customerName)).toEqual([NAME, NAME]);
  expect(orderOf(hook.received[1]!).cancelReason).toBe(`the kitchen is too busy right now: ${NOTE}`);
});

it('when an endpoint was registered before scopes (none stored), then it keeps receiving full orders', async () => {
  const hook = await receiver();
  const { id } = await register(bed.t.app, bed.staff.token, hook);
  await WebhookEndpointModel.updateOne({ _id: id }, { $unset: { scopes: '' } });
  expect((await request(bed.t.app).get(BASE).set(bearer(bed.staff.token))).body[0]).toMatchObject({ id, scopes: ['events', 'orders'] });
  await placeOrder(bed.t.app, customer);
  await until(() => hook.accepted().length === 1, 'the event');
  expect(orderOf(hook.received[0]!).customerName).toBe(NAME);
});

it('when staff change the scopes, then the next delivery and a resend follow them; scopes without events or unknown ones are 400', async () => {
  const hook = await receiver();
  const { id } = await register(bed.t.app, bed.staff.token, hook, { scopes: ['events', 'orders'] });
  await placeOrder(bed.t.app, customer);
  await until(() => hook.accepted().length === 1, 'the first event');
  expect(orderOf(hook.received[0]!).customerName).toBe(NAME);

  const patched = await request(bed.t.app)
    .patch(`${BASE}/${id}`)
    .set(bearer(bed.staff.token))
    .send({ scopes: ['events'] })
    .expect(200);
  expect(patched.body.scopes).toEqual(['events']);
  const audited = await AuditEntryModel.findOne({ action: 'integrations.webhook.changed', subject: id }).lean();
  expect(audited).toMatchObject({ before: { scopes: ['events', 'orders'] }, after: { scopes: ['events'] } });
  await placeOrder(bed.t.app, customer);
  await until(() => hook.accepted().length === 2, 'the second event');
  expect(orderOf(hook.received[1]!)).not.toHaveProperty('customerName');

  await request(bed.t.app).post(`${BASE}/${id}/resend`).set(bearer(bed.staff.token)).send({ eventId: hook.received[0]!.id }).expect(200);
  await until(() => hook.received.length === 3, 'the resend');
  expect(hook.received[2]!.id).toBe(hook.received[0]!.id);
  expect(hook.received[2]!.body).not.toContain(NAME);
  expect(hook.received[2]!.verifiedWith).toEqual(hook.secrets);

  for (const scopes of [['orders'], [], ['menu'], ['events', 'all']]) {
    const res = await request(bed.t.app).patch(`${BASE}/${id}`).set(bearer(bed.staff.token)).send({ scopes }).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
  }
  const refused = await request(bed.t.app)
    .post(BASE)
    .set(bearer(bed.staff.token))
    .send({ url: hook.url, scopes: ['orders'] })
    .expect(400);
  expect(refused.body.message).toContain("keep the 'events' scope");
  expect((await WebhookEndpointModel.findById(id).lean())?.scopes).toEqual(['events']);
});
