import type { Order, OrderType } from '@pizza/shared';
import type { Page } from 'playwright-core';

import { type CustomerAccount, signUpCustomerViaApi, storeCustomerSession } from './support/accounts';
import { call, DELIVERY_ADDRESS } from './support/api';
import { baseUrl, usePage } from './support/browser';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

// A sign-up through the Auth emulator, two orders and one 10 s poll take a while on a busy machine.
jest.setTimeout(240_000);

/** What arrives over the live channel must show well before the 10 s poll could have brought it. */
const LIVE_MS = 5_000;
/** One 10 s poll of the order page, with room for a busy machine. */
const ONE_POLL_MS = 20_000;
/** Socket.IO's reconnection backoff tops out at 5 s (plus jitter) between attempts. */
const RECONNECT_MS = 30_000;
const SOCKET_URL = /\/socket\.io\//;
const VIEWPORT = { width: 1280, height: 900 };

/** A large Pepperoni and a cola, as a customer orders them through the API (a delivery goes to Piac utca). */
async function placeOrder(customer: CustomerAccount, type: OrderType): Promise<Order> {
  const { token } = customer;
  await call('POST', '/api/cart/add-to-cart', token, { form: { menuItemId: 'PIZ_006', quantity: '1', extraItemId: '' } });
  await call('POST', '/api/cart/add-to-cart', token, { form: { menuItemId: 'COC_001', quantity: '1', extraItemId: '' } });
  if (type === 'DELIVERY') {
    await call('POST', '/api/address/add', token, { json: DELIVERY_ADDRESS });
  }
  const quote = await call<{ orderId: string }>(
    'POST',
    type === 'DELIVERY' ? '/api/orders/checkout' : '/api/orders/pickup-checkout',
    token,
    {
      form: {},
    },
  );
  return call<Order>('POST', '/api/orders/placeorder', token, { form: { orderId: quote.orderId, paymentMethod: 'CASH', orderType: type } });
}

const indicator = (page: Page, text: string) => page.getByRole('status').filter({ hasText: new RegExp(`^${text}$`) });
const currentStage = (page: Page) => page.getByRole('list', { name: 'Order progress' }).locator('li[aria-current="step"]');

async function waitForStage(page: Page, stage: string, timeout: number): Promise<void> {
  await currentStage(page).filter({ hasText: stage }).waitFor({ timeout });
}

/** Staff act on a card and the server has said yes. */
async function staffMove(board: Page, orderId: string, status: string, act: () => Promise<unknown>): Promise<void> {
  const answer = board.waitForResponse(
    (res) => res.request().method() === 'PATCH' && res.url().includes(`/api/orders/${orderId}/status?status=${status}&from=`),
    { timeout: 30_000 },
  );
  await act();
  expect((await answer).status()).toBe(200);
}

/**
 * Cuts the page off the live channel: new WebSocket connections are closed at once and HTTP
 * long-polling is refused, so Socket.IO cannot connect by either transport. Returns the undo.
 */
async function blockLiveChannel(page: Page): Promise<() => Promise<void>> {
  let blocked = true;
  await page.routeWebSocket(SOCKET_URL, (ws) => {
    if (blocked) ws.close();
    else ws.connectToServer();
  });
  await page.route(SOCKET_URL, (route) => route.abort());
  return async () => {
    blocked = false;
    await page.unroute(SOCKET_URL);
  };
}

describe('live order channel: customer page and staff board side by side', () => {
  const { page, context } = usePage(VIEWPORT);

  it('when staff move an order on, then the customer page shows each stage live; cut off, it polls; reconnected, it is live again', async () => {
    const customer = await signUpCustomerViaApi({ name: 'Live Tester' });
    const [delivery, staffToken] = await Promise.all([placeOrder(customer, 'DELIVERY'), staffTokenViaApi()]);

    const customerPage = page();
    await storeCustomerSession(customerPage, customer);
    await customerPage.goto(`/orders/${delivery.orderId}`);
    await customerPage.getByRole('heading', { level: 1, name: delivery.orderSequence }).waitFor({ timeout: 30_000 });
    await indicator(customerPage, 'Live').waitFor({ timeout: 30_000 });
    await waitForStage(customerPage, 'Placed', LIVE_MS);

    const staffContext = await context().browser()!.newContext({ viewport: VIEWPORT, baseURL: baseUrl() });
    try {
      const board = await staffContext.newPage();
      await storeStaffSession(board, staffToken);
      await board.goto('/admin');
      await indicator(board, 'Live').waitFor({ timeout: 30_000 });
      const card = board.getByRole('article', { name: delivery.orderSequence });
      await card.waitFor({ timeout: 30_000 });
      const status = card.getByRole('combobox', { name: 'Status' });

      // Each move shows on the customer's page within LIVE_MS of the server's answer, without a reload.
      await staffMove(board, delivery.orderId, 'PREPARING', () => card.getByRole('button', { name: 'Accept' }).click());
      await waitForStage(customerPage, 'Preparing', LIVE_MS);
      await status.waitFor({ timeout: 30_000 });
      await staffMove(board, delivery.orderId, 'OUT_FOR_DELIVERY', () => status.selectOption({ label: 'Out for Delivery' }));
      await waitForStage(customerPage, 'Out for Delivery', LIVE_MS);
      await staffMove(board, delivery.orderId, 'DELIVERED', () => status.selectOption({ label: 'Delivered' }));
      await waitForStage(customerPage, 'Delivered', LIVE_MS);
      expect(await customerPage.locator('header').getByText('Delivered', { exact: true }).count()).toBe(1);
      const times = await customerPage.getByRole('list', { name: 'Order progress' }).locator('time').count();
      expect(times).toBe(4);

      // Cut off from the channel (a fresh page load, so the open socket goes too): the page says so and polls.
      const pickup = await placeOrder(customer, 'PICKUP');
      const unblock = await blockLiveChannel(customerPage);
      await customerPage.goto(`/orders/${pickup.orderId}`);
      await customerPage.getByRole('heading', { level: 1, name: pickup.orderSequence }).waitFor({ timeout: 30_000 });
      await indicator(customerPage, 'Live updates are down, refreshing every 10 s').waitFor({ timeout: 15_000 });

      const pickupCard = board.getByRole('article', { name: pickup.orderSequence });
      await pickupCard.waitFor({ timeout: 30_000 });
      await staffMove(board, pickup.orderId, 'PREPARING', () => pickupCard.getByRole('button', { name: 'Accept' }).click());
      await waitForStage(customerPage, 'Preparing', ONE_POLL_MS);
      await indicator(customerPage, 'Live updates are down, refreshing every 10 s').waitFor();

      // The channel is back: the page reconnects by itself and the next move arrives live again.
      await unblock();
      await indicator(customerPage, 'Live').waitFor({ timeout: RECONNECT_MS });
      const pickupStatus = pickupCard.getByRole('combobox', { name: 'Status' });
      await pickupStatus.waitFor({ timeout: 30_000 });
      await staffMove(board, pickup.orderId, 'READY_FOR_PICKUP', () => pickupStatus.selectOption({ label: 'Ready for Pickup' }));
      await waitForStage(customerPage, 'Ready for Pickup', LIVE_MS);
    } finally {
      await staffContext.close();
    }
  });
});
