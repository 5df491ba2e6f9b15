import { cartResponseSchema } from '@pizza/shared';
import request from 'supertest';

import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { writeMenu } from '../../../test/menu-writes';
import { ExtraModel, MenuItemModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addForm, readCart, readCartResponse } from './helpers';

let t: TestApp;
let alice: TestPrincipal;
let bob: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createTestCustomer();
  bob = await createTestCustomer();
  // Allergens of our own, so the expected lines do not depend on the seed's demo data.
  await writeMenu(t, () => MenuItemModel.updateOne({ _id: 'PIZ_001' }, { allergens: ['milk', 'gluten'] }));
  await writeMenu(t, () => ExtraModel.updateOne({ _id: 'EXT_001' }, { allergens: ['milk'] }));
  await writeMenu(t, () => ExtraModel.updateOne({ _id: 'EXT_002' }, { allergens: [] }));
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/cart/user-email', () => {
  it('when the customer never added anything, then an empty array', async () => {
    const res = await readCartResponse(t.app, alice).expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual([]);
  });

  it('when a customer added items, then [cart] with lines priced (item + extras) x quantity and the total', async () => {
    await addForm(t.app, alice.token, 'menuItemId=PIZ_001&quantity=2&extraItemId=EXT_001,EXT_002&instructions=No+basil').expect(200);
    await addForm(t.app, alice.token, 'menuItemId=COC_001&quantity=3&extraItemId=null').expect(200);

    const res = await readCartResponse(t.app, alice).expect(200);
    expect(cartResponseSchema.parse(res.body)).toEqual(res.body);
    const [cart] = res.body;
    expect(cart.cartItems).toEqual([
      {
        cartItemId: expect.stringMatching(/^[0-9a-f]{24}$/),
        id: cart.cartItems[0].cartItemId,
        quantity: 2,
        totalPrice: (2899 + 400 + 300) * 2,
        menuItem: {
          id: 'PIZ_001',
          name: 'Margarita',
          imageUrl: '/images/menu/pizza-margherita.svg',
          size: 'MEDIUM',
          price: 2899,
          // In Annex II order, whatever order the menu stored them in.
          allergens: ['gluten', 'milk'],
          translations: { hu: { name: 'Margarita' } },
        },
        extras: [
          {
            id: 'EXT_001',
            name: 'Extra cheese',
            price: 400,
            available: true,
            translations: { hu: { name: 'Extra sajt' } },
            allergens: ['milk'],
          },
          { id: 'EXT_002', name: 'Mushrooms', price: 300, available: true, translations: { hu: { name: 'Gomba' } }, allergens: [] },
        ],
        instructions: 'No basil',
        available: true,
      },
      {
        cartItemId: expect.any(String),
        id: cart.cartItems[1].cartItemId,
        quantity: 3,
        totalPrice: 699 * 3,
        menuItem: expect.objectContaining({ id: 'COC_001', price: 699 }),
        extras: [],
        available: true,
      },
    ]);
    expect(cart.totalPrice).toBe(7198 + 2097);
    expect(cart.cartId).toMatch(/^[0-9a-f]{24}$/);
  });

  it('when a line is read, then the dish and its add-ons carry their Hungarian names (names only, no descriptions)', async () => {
    const bob = await createTestCustomer();
    await addForm(t.app, bob.token, 'menuItemId=FRI_002&quantity=1&extraItemId=EXT_011').expect(200);
    const [line] = (await readCartResponse(t.app, bob).expect(200)).body[0].cartItems;
    expect(line.menuItem).toMatchObject({ name: 'Potato Fries', translations: { hu: { name: 'Hasábburgonya' } } });
    expect(line.menuItem.translations.hu).not.toHaveProperty('description');
    expect(line.extras).toEqual([
      {
        id: 'EXT_011',
        name: 'Garlic sauce',
        price: 200,
        available: true,
        translations: { hu: { name: 'Fokhagymás szósz' } },
        allergens: expect.any(Array),
      },
    ]);
  });

  it('when a price changes in the database, then the cart shows the new price at once, and names each change', async () => {
    await writeMenu(t, () => MenuItemModel.updateOne({ _id: 'COC_001' }, { price: 799 }));
    await writeMenu(t, () => ExtraModel.updateOne({ _id: 'EXT_002' }, { price: 350 }));
    const cart = await readCart(t.app, alice);
    expect(cart.cartItems.map((line) => line.totalPrice)).toEqual([(2899 + 400 + 350) * 2, 799 * 3]);
    expect(cart.totalPrice).toBe(7298 + 2397);
    // Per unit, the item with its add-ons: before = what the customer saw when adding.
    expect(cart.priceChanges).toEqual([
      {
        cartItemId: cart.cartItems[0]!.cartItemId,
        menuItemId: 'PIZ_001',
        name: 'Margarita',
        translations: { hu: { name: 'Margarita' } },
        size: 'MEDIUM',
        before: 2899 + 400 + 300,
        after: 2899 + 400 + 350,
      },
      expect.objectContaining({ cartItemId: cart.cartItems[1]!.cartItemId, menuItemId: 'COC_001', before: 699, after: 799 }),
    ]);
    await writeMenu(t, () => MenuItemModel.updateOne({ _id: 'COC_001' }, { price: 699 }));
    await writeMenu(t, () => ExtraModel.updateOne({ _id: 'EXT_002' }, { price: 300 }));
    // Back at the prices seen: nothing changed for the customer.
    expect(await readCart(t.app, alice)).not.toHaveProperty('priceChanges');
  });

  it('when the e-mail is the own one in other letter case or with spaces, then it is still the own cart', async () => {
    const res = await readCartResponse(t.app, alice, `  ${alice.user.email.toUpperCase()} `).expect(200);
    expect(res.body[0].cartItems).toHaveLength(2);
  });

  it("when a customer asks for another customer's cart, then 403 and nothing of it", async () => {
    const res = await readCartResponse(t.app, bob, alice.user.email).expect(403);
    expect(res.body).toEqual({ message: 'You can only read your own cart', code: 'FORBIDDEN' });
  });

  it('when every line was removed, then the cart is still there, empty, with total 0', async () => {
    const carol = await createTestCustomer();
    await addForm(t.app, carol.token, 'menuItemId=COC_001&quantity=1&extraItemId=').expect(200);
    const [line] = (await readCart(t.app, carol)).cartItems;
    await request(t.app).put(`/api/cart/update/${line!.cartItemId}?quantity=0`).set('Authorization', `Bearer ${carol.token}`).expect(200);
    const res = await readCartResponse(t.app, carol).expect(200);
    expect(res.body).toEqual([{ cartId: expect.any(String), cartItems: [], totalPrice: 0 }]);
  });

  it('when the e-mail is missing or malformed, then 400', async () => {
    await request(t.app).get('/api/cart/user-email').set('Authorization', `Bearer ${alice.token}`).expect(400);
    await readCartResponse(t.app, alice, 'not-an-email').expect(400);
  });

  it('when no token or a bad token is sent, then 401 for every cart route', async () => {
    await request(t.app).get('/api/cart/user-email').query({ email: alice.user.email }).expect(401);
    await request(t.app).get('/api/cart/user-email').query({ email: alice.user.email }).set('Authorization', 'Bearer nope').expect(401);
    const add = await request(t.app).post('/api/cart/add-to-cart').type('form').send('menuItemId=PIZ_001&quantity=1').expect(401);
    expect(add.body).toEqual({ message: 'Authentication required', code: 'UNAUTHORIZED' });
    await request(t.app).put('/api/cart/update/665f1c2e9b1d8c0012345679?quantity=1').expect(401);
  });

  it('when a staff account calls the cart, then 403 (carts belong to customers)', async () => {
    const staff = await createTestAdmin();
    const res = await readCartResponse(t.app, staff).expect(403);
    expect(res.body).toEqual({ message: 'Customers only', code: 'FORBIDDEN' });
  });
});

describe('API docs', () => {
  it('when the OpenAPI document is read, then the three cart paths are there, behind the bearer scheme', async () => {
    const { body } = await request(t.app).get('/api/openapi.json').expect(200);
    expect(body.paths['/api/cart/user-email'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(body.paths['/api/cart/add-to-cart'].post.requestBody.content)).toEqual([
      'application/x-www-form-urlencoded',
      'application/json',
    ]);
    expect(body.paths['/api/cart/update/{cartItemId}'].put.responses).toHaveProperty('404');
    expect(body.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
