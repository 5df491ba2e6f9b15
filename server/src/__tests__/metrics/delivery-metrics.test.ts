import { until } from '@pizza/test-kit';

import { useWebhookApp, register } from '../../modules/webhooks/__tests__/helpers';
import { placeOrder } from '../../realtime/__tests__/helpers';
import { createTestCustomer } from '../../test/auth';
import { scrape, valueOf } from './scrape';

const bed = useWebhookApp();

describe('the delivery metrics', () => {
  it("count a webhook endpoint's attempts, failures and retries under its id", async () => {
    const receiver = await bed.receiver();
    // The first two deliveries fail; the retries (tens of milliseconds apart here) get through.
    receiver.answer = (n) => ({ status: n < 2 ? 500 : 200 });
    const endpoint = await register(bed.t.app, bed.staff.token, receiver, { eventTypes: ['order-created'] });
    await placeOrder(bed.t.app, await createTestCustomer());
    await until(() => receiver.accepted().length === 1, 'the order delivered after two failures');
    const labels = { channel: 'webhook', endpoint: endpoint.id };
    const counted = async () => valueOf((await scrape(bed.t.deps.metrics, bed.t.logger)).samples, 'pizza_delivery_attempts_total', labels);
    // The success is counted after its record is written, a moment after the receiver answered.
    await until(async () => (await counted()) === 3, 'three attempts counted');
    const { samples } = await scrape(bed.t.deps.metrics, bed.t.logger);
    expect(valueOf(samples, 'pizza_delivery_failures_total', labels)).toBe(2);
    expect(valueOf(samples, 'pizza_delivery_retries_total', labels)).toBe(2);
    expect(valueOf(samples, 'pizza_delivery_given_up_total', labels)).toBeUndefined();
  });
});
