/**
 * The durable outbox on the real app, database and event log, to real HTTP receivers that verify
 * the signatures: orders placed through the API arrive as signed CloudEvents in seq order; a
 * failing receiver gets the same event again on the (millisecond) schedule and nothing after it
 * first; Retry-After is honoured; 410 and a used-up schedule disable the endpoint and enabling it
 * resumes where it stopped; event types filter; shop-wide events; replay and resend.
 */
import { CLOUD_EVENT_TYPES, cloudEventSequence } from '@pizza/shared';
import { bearer, until } from '@pizza/test-kit';
import request from 'supertest';

import { changeStatus, customers, placeOrder } from '../../../realtime/__tests__/helpers';
import { BASE, type Receiver, register, useWebhookApp } from './helpers';

const bed = useWebhookApp();
const { receiver } = bed;

const endpointOf = async (id: string) =>
  ((await request(bed.t.app).get(BASE).set(bearer(bed.staff.token))).body as Array<Record<string, unknown>>).find(
    (endpoint) => endpoint.id === id,
  )!;

const seqsOf = (received: Receiver['received']) => received.map((r) => r.cloudEvent.data.seq);

it('when orders are placed and moved through the API, then each event arrives once as a signed CloudEvent, in seq order, and the cursor follows', async () => {
  const hook = await receiver();
  const before = await bed.t.deps.events.latestSeq();
  const { id } = await register(bed.t.app, bed.staff.token, hook);
  const [customer] = await customers(1);
  const order = await placeOrder(bed.t.app, customer!);
  await changeStatus(bed.t.app, bed.staff.token, order.orderId, 'PREPARING').expect(200);
  await until(() => hook.accepted().length === 2, 'two events');

  const [created, moved] = hook.received;
  expect(created!.cloudEvent).toMatchObject({
    specversion: '1.0',
    id: created!.id,
    source: bed.t.config.publicUrl,
    type: CLOUD_EVENT_TYPES['order-created'],
    subject: order.orderId,
    datacontenttype: 'application/json',
    sequence: cloudEventSequence(before + 1),
    data: { type: 'order-created', seq: before + 1, orderId: order.orderId },
  });
  expect(moved!.cloudEvent).toMatchObject({
    type: CLOUD_EVENT_TYPES['status-changed'],
    data: { seq: before + 2, previousStatus: 'PLACED' },
  });
  for (const arrived of hook.received) {
    expect(arrived.verifiedWith).toEqual(hook.secrets);
    expect(arrived.signature).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    expect(arrived.id).toBe(arrived.cloudEvent.data.eventId);
    expect(arrived.contentType).toBe('application/cloudevents+json');
  }
  await until(async () => (await endpointOf(id)).lastSeq === before + 2, 'the cursor at the last event');
  const deliveries = await request(bed.t.app).get(`${BASE}/${id}/deliveries`).set(bearer(bed.staff.token)).expect(200);
  expect(deliveries.body.map((d: { seq: number }) => d.seq)).toEqual([before + 2, before + 1]);
  expect(deliveries.body[0]).toMatchObject({ trigger: 'delivery', ok: true, statusCode: 200, attempt: 1, eventId: moved!.id });
});

it('when an endpoint is registered after some events, then it only gets later ones; with event types set, only those types, and the cursor passes the others', async () => {
  const [customer] = await customers(1);
  const earlier = await placeOrder(bed.t.app, customer!);
  const all = await receiver();
  const onlyStatus = await receiver();
  await register(bed.t.app, bed.staff.token, all);
  const { id } = await register(bed.t.app, bed.staff.token, onlyStatus, { eventTypes: ['status-changed'] });
  await changeStatus(bed.t.app, bed.staff.token, earlier.orderId, 'PREPARING').expect(200);
  const later = await placeOrder(bed.t.app, customer!);
  await changeStatus(bed.t.app, bed.staff.token, later.orderId, 'PREPARING').expect(200);
  await until(() => all.accepted().length === 3 && onlyStatus.accepted().length === 2, 'the events after registration');
  expect(all.received.map((r) => r.cloudEvent.data.type)).toEqual(['status-changed', 'order-created', 'status-changed']);
  expect(onlyStatus.received.map((r) => r.cloudEvent.data.type)).toEqual(['status-changed', 'status-changed']);
  expect(all.received.map((r) => r.cloudEvent.subject)).not.toContain(undefined);
  await until(async () => (await endpointOf(id)).lastSeq === seqsOf(all.received).at(-1), 'the filtered endpoint cursor at the end');
});

it('when staff change the shop, then restaurant-status-changed is delivered like any event, and an endpoint that takes only it gets nothing else', async () => {
  const all = await receiver();
  const onlyShop = await receiver();
  await register(bed.t.app, bed.staff.token, all);
  await register(bed.t.app, bed.staff.token, onlyShop, { eventTypes: ['restaurant-status-changed'] });
  const [customer] = await customers(1);
  await placeOrder(bed.t.app, customer!);
  try {
    await request(bed.t.app).put('/api/restaurant/busy').set(bearer(bed.staff.token)).send({ extraMinutes: 15 }).expect(200);
    await until(() => all.accepted().length === 2 && onlyShop.accepted().length === 1, 'the order and the shop change');
  } finally {
    await request(bed.t.app).put('/api/restaurant/busy').set(bearer(bed.staff.token)).send({ extraMinutes: 0 }).expect(200);
  }
  expect(all.received.slice(0, 2).map((r) => r.cloudEvent.data.type)).toEqual(['order-created', 'restaurant-status-changed']);
  expect(onlyShop.received[0]!.cloudEvent).toMatchObject({
    type: CLOUD_EVENT_TYPES['restaurant-status-changed'],
    subject: 'restaurant',
    data: { type: 'restaurant-status-changed', status: { busyExtraMinutes: 15 } },
  });
  expect(onlyShop.received[0]!.verifiedWith).toEqual(onlyShop.secrets);
});

it('when the receiver fails twice, then the same event (same webhook-id) comes again until it succeeds, nothing after it first, and the state goes failing and back to ok', async () => {
  const hook = await receiver();
  hook.answer = (n) => ({ status: n < 2 ? 500 : 200 });
  const { id } = await register(bed.t.app, bed.staff.token, hook);
  const [customer] = await customers(1);
  const first = await placeOrder(bed.t.app, customer!);
  await until(() => hook.received.length >= 1, 'the first attempt');
  await placeOrder(bed.t.app, customer!);
  await until(() => hook.accepted().length === 2, 'both events');
  expect(hook.received.map((r) => r.status)).toEqual([500, 500, 200, 200]);
  expect(new Set(hook.received.slice(0, 3).map((r) => r.id)).size).toBe(1);
  expect(hook.received[0]!.cloudEvent.subject).toBe(first.orderId);
  const deliveries = (await request(bed.t.app).get(`${BASE}/${id}/deliveries`).set(bearer(bed.staff.token))).body as Array<
    Record<string, unknown>
  >;
  expect(deliveries.map((d) => [d.attempt, d.ok, d.statusCode])).toEqual([
    [1, true, 200],
    [3, true, 200],
    [2, false, 500],
    [1, false, 500],
  ]);
  expect(deliveries[2]!.error).toBe('HTTP 500');
  await until(async () => (await endpointOf(id)).state === 'ok', 'the state back to ok');
  expect(await endpointOf(id)).toMatchObject({ failureCount: 0 });
  expect((await endpointOf(id)).failingSince).toBeUndefined();
});

it('while the receiver keeps failing, then the list shows it failing since the first failure with the count', async () => {
  const hook = await receiver();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  hook.answer = (n) => (n < 1 ? { status: 503 } : { status: 200, hold: held });
  const { id } = await register(bed.t.app, bed.staff.token, hook);
  const [customer] = await customers(1);
  await placeOrder(bed.t.app, customer!);
  await until(async () => (await endpointOf(id)).state === 'failing', 'the failing state');
  const failing = await endpointOf(id);
  expect(failing).toMatchObject({ failureCount: 1, lastError: 'HTTP 503', enabled: true });
  expect(Date.parse(failing.failingSince as string)).not.toBeNaN();
  release();
  await until(async () => (await endpointOf(id)).state === 'ok', 'ok again');
});

it('when every retry fails, then the endpoint is disabled after the last one, and enabling it again delivers the event it stopped at', async () => {
  const hook = await receiver();
  let healthy = false;
  hook.answer = () => ({ status: healthy ? 200 : 502 });
  const { id } = await register(bed.t.app, bed.staff.token, hook);
  const [customer] = await customers(1);
  const order = await placeOrder(bed.t.app, customer!);
  await until(async () => (await endpointOf(id)).state === 'disabled', 'the endpoint disabled');
  expect(hook.received.map((r) => r.status)).toEqual([502, 502, 502, 502]); // the first try and the 3 retries of the test schedule
  expect(await endpointOf(id)).toMatchObject({ enabled: false, disabledReason: 'failures', failureCount: 4, lastError: 'HTTP 502' });

  await placeOrder(bed.t.app, customer!);
  healthy = true;
  await request(bed.t.app).patch(`${BASE}/${id}`).set(bearer(bed.staff.token)).send({ enabled: true }).expect(200);
  await until(() => hook.accepted().length === 2, 'both events after enabling');
  expect(hook.accepted()[0]!.cloudEvent.subject).toBe(order.orderId);
  expect(await endpointOf(id)).toMatchObject({ state: 'ok', failureCount: 0 });
});

it('when the receiver answers 410 Gone, then the endpoint is disabled at once and gets nothing more', async () => {
  const hook = await receiver();
  hook.answer = () => ({ status: 410 });
  const { id } = await register(bed.t.app, bed.staff.token, hook);
  const [customer] = await customers(1);
  await placeOrder(bed.t.app, customer!);
  await until(async () => (await endpointOf(id)).state === 'disabled', 'the endpoint disabled');
  expect(await endpointOf(id)).toMatchObject({ disabledReason: 'gone', failureCount: 1 });
  const other = await receiver();
  await register(bed.t.app, bed.staff.token, other);
  await placeOrder(bed.t.app, customer!);
  await until(() => other.accepted().length === 1, 'the other endpoint served');
  expect(hook.received).toHaveLength(1);
});

it('when the receiver answers 503 with Retry-After: 1, then the retry waits at least a second although the schedule says 30 ms', async () => {
  const hook = await receiver();
  hook.answer = (n) => (n === 0 ? { status: 503, headers: { 'Retry-After': '1' } } : { status: 200 });
  await register(bed.t.app, bed.staff.token, hook);
  const [customer] = await customers(1);
  await placeOrder(bed.t.app, customer!);
  await until(() => hook.accepted().length === 1, 'the retried event');
  const [first, second] = hook.received;
  expect(second!.id).toBe(first!.id);
  expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
});

it('when many customers place at once and staff move orders meanwhile, then each endpoint gets every event once, seq strictly increasing without gaps', async () => {
  const hooks = await Promise.all([receiver(), receiver()]);
  for (const hook of hooks) await register(bed.t.app, bed.staff.token, hook);
  const from = (await bed.t.deps.events.latestSeq()) + 1;
  const buyers = await customers(8);
  const orders = await Promise.all(buyers.map((buyer) => placeOrder(bed.t.app, buyer)));
  await Promise.all(orders.map((order) => changeStatus(bed.t.app, bed.staff.token, order.orderId, 'PREPARING').expect(200)));
  const to = await bed.t.deps.events.latestSeq();
  expect(to - from + 1).toBe(16);
  for (const hook of hooks) {
    await until(() => hook.accepted().length === 16, 'all 16 events');
    expect(seqsOf(hook.received)).toEqual(Array.from({ length: 16 }, (_v, i) => from + i));
    expect(new Set(hook.received.map((r) => r.id)).size).toBe(16);
    expect(hook.received.every((r) => r.verifiedWith.length === 1)).toBe(true);
  }
});

it('when staff replay from a seq, then every event from it on arrives again in order, and the cursor ends where it was', async () => {
  const hook = await receiver();
  const { id } = await register(bed.t.app, bed.staff.token, hook);
  const [customer] = await customers(1);
  for (let i = 0; i < 3; i += 1) await placeOrder(bed.t.app, customer!);
  await until(() => hook.received.length === 3, 'three events');
  const seqs = seqsOf(hook.received);
  const replayed = await request(bed.t.app)
    .post(`${BASE}/${id}/replay`)
    .set(bearer(bed.staff.token))
    .send({ fromSeq: seqs[1] })
    .expect(200);
  expect(replayed.body.lastSeq).toBeLessThanOrEqual(seqs[2]!);
  await until(() => hook.received.length === 5, 'the replayed events');
  expect(seqsOf(hook.received)).toEqual([...seqs, seqs[1], seqs[2]]);
  await until(async () => (await endpointOf(id)).lastSeq === seqs[2], 'the cursor at the end again');
});

it('when staff resend one event, then it arrives again now with the same webhook-id, and the cursor does not move', async () => {
  const hook = await receiver();
  const { id } = await register(bed.t.app, bed.staff.token, hook);
  const [customer] = await customers(1);
  await placeOrder(bed.t.app, customer!);
  await placeOrder(bed.t.app, customer!);
  await until(() => hook.received.length === 2, 'two events');
  const [first, second] = hook.received;
  await until(async () => (await endpointOf(id)).lastSeq === second!.cloudEvent.data.seq, 'the cursor at the second');
  const resent = await request(bed.t.app)
    .post(`${BASE}/${id}/resend`)
    .set(bearer(bed.staff.token))
    .send({ eventId: first!.id })
    .expect(200);
  expect(resent.body).toMatchObject({
    trigger: 'resend',
    ok: true,
    statusCode: 200,
    eventId: first!.id,
    seq: first!.cloudEvent.data.seq,
  });
  expect(hook.received).toHaveLength(3);
  expect(hook.received[2]!.id).toBe(first!.id);
  expect(hook.received[2]!.verifiedWith).toHaveLength(1);
  expect((await endpointOf(id)).lastSeq).toBe(second!.cloudEvent.data.seq);
});
