import request from 'supertest';

import { createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addForm, readCart, updateLine } from './helpers';

let t: TestApp;
let customer: TestPrincipal;
let pizzaLine: string;
let drinkLine: string;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  customer = await createTestCustomer();
  await addForm(t.app, customer.token, 'menuItemId=PIZ_001&quantity=2&extraItemId=EXT_001').expect(200);
  await addForm(t.app, customer.token, 'menuItemId=COC_001&quantity=1').expect(200);
  [pizzaLine, drinkLine] = (await readCart(t.app, customer)).cartItems.map((line) => line.cartItemId) as [string, string];
});

const quantities = async (principal = customer) =>
  (await readCart(t.app, principal)).cartItems.map((line) => [line.cartItemId, line.quantity]);

describe('PUT /api/cart/update/:cartItemId', () => {
  it('when the quantity is set on an own line, then 200 plain text and the line and total follow', async () => {
    const res = await updateLine(t.app, customer.token, pizzaLine, 5).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe('Cart item updated successfully');
    const cart = await readCart(t.app, customer);
    expect(cart.cartItems[0]).toMatchObject({ quantity: 5, totalPrice: (2899 + 400) * 5 });
    expect(cart.totalPrice).toBe((2899 + 400) * 5 + 699);
  });

  it('when the quantity is 0, then the line is removed and the others stay', async () => {
    await updateLine(t.app, customer.token, pizzaLine, 0).expect(200);
    expect(await quantities()).toEqual([[drinkLine, 1]]);
  });

  it('when the quantity comes in a form body instead of the query, then it is applied', async () => {
    await request(t.app)
      .put(`/api/cart/update/${drinkLine}`)
      .set('Authorization', `Bearer ${customer.token}`)
      .type('form')
      .send('quantity=4')
      .expect(200);
    expect(await quantities()).toEqual([
      [pizzaLine, 2],
      [drinkLine, 4],
    ]);
  });

  it("when another customer's line is named, then 404 as if it did not exist, and it is unchanged", async () => {
    const intruder = await createTestCustomer();
    await addForm(t.app, intruder.token, 'menuItemId=COC_001&quantity=1').expect(200);
    for (const quantity of [7, 0]) {
      const res = await updateLine(t.app, intruder.token, pizzaLine, quantity).expect(404);
      expect(res.body).toEqual({ message: `Cart item not found: ${pizzaLine}`, code: 'NOT_FOUND' });
    }
    expect(await quantities()).toEqual([
      [pizzaLine, 2],
      [drinkLine, 1],
    ]);
  });

  it('when the line id is unknown or not an ObjectId, then 404 with the message', async () => {
    const unknown = await updateLine(t.app, customer.token, '665f1c2e9b1d8c0012345679', 1).expect(404);
    expect(unknown.body.message).toBe('Cart item not found: 665f1c2e9b1d8c0012345679');
    await updateLine(t.app, customer.token, 'PIZ_001', 1).expect(404);
  });

  it('when a removed line is updated again, then 404', async () => {
    await updateLine(t.app, customer.token, drinkLine, 0).expect(200);
    await updateLine(t.app, customer.token, drinkLine, 0).expect(404);
  });

  it.each([['-1'], ['51'], ['abc'], ['2.5']])('when the quantity is %p, then 400 and nothing changes', async (quantity) => {
    const res = await updateLine(t.app, customer.token, pizzaLine, quantity).expect(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(await quantities()).toEqual([
      [pizzaLine, 2],
      [drinkLine, 1],
    ]);
  });

  it('when no quantity is sent at all, then 400', async () => {
    const res = await request(t.app).put(`/api/cart/update/${pizzaLine}`).set('Authorization', `Bearer ${customer.token}`).expect(400);
    expect(res.body).toEqual({ message: 'quantity is required', code: 'BAD_REQUEST' });
  });

  it('when the query carries an operator or unknown field, then 400', async () => {
    await request(t.app).put(`/api/cart/update/${pizzaLine}?quantity[$gt]=0`).set('Authorization', `Bearer ${customer.token}`).expect(400);
    await request(t.app)
      .put(`/api/cart/update/${pizzaLine}?quantity=1&price=1`)
      .set('Authorization', `Bearer ${customer.token}`)
      .expect(400);
  });

  it('when set to 50, then accepted; a later add to that line is refused by the cap', async () => {
    await updateLine(t.app, customer.token, drinkLine, 50).expect(200);
    await addForm(t.app, customer.token, 'menuItemId=COC_001&quantity=1').expect(400);
    expect(await quantities()).toEqual([
      [pizzaLine, 2],
      [drinkLine, 50],
    ]);
  });
});
