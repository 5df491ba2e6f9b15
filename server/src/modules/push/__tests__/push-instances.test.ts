/**
 * The dispatcher across instances and restarts: two instances (two instanceIds) on one database
 * both run it, one holds the lease, and each device gets each new order once, whichever instance
 * took the order; orders placed while no dispatcher runs are pushed when one starts again (the
 * cursor), and a second handling of an event (a crash before the cursor moved) sends nothing twice.
 */
import { until } from '@pizza/test-kit';
import type { Express } from 'express';

import { createApp } from '../../../app';
import { closeCollaborators, type Collaborators, createCollaborators } from '../../../composition';
import { consumerCursors, rewindConsumer } from '../../../platform';
import { placeOrder } from '../../../realtime/__tests__/helpers';
import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { commandsOn } from '../../../test/db-commands';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { PUSH_CONSUMER } from '../index';
import { PushSubscriptionModel } from '../push-subscription.model';
import { fastPush, subscribe } from './helpers';
import { type LocalPushService, startLocalPushService } from './local-push-service';

let t: TestApp;
let staff: TestPrincipal;
let pushService: LocalPushService;
const others: Collaborators[] = [];

beforeAll(async () => {
  t = await createTestApp({ overrides: fastPush(), monitorCommands: true });
  staff = await createTestAdmin();
  pushService = await startLocalPushService();
});

afterEach(async () => {
  pushService.answer = () => 201;
  await t.deps.push.stop();
  for (const other of others.splice(0)) {
    await other.push.stop();
    await closeCollaborators(other);
  }
  await PushSubscriptionModel.deleteMany({});
});

afterAll(async () => {
  await pushService.close();
  await t.close();
});

function anotherInstance(): { deps: Collaborators; app: Express } {
  const deps = createCollaborators(t.config, t.logger, fastPush());
  others.push(deps);
  return { deps, app: createApp({ ...deps, db: t.db }) };
}

it('when two instances run the dispatcher, then one pushes and each device gets every new order exactly once', async () => {
  const b = anotherInstance();
  await Promise.all([t.deps.push.start(), b.deps.push.start()]);
  await until(() => t.deps.push.active() || b.deps.push.active(), 'one instance holding the lease');
  expect(t.deps.push.active() && b.deps.push.active()).toBe(false);
  const device = pushService.subscribe();
  await subscribe(t.app, staff.token, device);

  const buyers = await Promise.all(Array.from({ length: 6 }, () => createTestCustomer()));
  const orders = await Promise.all(buyers.map((buyer, i) => placeOrder(i % 2 === 0 ? t.app : b.app, buyer)));
  await until(() => device.received().length >= 6, 'six pushes');
  const pushed = device.received().map((push) => device.open(push.body).orderId);
  expect(pushed.sort()).toEqual(orders.map((order) => order.orderId).sort());
  expect(device.received()).toHaveLength(6);
});

it('when orders come while no dispatcher runs, then they are pushed when it starts again, each once', async () => {
  await t.deps.push.start();
  await until(() => t.deps.push.active(), 'the dispatcher holding its lease');
  const device = pushService.subscribe();
  await subscribe(t.app, staff.token, device);
  const first = await placeOrder(t.app, await createTestCustomer());
  await until(() => device.received().length === 1, 'the first push');
  await t.deps.push.stop();

  const missed = [await placeOrder(t.app, await createTestCustomer()), await placeOrder(t.app, await createTestCustomer())];
  const restarted = anotherInstance(); // a new process: another instanceId, the same cursor in the database
  await restarted.deps.push.start();
  await until(() => device.received().length >= 3, 'the missed orders pushed after the restart');
  expect(device.received().map((push) => device.open(push.body).orderId)).toEqual([first, ...missed].map((order) => order.orderId));
});

it('when the cursor is behind an event already pushed (a crash before it moved), then the device does not get it again', async () => {
  await t.deps.push.start();
  await until(() => t.deps.push.active(), 'the dispatcher holding its lease');
  const device = pushService.subscribe();
  await subscribe(t.app, staff.token, device);
  await placeOrder(t.app, await createTestCustomer());
  await until(() => device.received().length === 1, 'the push');
  await t.deps.push.stop();
  const cursor = (await consumerCursors([PUSH_CONSUMER])).get(PUSH_CONSUMER)!;
  await rewindConsumer(PUSH_CONSUMER, cursor - 1);

  const restarted = anotherInstance();
  await restarted.deps.push.start();
  const marker = await placeOrder(restarted.app, await createTestCustomer());
  await until(() => device.received().length >= 2, 'the next order pushed');
  expect(device.received()).toHaveLength(2);
  expect(device.open(device.received()[1]!.body).orderId).toBe(marker.orderId);
});

it('when a run of orders waits for the dispatcher, then the devices are read once for the run, and a device found gone gets no more of it', async () => {
  await t.deps.push.start(); // the cursor stands at the end of the log
  await until(() => t.deps.push.active(), 'the dispatcher holding its lease');
  await t.deps.push.stop();
  const [live, expired] = [pushService.subscribe(), pushService.subscribe()];
  await subscribe(t.app, staff.token, live);
  await subscribe(t.app, staff.token, expired);
  pushService.answer = (path) => (expired.endpoint.endsWith(path) ? 410 : 201);
  const waiting = [];
  for (let i = 0; i < 3; i += 1) waiting.push(await placeOrder(t.app, await createTestCustomer()));

  const restarted = anotherInstance();
  const commands = await commandsOn(['push_subscriptions'], async () => {
    await restarted.deps.push.start();
    await until(() => live.received().length === 3, 'the three orders pushed to the live device');
  });
  expect(commands.filter((command) => command === 'find push_subscriptions')).toHaveLength(1);
  expect(expired.received()).toHaveLength(1);
  expect(live.received().map((push) => live.open(push.body).orderId)).toEqual(waiting.map((order) => order.orderId));
});
