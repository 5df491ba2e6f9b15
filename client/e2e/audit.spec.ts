import { readFileSync } from 'node:fs';

import type { Order, StaffSelf } from '@pizza/shared';

import { signUpCustomerViaApi } from './support/accounts';
import { call, DELIVERY_ADDRESS } from './support/api';
import { staffPageShots } from './support/audit-shots';
import { usePage } from './support/browser';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

// A customer's sign-up through the Auth emulator, a staff sign-in and a download on a busy machine.
jest.setTimeout(180_000);

/** A customer's delivery order through the API, accepted by staff, then cancelled by the owner with a reason. */
async function cancelledOrder(ownerToken: string): Promise<Order> {
  const customer = await signUpCustomerViaApi({ name: 'Audit Tester' });
  await call('POST', '/api/cart/add-to-cart', customer.token, { form: { menuItemId: 'PIZ_006', quantity: '1', extraItemId: '' } });
  await call('POST', '/api/address/add', customer.token, { json: DELIVERY_ADDRESS });
  const quote = await call<{ orderId: string }>('POST', '/api/orders/checkout', customer.token, { form: {} });
  const order = await call<Order>('POST', '/api/orders/placeorder', customer.token, {
    form: { orderId: quote.orderId, paymentMethod: 'CASH', orderType: 'DELIVERY' },
  });
  const move = (status: string, from: string, json: unknown = {}) =>
    call('PATCH', `/api/orders/${order.orderId}/status?status=${status}&from=${from}`, ownerToken, { json });
  await move('PREPARING', 'PLACED');
  await move('CANCELLED', 'PREPARING', { reason: 'too-busy', note: 'Oven broke' });
  return order;
}

describe('the audit log from the browser', () => {
  const { page, context } = usePage({ width: 1280, height: 900 });

  it('when the owner has cancelled an order, then filtering by its number says who cancelled it, the CSV holds the row, and the board card shows the trail', async () => {
    const token = await staffTokenViaApi();
    const owner = await call<StaffSelf>('GET', '/api/staff/me', token);
    const order = await cancelledOrder(token);
    const number = `#${order.orderSequence.replace(/\D/g, '')}`;

    await storeStaffSession(page(), token);
    await page().goto('/admin/audit');
    await page().getByLabel('Order number').fill(number);
    await page().getByRole('button', { name: 'Show', exact: true }).click();
    await page().waitForURL((url) => url.searchParams.get('orderNumber') === number);

    const row = page().getByRole('row').filter({ hasText: 'Cancelled an order' });
    await row.waitFor();
    expect(await row.textContent()).toContain(owner.name);
    expect(await row.textContent()).toContain('Preparing → Cancelled');
    expect(await page().getByRole('row').count()).toBe(3); // the header, Accepted and Cancelled

    const [download] = await Promise.all([page().waitForEvent('download'), page().getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    const cancelLine = csv.split('\n').find((line) => line.includes('order.cancelled'));
    expect(cancelLine).toContain(owner.name);
    expect(cancelLine).toContain(order.orderId);
    expect(csv.split('\n').filter((line) => line.includes('order.')).length).toBe(2);

    await staffPageShots(context(), `/admin/audit?orderNumber=${encodeURIComponent(number)}`, 'audit-page', (shot) =>
      shot
        .getByText(/Preparing → Cancelled|Készül → Törölve/)
        .first()
        .waitFor(),
    );
    await staffPageShots(context(), '/admin/audit', 'audit-page-all', (shot) =>
      shot.getByRole('button', { name: /Export CSV|Exportálás/ }).waitFor(),
    );

    // The board's card of the cancelled order tells the same story.
    await page().goto('/admin');
    await page()
      .getByRole('tab', { name: /^Cancelled/ })
      .click();
    const card = page().getByRole('article', { name: order.orderSequence });
    await card.getByRole('button', { name: 'History' }).click();
    const trail = card.getByRole('list', { name: `History of ${order.orderSequence}` });
    await trail.getByText('Cancelled an order').waitFor();
    expect(await trail.textContent()).toContain(owner.name);
  });
});
