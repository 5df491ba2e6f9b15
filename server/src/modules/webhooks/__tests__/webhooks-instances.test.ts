/**
 * Several instances on one database: both run every endpoint's consumer, the lease makes one of
 * them deliver, and a receiver that dedupes by webhook-id sees each event once (in fact it is sent
 * once); an instance stopped while an event keeps failing hands the endpoint over, and the event
 * arrives from the other instance.
 */
import { bearer, until } from '@pizza/test-kit';
import type { Express } from 'express';
import request from 'supertest';

import { createApp } from '../../../app';
import { closeCollaborators, type Collaborators, createCollaborators } from '../../../composition';
import { changeStatus, customers, placeOrder } from '../../../realtime/__tests__/helpers';
import { createTestAdmin, type TestPrincipal } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { BASE, fastOverrides, type Receiver, register, startReceiver } from './helpers';

let t: TestApp;
let staff: TestPrincipal;
const others: Collaborators[] = [];
const receivers: Receiver[] = [];

beforeAll(async () => {
  t = await createTestApp({ overrides: fastOverrides() });
  staff = await createTestAdmin();
});

afterEach(async () => {
  await t.deps.webhooks.stop();
  for (const other of others.splice(0)) {
    await other.webhooks.stop();
    await closeCollaborators(other);
  }
  const list = await request(t.app).get(BASE).set(bearer(staff.token));
  for (const endpoint of list.body as Array<{ id: string }>) await request(t.app).delete(`${BASE}/${endpoint.id}`).set(bearer(staff.token));
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

afterAll(() => t.close());

/** Another instance of the shop on the same database: its own collaborators (log, webhooks, lease holder id) and app. */
function anotherInstance(overrides = fastOverrides()): { deps: Collaborators; app: Express } {
  const deps = createCollaborators(t.config, t.logger, overrides);
  others.push(deps);
  return { deps, app: createApp({ ...deps, db: t.db }) };
}

async function receiver(): Promise<Receiver> {
  const started = await startReceiver();
  receivers.push(started);
  return started;
}

it('when two instances run, then one holds the endpoint and the receiver gets every event once, whichever instance committed it', async () => {
  const b = anotherInstance();
  await t.deps.webhooks.start();
  await b.deps.webhooks.start();
  const hook = await receiver();
  const { id } = await register(t.app, staff.token, hook);
  await until(() => t.deps.webhooks.delivering(id) || b.deps.webhooks.delivering(id), 'one instance holding the endpoint');
  expect(t.deps.webhooks.delivering(id) && b.deps.webhooks.delivering(id)).toBe(false);

  const from = (await t.deps.events.latestSeq()) + 1;
  const buyers = await customers(6);
  const orders = await Promise.all(buyers.map((buyer, i) => placeOrder(i % 2 === 0 ? t.app : b.app, buyer)));
  await Promise.all(
    orders.map((order, i) => changeStatus(i % 2 === 0 ? b.app : t.app, staff.token, order.orderId, 'PREPARING').expect(200)),
  );
  await until(() => hook.accepted().length === 12, 'all 12 events');
  expect(hook.received).toHaveLength(12); // not merely deduplicated: each was sent once
  expect(hook.received.map((r) => r.cloudEvent.data.seq)).toEqual(Array.from({ length: 12 }, (_v, i) => from + i));
});

it('when the delivering instance stops while the event keeps failing, then the other instance takes the endpoint over and the event arrives', async () => {
  const hook = await receiver();
  let healthy = false;
  hook.answer = () => ({ status: healthy ? 200 : 500 });
  const { id } = await register(t.app, staff.token, hook);
  const stubborn = anotherInstance(fastOverrides({ retryScheduleMs: [60_000, 60_000] })); // A retries only after a minute
  await stubborn.deps.webhooks.start();
  await until(() => stubborn.deps.webhooks.delivering(id), 'instance A holding the endpoint');
  const [customer] = await customers(1);
  const order = await placeOrder(stubborn.app, customer!);
  await until(() => hook.received.length === 1, 'the first, failed attempt');

  await stubborn.deps.webhooks.stop(); // A goes away during its minute of waiting
  healthy = true;
  const b = anotherInstance();
  await b.deps.webhooks.start();
  await until(() => hook.accepted().length === 1, 'the event from instance B');
  expect(hook.accepted()[0]!.cloudEvent.subject).toBe(order.orderId);
  expect(hook.received.map((r) => r.id)).toEqual([hook.received[0]!.id, hook.received[0]!.id]);
  expect(b.deps.webhooks.delivering(id)).toBe(true);
});

it('when staff replay on the instance that does not deliver, then the delivering one notices the rewound cursor and delivers again, in order', async () => {
  const b = anotherInstance();
  await t.deps.webhooks.start();
  const hook = await receiver();
  const { id } = await register(t.app, staff.token, hook);
  await until(() => t.deps.webhooks.delivering(id), 'this instance delivering');
  await b.deps.webhooks.start();
  const [customer] = await customers(1);
  for (let i = 0; i < 2; i += 1) await placeOrder(t.app, customer!);
  await until(() => hook.accepted().length === 2, 'two events');
  const seqs = hook.received.map((r) => r.cloudEvent.data.seq);

  await request(b.app).post(`${BASE}/${id}/replay`).set(bearer(staff.token)).send({ fromSeq: seqs[0] }).expect(200);
  await until(() => hook.received.length === 4, 'both events again');
  expect(hook.received.map((r) => r.cloudEvent.data.seq)).toEqual([...seqs, ...seqs]);
  expect(b.deps.webhooks.delivering(id)).toBe(false);
});
