import type { Server } from 'node:http';

import { createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CartModel } from '../cart.model';
import { addForm, readCart, updateLine } from './helpers';

/*
 * Requests really overlap here: one listening server, all requests sent before any is awaited, so
 * the database sees interleaved writes of one cart (the original lost quantities this way).
 */
let t: TestApp;
let server: Server;
let customer: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp();
  server = t.app.listen(0);
});

afterAll(async () => {
  server.close();
  await t.close();
});

beforeEach(async () => {
  customer = await createTestCustomer();
});

const parallel = (count: number, send: (i: number) => PromiseLike<{ status: number }>) =>
  Promise.all(Array.from({ length: count }, (_, i) => send(i)));

describe('concurrent cart writes', () => {
  it('when 20 adds of the same line arrive at once on a new cart, then one cart, one line, quantity exactly 20', async () => {
    const results = await parallel(20, () => addForm(server, customer.token, 'menuItemId=PIZ_001&quantity=1&extraItemId=EXT_002,EXT_001'));
    expect(results.map((res) => res.status)).toEqual(Array(20).fill(200));
    const cart = await readCart(t.app, customer);
    expect(cart.cartItems.map((line) => line.quantity)).toEqual([20]);
    expect(cart.totalPrice).toBe((2899 + 700) * 20);
    expect(await CartModel.countDocuments({ userId: customer.user.id })).toBe(1);
  });

  it('when 10 different lines are added at once, then all 10 are present with their quantities', async () => {
    const results = await parallel(10, (i) =>
      addForm(server, customer.token, `menuItemId=COC_001&quantity=${i + 1}&instructions=tab+${i}`),
    );
    expect(results.every((res) => res.status === 200)).toBe(true);
    const cart = await readCart(t.app, customer);
    const byNote = Object.fromEntries(cart.cartItems.map((line) => [line.instructions, line.quantity]));
    expect(byNote).toEqual(Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`tab ${i}`, i + 1])));
  });

  it('when 30 adds of 2 race past the cap of 50, then exactly 25 succeed and the line ends at 50', async () => {
    const results = await parallel(30, () => addForm(server, customer.token, 'menuItemId=COC_001&quantity=2'));
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(25);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect((await readCart(t.app, customer)).cartItems.map((line) => line.quantity)).toEqual([50]);
  });

  it('when adds to one line overlap with quantity updates of another, then neither loses a change', async () => {
    await addForm(t.app, customer.token, 'menuItemId=PIZ_002&quantity=1').expect(200);
    const [other] = (await readCart(t.app, customer)).cartItems;
    const adds = parallel(15, () => addForm(server, customer.token, 'menuItemId=COC_001&quantity=1'));
    const updates = parallel(5, (i) => updateLine(server, customer.token, other!.cartItemId, 10 + i));
    const results = [...(await adds), ...(await updates)];
    expect(results.every((res) => res.status === 200)).toBe(true);
    const lines = (await readCart(t.app, customer)).cartItems;
    expect(lines.find((line) => line.menuItem.id === 'COC_001')?.quantity).toBe(15);
    expect(lines.find((line) => line.menuItem.id === 'PIZ_002')?.quantity).toBeGreaterThanOrEqual(10);
  });
});
