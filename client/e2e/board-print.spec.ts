/**
 * A kitchen ticket from the board: Print on a card opens the browser's print dialog (recorded here:
 * a headless browser has no dialog) with that order alone on the page; in print media the board's
 * controls are gone and the ticket shows the number, the time, the service, the lines with add-ons
 * and notes, the address, the payment and the amount; the PDF Chromium makes of it is 80 mm wide.
 * With BOARD_SHOTS=<folder>, the printed page is saved as a screenshot and a PDF.
 */
import { join } from 'node:path';

import { formatMoney, type Order } from '@pizza/shared';
import type { Page } from 'playwright-core';

import { signUpCustomerViaApi } from './support/accounts';
import { call, DELIVERY_ADDRESS } from './support/api';
import { usePage } from './support/browser';
import { staffTokenViaApi, storeStaffSession } from './support/staff';

jest.setTimeout(180_000);

/** One board refresh is 10 s; the live channel is faster, a busy machine gets room on top. */
const ONE_REFRESH_MS = 25_000;
/** 80 mm at CSS's 96 px per inch. */
const RECEIPT_PX = Math.round((80 / 25.4) * 96);

async function placeOrder(): Promise<Order> {
  const { token } = await signUpCustomerViaApi({ name: 'Ticket Tester' });
  await call('POST', '/api/cart/add-to-cart', token, {
    form: { menuItemId: 'PIZ_006', quantity: '1', extraItemId: 'EXT_001', instructions: 'Well done' },
  });
  await call('POST', '/api/cart/add-to-cart', token, { form: { menuItemId: 'COC_001', quantity: '2', extraItemId: '' } });
  await call('POST', '/api/address/add', token, { json: { ...DELIVERY_ADDRESS, otherInstructions: 'Blue gate' } });
  const quote = await call<{ orderId: string }>('POST', '/api/orders/checkout', token, { form: {} });
  return call<Order>('POST', '/api/orders/placeorder', token, {
    form: { orderId: quote.orderId, paymentMethod: 'CARD', orderType: 'DELIVERY' },
  });
}

/** A headless browser has no print dialog: the page's print() is counted instead. */
async function recordPrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as { __prints: number };
    scope.__prints = 0;
    window.print = () => {
      scope.__prints += 1;
    };
  });
}

describe('a kitchen ticket from the board', () => {
  const { page } = usePage({ width: 1280, height: 900 });

  it('when Print is pressed on a card, then the printed page holds that order as a ticket and none of the board', async () => {
    const order = await placeOrder();
    await recordPrints(page());
    await storeStaffSession(page(), await staffTokenViaApi());
    await page().goto('/admin');
    const card = page().getByRole('article', { name: order.orderSequence });
    await card.waitFor({ timeout: ONE_REFRESH_MS });
    const ticket = page().locator(`[data-kitchen-ticket="${order.orderId}"]`);

    await card.getByRole('button', { name: `Print a kitchen ticket for ${order.orderSequence}` }).click();
    await page().waitForFunction(() => (window as unknown as { __prints: number }).__prints === 1);
    expect(await ticket.isVisible()).toBe(false); // on screen the board stays as it was

    await page().emulateMedia({ media: 'print' });
    await ticket.waitFor();
    expect(await page().locator('button:visible, select:visible, a:visible, [role="tab"]:visible, header:visible').count()).toBe(0);
    expect(await page().locator('article:visible').count()).toBe(1);
    const text = (await ticket.innerText()).replace(/\s+/g, ' ');
    for (const field of [
      order.orderSequence,
      'Delivery',
      'Placed ',
      '1× Pepperoni · Large',
      '+ Extra cheese',
      'Note: Well done',
      '2× Coca-Cola 330 ml',
      'Ticket Tester',
      'Piac utca 10',
      'Floor 1',
      'Address note: Blue gate',
      'Card (terminal)',
      formatMoney(order.totalPrice, 'en'),
    ])
      expect(text).toContain(field.replace(/\s+/g, ' '));
    const box = await ticket.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(RECEIPT_PX);

    const dir = process.env.BOARD_SHOTS;
    if (dir) {
      await page().setViewportSize({ width: RECEIPT_PX, height: 900 });
      await page().screenshot({ path: join(dir, 'ticket-print-en.png'), fullPage: true });
    }
    // Chromium prints the PDF as it would on paper (and fires afterprint, which takes the ticket away).
    const pdf = await page().pdf({ width: '80mm', printBackground: true, ...(dir ? { path: join(dir, 'ticket-en.pdf') } : {}) });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await ticket.waitFor({ state: 'detached' });
  });
});
