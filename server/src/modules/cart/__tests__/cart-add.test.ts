import request from 'supertest';

import { createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { writeMenu } from '../../../test/menu-writes';
import { MenuItemModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CartModel } from '../cart.model';
import { addForm, addJson, newCustomer, readCart } from './helpers';

let t: TestApp;
let customer: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  customer = await createTestCustomer();
});

const lines = async () => (await readCart(t.app, customer)).cartItems;
const extraIdsOf = async () => (await lines()).map((line) => line.extras.map((extra) => extra.id));

describe('POST /api/cart/add-to-cart: the answer and extraItemId forms', () => {
  it('when a valid form is posted, then 200 plain text and the line is in the cart', async () => {
    const res = await addForm(t.app, customer.token, 'menuItemId=PIZ_001&quantity=1&extraItemId=EXT_001').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe('Item added to cart successfully');
    expect(await lines()).toEqual([expect.objectContaining({ quantity: 1, menuItem: expect.objectContaining({ id: 'PIZ_001' }) })]);
  });

  it.each([
    ['an empty value', 'extraItemId='],
    ["the literal 'null' (the drink carousel)", 'extraItemId=null'],
    ['no field at all', ''],
  ])('when extraItemId is %s, then the line has no extras', async (_label, field) => {
    await addForm(t.app, customer.token, `menuItemId=COC_001&quantity=1&${field}`).expect(200);
    expect(await extraIdsOf()).toEqual([[]]);
  });

  it.each([
    ['comma-separated', 'extraItemId=EXT_001,EXT_003'],
    ['repeated fields', 'extraItemId=EXT_001&extraItemId=EXT_003'],
  ])('when extraItemId is %s, then both extras are on the line', async (_label, field) => {
    await addForm(t.app, customer.token, `menuItemId=PIZ_001&quantity=1&${field}`).expect(200);
    expect(await extraIdsOf()).toEqual([['EXT_001', 'EXT_003']]);
  });

  it('when a JSON body has extraItemId null, then the line has no extras', async () => {
    await addJson(t.app, customer.token, { menuItemId: 'COC_001', quantity: 1, extraItemId: null }).expect(200);
    expect(await extraIdsOf()).toEqual([[]]);
  });

  it('when the body is JSON with an array of extras and a numeric quantity, then it is accepted too', async () => {
    await addJson(t.app, customer.token, { menuItemId: 'PIZ_002', quantity: 2, extraItemId: ['EXT_005'] }).expect(200);
    expect(await lines()).toEqual([expect.objectContaining({ quantity: 2, totalPrice: (4699 + 450) * 2 })]);
  });
});

describe('POST /api/cart/add-to-cart: refusals', () => {
  it('when an extra id is repeated, then 400 and nothing is added', async () => {
    const res = await addForm(t.app, customer.token, 'menuItemId=PIZ_001&quantity=1&extraItemId=EXT_001,EXT_001').expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Each extra can be chosen only once' });
    expect(await lines()).toEqual([]);
  });

  it('when more than 20 extras are sent, then 400', async () => {
    const ids = Array.from({ length: 21 }, (_, i) => `EXT_${String(i + 1).padStart(3, '0')}`).join(',');
    const res = await addForm(t.app, customer.token, `menuItemId=PIZ_001&quantity=1&extraItemId=${ids}`).expect(400);
    expect(res.body.message).toBe('At most 20 extras per item');
  });

  it('when an extra does not exist, then 400 with the message', async () => {
    const res = await addForm(t.app, customer.token, 'menuItemId=PIZ_001&quantity=1&extraItemId=EXT_001,EXT_404').expect(400);
    expect(res.body).toEqual({ message: 'One or more extra items not found', code: 'BAD_REQUEST' });
  });

  it('when the menu item does not exist, then 404 naming it', async () => {
    const res = await addForm(t.app, customer.token, 'menuItemId=PIZ_404&quantity=1').expect(404);
    expect(res.body).toEqual({ message: 'Menu item not found: PIZ_404', code: 'NOT_FOUND' });
  });

  it('when the item is unavailable, then 400 and nothing is added', async () => {
    await writeMenu(t, () => MenuItemModel.updateOne({ _id: 'BRG_001' }, { isAvailable: false }));
    const res = await addForm(t.app, customer.token, 'menuItemId=BRG_001&quantity=1').expect(400);
    expect(res.body).toEqual({ message: 'This item is not available right now', code: 'BAD_REQUEST' });
    await writeMenu(t, () => MenuItemModel.updateOne({ _id: 'BRG_001' }, { isAvailable: true }));
    expect(await lines()).toEqual([]);
  });

  it.each([['0'], ['51'], ['abc'], ['1.5'], ['-1'], ['']])('when quantity is %p, then 400 naming quantity', async (quantity) => {
    const res = await addForm(t.app, customer.token, `menuItemId=PIZ_001&quantity=${quantity}`).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', details: [expect.objectContaining({ path: ['quantity'] })] });
  });

  it('when instructions carry a right-to-left override and control characters, then the kitchen sees only the words', async () => {
    const buyer = await newCustomer();
    await addJson(t.app, buyer.token, { menuItemId: 'PIZ_001', quantity: 1, instructions: 'Ring \u202Etwice\u0007\r\nthanks' }).expect(200);
    expect((await readCart(t.app, buyer)).cartItems[0]?.instructions).toBe('Ring twice\nthanks');
  });

  it('when instructions exceed 500 characters, then 400', async () => {
    await addForm(t.app, customer.token, `menuItemId=PIZ_001&quantity=1&instructions=${'x'.repeat(501)}`).expect(400);
  });

  it('when price or totalPrice fields are sent, then the request is refused and the cart keeps server prices', async () => {
    await addForm(t.app, customer.token, 'menuItemId=PIZ_001&quantity=1&price=1').expect(400);
    await addJson(t.app, customer.token, { menuItemId: 'PIZ_001', quantity: 1, totalPrice: 1, extraItemId: [] }).expect(400);
    expect(await lines()).toEqual([]);

    await addForm(t.app, customer.token, 'menuItemId=PIZ_001&quantity=2').expect(200);
    const cart = await readCart(t.app, customer);
    expect(cart.cartItems[0]).toMatchObject({ totalPrice: 2899 * 2, menuItem: { price: 2899 } });
    expect(cart.totalPrice).toBe(2899 * 2);
  });

  it('when a field carries a MongoDB operator, then 400 before any query', async () => {
    await addJson(t.app, customer.token, { menuItemId: { $gt: '' }, quantity: 1 }).expect(400);
    await addJson(t.app, customer.token, { menuItemId: 'PIZ_001', quantity: { $gt: 0 } }).expect(400);
    await addForm(t.app, customer.token, 'menuItemId[$gt]=&quantity=1').expect(400);
    expect(await lines()).toEqual([]);
  });

  it('when menuItemId is missing, then 400 naming it', async () => {
    const res = await addForm(t.app, customer.token, 'quantity=1').expect(400);
    expect(res.body.details[0].path).toEqual(['menuItemId']);
  });
});

describe('POST /api/cart/add-to-cart: the merge rule', () => {
  it('when the same item with the same extras in another order is added, then one line with the quantities added', async () => {
    await addForm(t.app, customer.token, 'menuItemId=PIZ_001&quantity=2&extraItemId=EXT_001,EXT_002').expect(200);
    await addForm(t.app, customer.token, 'menuItemId=PIZ_001&quantity=3&extraItemId=EXT_002&extraItemId=EXT_001').expect(200);
    const all = await lines();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ quantity: 5, totalPrice: (2899 + 700) * 5 });
  });

  it('when the instructions differ, then a separate line; equal after trimming, then merged', async () => {
    await addForm(t.app, customer.token, 'menuItemId=PIZ_001&quantity=1&instructions=Well+done').expect(200);
    await addForm(t.app, customer.token, 'menuItemId=PIZ_001&quantity=1&instructions=No+onion').expect(200);
    await addForm(t.app, customer.token, 'menuItemId=PIZ_001&quantity=1&instructions=+Well+done+').expect(200);
    await addForm(t.app, customer.token, 'menuItemId=PIZ_001&quantity=1').expect(200);
    expect((await lines()).map((line) => [line.instructions, line.quantity])).toEqual([
      ['Well done', 2],
      ['No onion', 1],
      [undefined, 1],
    ]);
  });

  it('when the extras differ (a subset) or the size differs, then separate lines', async () => {
    await addForm(t.app, customer.token, 'menuItemId=PIZ_001&quantity=1&extraItemId=EXT_001').expect(200);
    await addForm(t.app, customer.token, 'menuItemId=PIZ_001&quantity=1&extraItemId=EXT_001,EXT_002').expect(200);
    await addForm(t.app, customer.token, 'menuItemId=PIZ_002&quantity=1&extraItemId=EXT_001').expect(200);
    expect(await lines()).toHaveLength(3);
  });

  it('when a merge would pass 50 on one line, then 400 and the line keeps its quantity; up to exactly 50 is fine', async () => {
    await addForm(t.app, customer.token, 'menuItemId=COC_001&quantity=30').expect(200);
    await addForm(t.app, customer.token, 'menuItemId=COC_001&quantity=20').expect(200);
    const res = await addForm(t.app, customer.token, 'menuItemId=COC_001&quantity=1').expect(400);
    expect(res.body).toEqual({ message: 'At most 50 of one item per order line', code: 'BAD_REQUEST' });
    expect((await lines()).map((line) => line.quantity)).toEqual([50]);
  });

  it('when another customer adds the same item, then the carts stay separate', async () => {
    const other = await createTestCustomer();
    await addForm(t.app, customer.token, 'menuItemId=COC_001&quantity=1').expect(200);
    await addForm(t.app, other.token, 'menuItemId=COC_001&quantity=4').expect(200);
    expect((await lines()).map((line) => line.quantity)).toEqual([1]);
    expect(await CartModel.countDocuments({ userId: { $in: [customer.user.id, other.user.id] } })).toBe(2);
  });

  it('when the cart holds 100 different lines, then a new line is refused but merging into one still works', async () => {
    const cart = await readCart(t.app, customer);
    expect(cart.cartItems).toEqual([]);
    for (let i = 0; i < 100; i++) await addForm(t.app, customer.token, `menuItemId=COC_001&quantity=1&instructions=note+${i}`).expect(200);
    const res = await addForm(t.app, customer.token, 'menuItemId=COC_001&quantity=1&instructions=one+more').expect(400);
    expect(res.body.message).toBe('A cart holds at most 100 different lines');
    await addForm(t.app, customer.token, 'menuItemId=COC_001&quantity=1&instructions=note+7').expect(200);
    expect(await lines()).toHaveLength(100);
  });
});

describe('POST /api/cart/add-to-cart: methods', () => {
  it('when GET is used on the add path, then 404 JSON', async () => {
    await request(t.app).get('/api/cart/add-to-cart').set('Authorization', `Bearer ${customer.token}`).expect(404);
  });
});
