/**
 * Dinner rush: add-to-cart, the cart, quotes and placement price from the menu catalogue (memory,
 * invalidated on every menu change), never from `menu_items` and `extras` per request.
 */
import { type Cart, unavailableItemMessage } from '@pizza/shared';
import request from 'supertest';

import { fixedClock } from '../../../lib/clock';
import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { commandsOn } from '../../../test/db-commands';
import { bearer, budapestWinter, checkout, fillCart, placeOrder, quoteOf } from '../../../test/shop-requests';
import { RestaurantModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';

const MENU_COLLECTIONS = ['menu_items', 'extras'];
const clock = fixedClock(budapestWinter('2026-02-10', '13:00:00'));
let t: TestApp;
let staff: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock }, monitorCommands: true });
  staff = await createTestAdmin();
  await RestaurantModel.updateOne({ _id: 1 }, { $set: { isOpen: true } });
});

afterAll(() => t.close());

const addForm = (token: string, form: string) => request(t.app).post('/api/cart/add-to-cart').set(bearer(token)).type('form').send(form);
const markItem = (id: string, body: object) => request(t.app).put(`/api/menuItem/${id}/availability`).set(bearer(staff.token)).send(body);

async function readCart(customer: TestPrincipal): Promise<Cart> {
  const res = await request(t.app)
    .get('/api/cart/user-email')
    .query({ email: customer.user.email })
    .set(bearer(customer.token))
    .expect(200);
  return (res.body as Cart[])[0]!;
}

describe('the cart prices from the menu catalogue', () => {
  it('when the catalogue is built, then add-to-cart, reading the cart, the quote and placing send no command to menu_items or extras', async () => {
    const customer = await createTestCustomer();
    await t.deps.catalogue.current();
    const commands = await commandsOn(MENU_COLLECTIONS, async () => {
      await fillCart(t.app, customer.token, [
        { menuItemId: 'PIZ_006', quantity: 1, extras: ['EXT_003'] },
        { menuItemId: 'COC_001', quantity: 2 },
      ]);
      expect((await readCart(customer)).cartItems).toHaveLength(2);
      const quote = await quoteOf(t.app, customer.token);
      await placeOrder(t.app, customer.token, quote.orderId).expect(200);
    });
    expect(commands).toEqual([]);
  });

  it('when the catalogue was invalidated, then the first add-to-cart reads the menu once and the next ones not at all', async () => {
    const customer = await createTestCustomer();
    t.deps.catalogue.invalidate();
    const first = await commandsOn(MENU_COLLECTIONS, () => fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_001', quantity: 1 }]));
    // The count sees menu reads: the rebuild lists both collections.
    expect(first).toEqual(expect.arrayContaining(['find menu_items', 'find extras']));
    const next = await commandsOn(MENU_COLLECTIONS, () => fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_002', quantity: 1 }]));
    expect(next).toEqual([]);
  });

  it('when staff mark an item sold out through the API, then add-to-cart, the cart and the quote see it at once, and its end too', async () => {
    const customer = await createTestCustomer();
    await fillCart(t.app, customer.token, [
      { menuItemId: 'PIZ_006', quantity: 1 },
      { menuItemId: 'COC_001', quantity: 2 },
    ]);
    await quoteOf(t.app, customer.token); // priced from the catalogue as it was

    await markItem('PIZ_006', { soldOut: true }).expect(200);
    const refused = await addForm(customer.token, 'menuItemId=PIZ_006&quantity=1').expect(409);
    expect(refused.body.message).toBe('Pepperoni (large) is sold out right now. Please choose something else.');
    expect((await readCart(customer)).cartItems.map((line) => [line.menuItem.id, line.quantity, line.available])).toEqual([
      ['PIZ_006', 1, false],
      ['COC_001', 2, true],
    ]);
    expect((await checkout(t.app, customer.token).expect(409)).body.message).toBe(unavailableItemMessage('Pepperoni (large)'));

    await markItem('PIZ_006', { soldOut: false }).expect(200);
    await addForm(customer.token, 'menuItemId=PIZ_006&quantity=1').expect(200);
    expect((await readCart(customer)).cartItems.map((line) => [line.menuItem.id, line.quantity, line.available])).toEqual([
      ['PIZ_006', 2, true],
      ['COC_001', 2, true],
    ]);
    expect((await quoteOf(t.app, customer.token)).totalCartAmount).toBe(2 * 4999 + 2 * 699);
  });
});
