import type { Order } from '@pizza/shared';
import type { Page } from 'playwright-core';

import { signUpCustomerViaApi, uniqueEmail, waitForMail } from './support/accounts';
import { call, DELIVERY_ADDRESS } from './support/api';
import { staffPageShots } from './support/audit-shots';
import { usePage } from './support/browser';
import { staffTokenViaApi } from './support/staff';

// An invitation, two staff sign-ins with e-mailed codes and a customer's sign-up on a busy machine.
jest.setTimeout(180_000);

const PASSWORD = 'Courier#Road2026';

/** A courier invited by the owner, joined with a password and signed in with the mailed code: their token. */
async function courierToken(ownerToken: string, email: string): Promise<string> {
  const invited = Date.now();
  await call('POST', '/api/staff/invitations', ownerToken, { json: { email, name: 'Futó Bence', role: 'COURIER' } });
  const invitation = await waitForMail(
    email,
    (mail) => Date.parse(mail.sentAt) >= invited - 1000 && /\/admin\/join#/.test(mail.text),
    30_000,
  );
  const joinToken = /\/admin\/join#([A-Za-z0-9_-]+)/.exec(invitation.text)?.[1] as string;
  await call('POST', `/api/staff/invitations/${joinToken}/accept`, undefined, { json: { password: PASSWORD, confirmPassword: PASSWORD } });
  const since = Date.now();
  await call('POST', '/auth/admin-login', undefined, { json: { email, password: PASSWORD } });
  const mail = await waitForMail(email, (entry) => Date.parse(entry.sentAt) >= since - 1000 && /\b\d{6}\b/.test(entry.text), 30_000);
  const otp = /\b(\d{6})\b/.exec(mail.text)?.[1] as string;
  return (await call<{ token: string }>('POST', '/auth/verify-otp', undefined, { json: { email, otp } })).token;
}

/** A customer's delivery order, paid in cash, taken by the kitchen onto the road. */
async function orderOnTheRoad(ownerToken: string): Promise<Order> {
  const customer = await signUpCustomerViaApi({ name: 'Road Tester' });
  await call('POST', '/api/cart/add-to-cart', customer.token, { form: { menuItemId: 'PIZ_006', quantity: '1', extraItemId: '' } });
  await call('POST', '/api/address/add', customer.token, { json: { ...DELIVERY_ADDRESS, otherInstructions: 'Blue gate, ring twice' } });
  const quote = await call<{ orderId: string }>('POST', '/api/orders/checkout', customer.token, { form: {} });
  const order = await call<Order>('POST', '/api/orders/placeorder', customer.token, {
    form: { orderId: quote.orderId, paymentMethod: 'CASH', orderType: 'DELIVERY' },
  });
  const move = (status: string, from: string) =>
    call('PATCH', `/api/orders/${order.orderId}/status?status=${status}&from=${from}`, ownerToken, { json: {} });
  await move('PREPARING', 'PLACED');
  await move('OUT_FOR_DELIVERY', 'PREPARING');
  return order;
}

async function storeSession(page: Page, token: string, email: string): Promise<void> {
  await page.goto('/adminLogin');
  await page.evaluate(
    ([value, address]) => {
      localStorage.setItem('adminToken', value as string);
      localStorage.setItem('adminEmail', address as string);
    },
    [token, email],
  );
}

describe("the courier's deliveries from the browser", () => {
  const { page, context } = usePage({ width: 375, height: 800 });

  it('when an order is on the road, then the courier sees it with the phone, address, note and cash to collect, and marks it delivered', async () => {
    const owner = await staffTokenViaApi();
    const email = uniqueEmail('courier');
    const token = await courierToken(owner, email);
    const order = await orderOnTheRoad(owner);

    await storeSession(page(), token, email);
    // A courier's start page is the deliveries view, not the board.
    await page().goto('/admin');
    await page().waitForURL((url) => url.pathname === '/admin/deliveries');
    const card = page().getByRole('article', { name: order.orderSequence });
    await card.waitFor();
    expect(await card.getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(/^tel:\+36\d+$/);
    await card.getByText('“Blue gate, ring twice”').waitFor();
    await card.getByText('To collect · Cash').waitFor();
    await card.getByText(/Piac utca 10\./).waitFor();

    await staffPageShots(context(), '/admin/deliveries', 'deliveries', (shot) =>
      shot.getByRole('article', { name: /#/ }).first().waitFor(),
    );

    await card.getByRole('button', { name: `Mark ${order.orderSequence} delivered` }).click();
    await card.getByRole('button', { name: 'Undo' }).waitFor();
    // Once the Undo window is over the move is saved and the order leaves the road.
    await card.waitFor({ state: 'detached', timeout: 30_000 });
    const delivered = await call<Order[]>('GET', '/api/orders/status/delivered', owner);
    expect(delivered.find((entry) => entry.orderId === order.orderId)?.status).toBe('DELIVERED');
  });

  it('when nothing is on the road, then the courier is told so', async () => {
    const owner = await staffTokenViaApi();
    const email = uniqueEmail('courier');
    await storeSession(page(), await courierToken(owner, email), email);
    await page().goto('/admin/deliveries');
    // Other specs may have orders on the road at the same moment: the heading is there either way.
    await page().getByRole('heading', { name: 'On the road' }).waitFor();
    // The list arrives after the heading: wait for one of its two states, then count.
    await page().getByText('Nothing on the road right now.').or(page().getByRole('article').first()).waitFor();
    const empty = await page().getByText('Nothing on the road right now.').count();
    const cards = await page().getByRole('article').count();
    expect(empty + cards).toBeGreaterThan(0);
    await staffPageShots(context(), '/admin/deliveries', 'deliveries-now', (shot) =>
      shot.getByRole('heading', { name: /On the road|Úton/ }).waitFor(),
    );
  });
});
