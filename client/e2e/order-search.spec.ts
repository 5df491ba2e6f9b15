/**
 * The order search from the browser (docs/product/board.md#order-search): the owner finds one
 * customer's order by the phone number read out on a call, typed with spaces, among another
 * customer's; opens it and reads its history; a cook has no way to it.
 */
import type { Order, StaffSelf } from '@pizza/shared';
import type { Page } from 'playwright-core';

import { signUpCustomerViaApi } from './support/accounts';
import { call } from './support/api';
import { staffPageShots } from './support/audit-shots';
import { baseUrl, usePage } from './support/browser';
import { placeDeliveryOrderViaApi } from './support/customer-order';
import { kitchenSessionViaApi, loginStaffInBrowser, staffTokenViaApi, storeStaffSession } from './support/staff';

// Two customers' sign-ups through the Auth emulator, a staff sign-in with an e-mailed code and an invited cook.
jest.setTimeout(240_000);

const WIDE = { width: 1280, height: 900 };

/** '+36301234567' as a person types it after hearing it: '+36 30 123 4567'. */
const spaced = (phone: string) => phone.replace(/^\+36(\d{2})(\d{3})(\d{4})$/, '+36 $1 $2 $3');

/** The order number's digits without leading zeros, to find it written as '#Order-0042' or '#0042'. */
const numberPattern = (order: Order) => new RegExp(`#(Order-)?0*${Number(order.orderSequence.replace(/\D/g, ''))}\\b`);

describe('the order search from the browser', () => {
  const { page, context } = usePage(WIDE);

  it("when the owner types one customer's phone with spaces, then only that customer's order is found, and it opens with its history", async () => {
    const ownerToken = await staffTokenViaApi();
    const owner = await call<StaffSelf>('GET', '/api/staff/me', ownerToken);
    const anna = await signUpCustomerViaApi({ name: 'Keresett Anna' });
    const bela = await signUpCustomerViaApi({ name: 'Másik Béla' });
    const annas = await placeDeliveryOrderViaApi(anna.token);
    const belas = await placeDeliveryOrderViaApi(bela.token);
    // The owner accepts Anna's order: her history names who did it.
    await call('PATCH', `/api/orders/${annas.orderId}/status?status=PREPARING&from=PLACED`, ownerToken, { json: {} });

    const board = page();
    await loginStaffInBrowser(board);
    await board.getByRole('link', { name: 'Find an order' }).click();
    await board.waitForURL((url) => url.pathname === '/admin/orders');
    await board.getByRole('heading', { level: 1, name: 'Find an order' }).waitFor();

    await board.getByRole('searchbox', { name: 'Search' }).fill(spaced(anna.phone));
    await board.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await board.waitForURL((url) => url.searchParams.get('q') === spaced(anna.phone));

    const table = board.getByRole('table', { name: 'Orders found, newest first' });
    const annasRow = table.getByRole('row').filter({ hasText: 'Keresett Anna' });
    await annasRow.waitFor();
    expect(await table.getByRole('row').count()).toBe(2); // the header and Anna's order
    expect(await annasRow.textContent()).toContain(annas.orderSequence);
    expect(await table.textContent()).not.toContain('Másik Béla');
    expect(await table.textContent()).not.toContain(belas.orderSequence);
    await board.getByText('1–1 of 1').waitFor();

    const open = annasRow.getByRole('button', { name: `Open ${annas.orderSequence}` });
    await open.click();
    const dialog = board.getByRole('dialog', { name: `Order ${annas.orderSequence}` });
    const statuses = dialog.getByRole('list', { name: `Status history of ${annas.orderSequence}` });
    await statuses.getByText('Preparing').waitFor();
    expect(await statuses.getByRole('listitem').count()).toBe(2); // New, then Preparing
    await dialog.getByRole('button', { name: 'History' }).click();
    const trail = dialog.getByRole('list', { name: `History of ${annas.orderSequence}` });
    await trail.getByText(/Accepted an order/).waitFor();
    expect(await trail.textContent()).toContain(owner.name);

    await board.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await open.evaluate((element) => element === document.activeElement)).toBe(true);

    // Reloaded, the search is still there.
    await board.reload();
    await annasRow.waitFor();
    expect(await board.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(spaced(anna.phone));

    const query = `/admin/orders?q=${encodeURIComponent(spaced(anna.phone))}`;
    await staffPageShots(context(), query, 'order-search', (shot) => shot.getByText('Keresett Anna').first().waitFor());
    await staffPageShots(context(), query, 'order-search-detail', async (shot: Page) => {
      // A card (375 px) or the table's number (1280 px): either opens the order.
      await shot
        .locator('main')
        .getByRole('button', { name: numberPattern(annas) })
        .first()
        .click();
      await shot.getByRole('dialog').getByRole('article').waitFor();
      await shot.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    });
  });

  it('when a cook signs in, then neither the bar nor the board offers Find an order, and the page is not theirs', async () => {
    const ownerToken = await staffTokenViaApi();
    const cook = await kitchenSessionViaApi(ownerToken, 'Kereső Kata');
    const cookContext = await context().browser()!.newContext({ viewport: WIDE, baseURL: baseUrl() });
    try {
      const cookPage = await cookContext.newPage();
      await storeStaffSession(cookPage, cook.token, cook.email);
      await cookPage.goto('/admin');
      const nav = cookPage.getByRole('navigation', { name: 'Staff pages' });
      await nav.getByRole('link').first().waitFor();
      expect(await nav.getByRole('link').allTextContents()).toEqual(['Orders board']);
      // The board is there (its tabs), without the way to the search.
      await cookPage.getByRole('tab', { name: /^Menu/ }).waitFor();
      expect(await cookPage.getByRole('link', { name: 'Find an order' }).count()).toBe(0);

      await cookPage.goto('/admin/orders');
      await cookPage.getByRole('heading', { name: 'Not for your role' }).waitFor();
      expect(await cookPage.getByRole('searchbox').count()).toBe(0);
    } finally {
      await cookContext.close();
    }
  });
});
