import { bearer, until } from '@pizza/test-kit';
import request from 'supertest';

import { metricsHandler } from '../../platform';
import { changeStatus, placeOrder } from '../../realtime/__tests__/helpers';
import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../test/auth';
import { recordSocket, startTestShop, type TestShop } from '../../test/test-shop';
import { scrape, valueOf } from './scrape';

let shop: TestShop;
let staff: TestPrincipal;
let customer: TestPrincipal;
const metricsOf = () => scrape(shop.deps.metrics, shop.logger);

beforeAll(async () => {
  shop = await startTestShop();
  staff = await createTestAdmin();
  customer = await createTestCustomer();
});
afterAll(() => shop.close());

describe('the metrics of a working shop', () => {
  it('count an order placed and accepted, and time its acceptance', async () => {
    const before = (await metricsOf()).samples;
    const order = await placeOrder(shop.app, customer);
    const waiting = (await metricsOf()).samples;
    expect(valueOf(waiting, 'pizza_orders_placed_total')).toBe(valueOf(before, 'pizza_orders_placed_total')! + 1);
    expect(valueOf(waiting, 'pizza_order_oldest_awaiting_acceptance_seconds')).toBeGreaterThanOrEqual(0);
    await changeStatus(shop.app, staff.token, order.orderId, 'PREPARING').expect(200);
    // The acceptance's duration is measured after the commit (one read of the order's placement).
    await until(
      async () => valueOf((await metricsOf()).samples, 'pizza_order_time_to_accept_seconds_count') === 1,
      'the time to accept observed',
    );
    const after = (await metricsOf()).samples;
    expect(valueOf(after, 'pizza_orders_accepted_total')).toBe(valueOf(before, 'pizza_orders_accepted_total')! + 1);
    expect(valueOf(after, 'pizza_order_oldest_awaiting_acceptance_seconds')).toBe(0);
    expect(valueOf(after, 'pizza_event_log_head_seq')).toBeGreaterThan(valueOf(before, 'pizza_event_log_head_seq')!);
    expect(valueOf(after, 'pizza_transaction_batch_size_count')).toBeGreaterThanOrEqual(2);
  });

  it('count a rejected order (staff cancel it before accepting)', async () => {
    const before = valueOf((await metricsOf()).samples, 'pizza_orders_rejected_total')!;
    const order = await placeOrder(shop.app, customer);
    await changeStatus(shop.app, staff.token, order.orderId, 'CANCELLED').expect(200);
    expect(valueOf((await metricsOf()).samples, 'pizza_orders_rejected_total')).toBe(before + 1);
  });

  it('time requests by route pattern, and a request no route matched as unmatched', async () => {
    const order = await placeOrder(shop.app, customer);
    await request(shop.app).get(`/api/orders/${order.orderId}`).set(bearer(customer.token)).expect(200);
    await request(shop.app).get('/api/no-such-thing/42').expect(404);
    const { samples } = await metricsOf();
    const routes = samples.filter((s) => s.name === 'pizza_http_request_duration_seconds_count').map((s) => s.labels);
    expect(routes).toContainEqual({ method: 'POST', route: '/api/orders/placeorder', status: '200' });
    expect(routes).toContainEqual({ method: 'GET', route: '/api/orders/:orderId', status: '200' });
    expect(routes).toContainEqual({ method: 'GET', route: 'unmatched', status: '404' });
    expect(routes.some((labels) => labels.route?.includes(order.orderId) || labels.route?.includes('no-such-thing'))).toBe(false);
  });

  it('show the open sockets per role and the live follower', async () => {
    const role = async (name: string) => valueOf((await metricsOf()).samples, 'pizza_sockets_open', { role: name });
    expect(await role('staff')).toBe(0);
    const socket = recordSocket(shop.url, { token: staff.token });
    expect(await socket.connected).toBe('connected');
    await until(async () => (await role('staff')) === 1, 'the staff socket counted');
    const { samples } = await metricsOf();
    expect(valueOf(samples, 'pizza_follower_up')).toBe(1);
    expect(valueOf(samples, 'pizza_follower_lag_events')).toBe(0);
    socket.close();
    await until(async () => (await role('staff')) === 0, 'the closed socket no longer counted');
  });

  it('show a durable consumer falling behind, in events and in seconds', async () => {
    await shop.deps.mails.start();
    const lag = async () => {
      const { samples } = await metricsOf();
      return {
        events: valueOf(samples, 'pizza_consumer_lag_events', { consumer: 'mail' }),
        seconds: valueOf(samples, 'pizza_consumer_lag_seconds', { consumer: 'mail' }),
      };
    };
    await until(async () => (await lag()).events === 0, 'the mail consumer caught up');
    await shop.deps.mails.stop();
    await placeOrder(shop.app, customer);
    const behind = await lag();
    expect(behind.events).toBeGreaterThanOrEqual(1);
    expect(behind.seconds).toBeGreaterThanOrEqual(0);
  });

  it('serve the process and disk figures in Prometheus text format', async () => {
    const response = await request(metricsHandler(shop.deps.metrics.registry, shop.logger)).get('/metrics').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const { samples } = await metricsOf();
    expect(valueOf(samples, 'pizza_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(valueOf(samples, 'pizza_data_disk_size_bytes')).toBeGreaterThan(0);
    expect(samples.some((s) => s.name.startsWith('pizza_nodejs_eventloop_lag'))).toBe(true);
  });
});

describe('the public app', () => {
  it.each(['/metrics', '/api/metrics'])('answers 404 to %s: the metrics are only on their own listener', async (path) => {
    const response = await request(shop.app).get(path).expect(404);
    expect(response.text).not.toContain('pizza_');
  });
});
