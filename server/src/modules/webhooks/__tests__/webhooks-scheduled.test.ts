/**
 * The events of an order for later (docs/integrators/webhooks.md): an endpoint may choose
 * order-scheduled and order-released, and receives them signed, as CloudEvents, without the
 * customer unless it has 'orders'.
 */
import { until } from '@pizza/test-kit';

import { createTestCustomer } from '../../../test/auth';
import { placeScheduledOrder } from '../../../test/scheduled-fixture';
import { register, useWebhookApp } from './helpers';

const bed = useWebhookApp();

it('when an endpoint is subscribed to order-released, then it receives the release of an order for later, signed, and nothing else of it', async () => {
  const hook = await bed.receiver();
  await register(bed.t.app, bed.staff.token, hook, { eventTypes: ['order-released'] });
  const both = await bed.receiver();
  await register(bed.t.app, bed.staff.token, both, { eventTypes: ['order-scheduled', 'order-released'] });
  const customer = await createTestCustomer({ name: 'Később Klára' });
  const now = bed.t.deps.clock.now();
  const order = await placeScheduledOrder(bed.t, customer.token, { after: new Date(now.getTime() + 3_600_000) });
  expect(await bed.t.deps.orders.releaseOnce(order.orderId, new Date(order.releaseAt!))).toBe(true);

  await until(() => hook.accepted().length === 1 && both.accepted().length === 2, 'the deliveries');
  const [arrived] = hook.accepted();
  expect(arrived!.verifiedWith).toEqual(hook.secrets);
  expect(arrived!.cloudEvent).toMatchObject({
    type: 'hu.pizzapoint.order.released',
    subject: order.orderId,
    data: { type: 'order-released', orderId: order.orderId, order: { status: 'PLACED', releasedAt: order.releaseAt } },
  });
  expect(arrived!.body).not.toContain('Klára');
  expect(both.accepted().map((received) => received.cloudEvent.type)).toEqual([
    'hu.pizzapoint.order.scheduled',
    'hu.pizzapoint.order.released',
  ]);
  expect(both.accepted().every((received) => received.verifiedWith.length === 1)).toBe(true);
});
