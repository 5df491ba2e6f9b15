/**
 * Prices change honestly (docs/product/menu.md#prices-change-honestly): a cart and a quote made
 * before a price change show it, and placing never charges a price the customer has not seen.
 */
import { type Cart, type CheckoutQuote, formatMoney, type Order } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import mongoose from 'mongoose';
import request from 'supertest';

import { createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { writeMenu } from '../../../test/menu-writes';
import { checkout, fillCart, placeOrder, quoteOf } from '../../../test/shop-requests';
import { ExtraModel, MenuItemModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

// Every test sets the prices it relies on and puts them back, so the tests stay independent.
const setItemPrice = (id: string, price: number) => writeMenu(t, () => MenuItemModel.updateOne({ _id: id }, { price }));
const setExtraPrice = (id: string, price: number) => writeMenu(t, () => ExtraModel.updateOne({ _id: id }, { price }));

async function readCart(customer: TestPrincipal): Promise<Cart> {
  const res = await request(t.app)
    .get('/api/cart/user-email')
    .query({ email: customer.user.email })
    .set(bearer(customer.token))
    .expect(200);
  return (res.body as Cart[])[0]!;
}

describe('the cart and the quote after a price change', () => {
  afterEach(async () => {
    await setItemPrice('PIZ_002', 4699);
    await setExtraPrice('EXT_001', 400);
  });

  it('when a price changes, then the cart lists the change; the quote lists it too and marks it seen, and every later quote repeats it', async () => {
    const customer = await createTestCustomer();
    // 2 x Margarita (large) with extra cheese: 4699 + 400 per unit; 3 x Cola stays at 699.
    await fillCart(t.app, customer.token, [
      { menuItemId: 'PIZ_002', quantity: 2, extras: ['EXT_001'] },
      { menuItemId: 'COC_001', quantity: 3 },
    ]);
    expect(await readCart(customer)).not.toHaveProperty('priceChanges');

    await setItemPrice('PIZ_002', 4899);
    const cart = await readCart(customer);
    const change = {
      cartItemId: cart.cartItems[0]!.cartItemId,
      menuItemId: 'PIZ_002',
      name: 'Margarita',
      translations: { hu: { name: 'Margarita' } },
      size: 'LARGE',
      before: 4699 + 400,
      after: 4899 + 400,
    };
    expect(cart.priceChanges).toEqual([change]);
    // Reading the cart again does not count as the checkout: the change is still listed.
    expect((await readCart(customer)).priceChanges).toEqual([change]);

    const quote = await quoteOf(t.app, customer.token);
    expect(quote.priceChanges).toEqual([change]);
    expect(quote.totalCartAmount).toBe((4899 + 400) * 2 + 699 * 3);
    expect(await readCart(customer)).not.toHaveProperty('priceChanges');
    // The answer of that quote may never have reached the page (the browser dropped it for a newer
    // one): the draft keeps telling the change until the order is placed.
    expect((await quoteOf(t.app, customer.token)).priceChanges).toEqual([change]);
  });

  it('when a line changes twice, then the quote names the first price seen and the newest; back at the first, the sentence goes', async () => {
    const customer = await createTestCustomer();
    await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_002', quantity: 1 }]);
    await setItemPrice('PIZ_002', 4799);
    expect((await quoteOf(t.app, customer.token)).priceChanges).toEqual([expect.objectContaining({ before: 4699, after: 4799 })]);
    await setItemPrice('PIZ_002', 4899);
    expect((await quoteOf(t.app, customer.token)).priceChanges).toEqual([expect.objectContaining({ before: 4699, after: 4899 })]);
    await setItemPrice('PIZ_002', 4699);
    expect(await quoteOf(t.app, customer.token)).not.toHaveProperty('priceChanges');
  });

  it('when the changed line leaves the cart, then the quote no longer names it', async () => {
    const customer = await createTestCustomer();
    await fillCart(t.app, customer.token, [
      { menuItemId: 'PIZ_002', quantity: 1 },
      { menuItemId: 'PIZ_001', quantity: 2 },
    ]);
    await setItemPrice('PIZ_002', 4799);
    expect((await quoteOf(t.app, customer.token)).priceChanges).toHaveLength(1);
    const pizza = (await readCart(customer)).cartItems.find((line) => line.menuItem.id === 'PIZ_002')!;
    await request(t.app).put(`/api/cart/update/${pizza.cartItemId}`).query({ quantity: '0' }).set(bearer(customer.token)).expect(200);
    expect(await quoteOf(t.app, customer.token)).not.toHaveProperty('priceChanges');
  });

  it("when an add-on's price changes, then the line's unit price with its add-ons is named", async () => {
    const customer = await createTestCustomer();
    await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_002', quantity: 1, extras: ['EXT_001'] }]);
    await setExtraPrice('EXT_001', 450);
    expect((await readCart(customer)).priceChanges).toEqual([expect.objectContaining({ before: 5099, after: 5149 })]);
  });

  it('when the customer changes the quantity or adds the same line again after a change, then the new price counts as seen', async () => {
    const customer = await createTestCustomer();
    await fillCart(t.app, customer.token, [
      { menuItemId: 'PIZ_002', quantity: 1 },
      { menuItemId: 'PIZ_002', quantity: 1, extras: ['EXT_001'] },
    ]);
    await setItemPrice('PIZ_002', 4799);
    const before = await readCart(customer);
    expect(before.priceChanges).toHaveLength(2);
    await request(t.app)
      .put(`/api/cart/update/${before.cartItems[0]!.cartItemId}`)
      .query({ quantity: '3' })
      .set(bearer(customer.token))
      .expect(200);
    await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_002', quantity: 1, extras: ['EXT_001'] }]);
    const after = await readCart(customer);
    expect(after.cartItems.map((line) => line.quantity)).toEqual([3, 2]);
    expect(after).not.toHaveProperty('priceChanges');
  });

  it('when a line is from before seen prices were kept, then it counts as seen (no sentence), and the quote records its price', async () => {
    const customer = await createTestCustomer();
    await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_002', quantity: 1 }]);
    // As a cart stored before this change looks: no seen prices.
    await mongoose.connection
      .collection('carts')
      .updateOne({ userId: new mongoose.Types.ObjectId(customer.user.id) }, { $unset: { seenUnitPrices: 1 } });
    await setItemPrice('PIZ_002', 4799);
    expect(await readCart(customer)).not.toHaveProperty('priceChanges');
    expect(await quoteOf(t.app, customer.token)).not.toHaveProperty('priceChanges');
    // The quote recorded 4799 as seen: the next change is named from there.
    await setItemPrice('PIZ_002', 4899);
    expect((await readCart(customer)).priceChanges).toEqual([expect.objectContaining({ before: 4799, after: 4899 })]);
  });
});

describe('placing after a price change', () => {
  afterEach(async () => {
    await setItemPrice('PIZ_002', 4699);
    await setItemPrice('COC_001', 699);
  });

  it('when a price changes between the quote and placing, then 409 naming the change; quoting again places it at the new price', async () => {
    const customer = await createTestCustomer();
    await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_002', quantity: 1 }]);
    const quote = await quoteOf(t.app, customer.token);
    expect(quote.totalCartAmount).toBe(4699);

    await setItemPrice('PIZ_002', 4799);
    const refused = await placeOrder(t.app, customer.token, quote.orderId).expect(409);
    expect(refused.body.code).toBe('QUOTE_CHANGED');
    expect(refused.body.message).toBe(
      `The Margarita (large) now costs ${formatMoney(4799, 'en')} instead of ${formatMoney(4699, 'en')}. The prices in your order changed since you checked out. ` +
        'Please review the new total and place the order again.',
    );
    const details = refused.body.details as CheckoutQuote;
    expect(details).toMatchObject({ orderId: quote.orderId, totalCartAmount: 4799 });
    expect(details.priceChanges).toEqual([expect.objectContaining({ menuItemId: 'PIZ_002', size: 'LARGE', before: 4699, after: 4799 })]);
    // Nothing was placed.
    const history = await request(t.app)
      .get(`/api/orders/history/all-orders/${customer.user.email}`)
      .set(bearer(customer.token))
      .expect(200);
    expect(history.body).toEqual([]);

    const again = await quoteOf(t.app, customer.token);
    expect(again).toMatchObject({ orderId: quote.orderId, totalCartAmount: 4799 });
    const order = (await placeOrder(t.app, customer.token, again.orderId).expect(200)).body as Order;
    expect(order.orderItems.map((line) => line.pricePerItem)).toEqual([4799]);
    expect(order.totalCartAmount).toBe(4799);
  });

  it('when the refusal is read in Hungarian, then each change is one Hungarian sentence before the usual one', async () => {
    const customer = await createTestCustomer();
    await fillCart(t.app, customer.token, [
      { menuItemId: 'PIZ_002', quantity: 1 },
      { menuItemId: 'COC_001', quantity: 2 },
    ]);
    const quote = await quoteOf(t.app, customer.token);
    await setItemPrice('PIZ_002', 4799);
    await setItemPrice('COC_001', 749);
    const refused = await placeOrder(t.app, customer.token, quote.orderId).set('Accept-Language', 'hu').expect(409);
    expect(refused.body.message).toBe(
      'Margarita (nagy): mostantól 4\u00a0799\u00a0Ft, eddig 4\u00a0699\u00a0Ft. Coca-Cola 330 ml: mostantól 749\u00a0Ft, eddig 699\u00a0Ft. ' +
        'A rendelés árai megváltoztak a pénztár megnyitása óta. Kérjük, nézze át az új végösszeget, és adja le újra a rendelést.',
    );
    // The 409 was the new quote: placing the same draft again now succeeds.
    await placeOrder(t.app, customer.token, quote.orderId).expect(200);
  });

  it('when two lines change in opposite directions and the total stays the same, then placing still refuses and names both', async () => {
    const customer = await createTestCustomer();
    await fillCart(t.app, customer.token, [
      { menuItemId: 'PIZ_002', quantity: 1 },
      { menuItemId: 'COC_001', quantity: 1 },
    ]);
    const quote = await quoteOf(t.app, customer.token);
    await setItemPrice('PIZ_002', 4799);
    await setItemPrice('COC_001', 599);
    const refused = await placeOrder(t.app, customer.token, quote.orderId).expect(409);
    expect((refused.body.details as CheckoutQuote).totalCartAmount).toBe(quote.totalCartAmount);
    expect((refused.body.details as CheckoutQuote).priceChanges).toHaveLength(2);
    expect(refused.body.message).toMatch(
      /^The Margarita \(large\) now costs .+\. The Coca-Cola 330 ml now costs .+\. The prices in your order/,
    );
  });

  it('when nothing changed since the quote, then the order is placed at once', async () => {
    const customer = await createTestCustomer();
    await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_002', quantity: 1 }]);
    await setItemPrice('PIZ_002', 4799);
    // The change happened before the checkout: the quote shows it, and placing goes through.
    const quote = (await checkout(t.app, customer.token).expect(200)).body as CheckoutQuote;
    expect(quote.priceChanges).toHaveLength(1);
    await placeOrder(t.app, customer.token, quote.orderId).expect(200);
    // Told, placed, done: the next checkout starts with nothing to tell.
    await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_002', quantity: 1 }]);
    expect(await quoteOf(t.app, customer.token)).not.toHaveProperty('priceChanges');
    const placed = await mongoose.connection.collection('orders').findOne({ orderId: quote.orderId });
    expect(placed).not.toHaveProperty('priceChanges');
  });
});
