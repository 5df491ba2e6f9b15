import { menuItemSchema } from '@pizza/shared';
import request from 'supertest';

import { createTestApp, type TestApp } from '../../../test/test-app';
import { MenuItemModel } from '../menu.model';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const byCategory = (category: string) => request(t.app).get(`/api/menuItem/get/category/${category}`);
const byNameSize = (query: Record<string, string>) => request(t.app).get('/api/menuItem/get/name/size').query(query);
const byId = (id: string) => request(t.app).get(`/api/menuItem/get/${id}`);

const MARGARITA_MEDIUM = {
  id: 'PIZ_001',
  name: 'Margarita',
  description: 'Tomato sauce, cheese',
  price: 2899,
  category: 'PIZZA',
  size: 'MEDIUM',
  imageUrl: '/images/menu/pizza-margherita.svg',
  isAvailable: true,
  available: true,
  translations: { hu: { name: 'Margarita', description: 'Paradicsomszósz, sajt' } },
  // A dish's sizes share its id (the first size's); allergens in Annex II order; the seed's add-ons for a pizza.
  dishId: 'PIZ_001',
  allergens: ['gluten', 'milk'],
  dietTags: ['vegetarian'],
  extraIds: Array.from({ length: 12 }, (_, i) => `EXT_${String(i + 1).padStart(3, '0')}`),
};

/** Changes the database behind the catalogue's back, then does what a menu-changing service must do. */
async function setAvailable(id: string, isAvailable: boolean): Promise<void> {
  await MenuItemModel.updateOne({ _id: id }, { isAvailable });
  t.deps.catalogue.invalidate();
}

describe('GET /api/menuItem/get/category/:category', () => {
  it('when PIZZA is asked for, then all 70 seeded pizzas come back in seed order with the public shape', async () => {
    const res = await byCategory('PIZZA').expect(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toHaveLength(70);
    expect(res.body.slice(0, 2).map((item: { id: string }) => item.id)).toEqual(['PIZ_001', 'PIZ_002']);
    expect(res.body[0]).toEqual(MARGARITA_MEDIUM);
    for (const item of res.body) expect(menuItemSchema.strict().parse(item)).toEqual(item);
  });

  it.each([
    ['DRINKS', 26],
    ['BURGER', 4],
    ['FRIES_NUGGETS', 8],
    ['CALZONE', 2],
  ])('when %s is asked for, then its %i items come back', async (category, count) => {
    const res = await byCategory(category).expect(200);
    expect(res.body).toHaveLength(count);
    expect(res.body.every((item: { category: string }) => item.category === category)).toBe(true);
  });

  it('when the category is unknown or lower-case, then 400 with a readable message', async () => {
    for (const category of ['SALAD', 'pizza']) {
      const res = await byCategory(category).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('PIZZA') });
    }
  });

  it('when an item is made unavailable and the catalogue invalidated, then it is left out; made available again, it is back', async () => {
    await setAvailable('PIZ_003', false);
    const res = await byCategory('PIZZA').expect(200);
    expect(res.body).toHaveLength(69);
    expect(res.body.map((item: { id: string }) => item.id)).not.toContain('PIZ_003');

    await setAvailable('PIZ_003', true);
    expect((await byCategory('PIZZA').expect(200)).body).toHaveLength(70);
  });
});

describe('GET /api/menuItem/get/name/size', () => {
  it('when the name and size exist, then an array with that one item comes back', async () => {
    const res = await byNameSize({ name: 'Margarita', size: 'LARGE' }).expect(200);
    expect(res.body).toEqual([{ ...MARGARITA_MEDIUM, id: 'PIZ_002', size: 'LARGE', price: 4699 }]);
  });

  it('when the name has surrounding spaces, then it is trimmed and still found', async () => {
    const res = await byNameSize({ name: ' Margarita ', size: 'MEDIUM' }).expect(200);
    expect(res.body.map((item: { id: string }) => item.id)).toEqual(['PIZ_001']);
  });

  it('when the name is not exact (case) or the pair does not exist, then an empty array', async () => {
    expect((await byNameSize({ name: 'margarita', size: 'MEDIUM' }).expect(200)).body).toEqual([]);
    expect((await byNameSize({ name: 'Margarita', size: 'REGULAR' }).expect(200)).body).toEqual([]);
  });

  it('when the size is unknown or missing, or the name is empty, then 400 naming the field', async () => {
    const badSize = await byNameSize({ name: 'Margarita', size: 'SMALL' }).expect(400);
    expect(badSize.body).toMatchObject({ code: 'VALIDATION_ERROR', details: [expect.objectContaining({ path: ['size'] })] });
    await byNameSize({ name: 'Margarita' }).expect(400);
    await byNameSize({ name: '', size: 'LARGE' }).expect(400);
  });

  it('when the query carries an unknown field or an injection attempt, then 400', async () => {
    await byNameSize({ name: 'Margarita', size: 'LARGE', extra: '1' }).expect(400);
    await request(t.app).get('/api/menuItem/get/name/size?name[$gt]=&size=LARGE').expect(400);
    await request(t.app).get('/api/menuItem/get/name/size?name=Margarita&name=Pepperoni&size=LARGE').expect(400);
  });

  it('when an item is unavailable, then the lookup still returns it with isAvailable false', async () => {
    await setAvailable('PIZ_002', false);
    const res = await byNameSize({ name: 'Margarita', size: 'LARGE' }).expect(200);
    expect(res.body).toEqual([expect.objectContaining({ id: 'PIZ_002', isAvailable: false })]);
    await setAvailable('PIZ_002', true);
  });
});

describe('the menu in two languages', () => {
  it('when any category is read, then every item keeps its English name and description and adds its Hungarian text', async () => {
    for (const category of ['PIZZA', 'DRINKS', 'BURGER', 'FRIES_NUGGETS', 'CALZONE']) {
      const items = (await byCategory(category).expect(200)).body as Array<Record<string, unknown> & { translations?: unknown }>;
      for (const item of items) {
        expect(item).toMatchObject({ name: expect.any(String), description: expect.any(String) });
        expect(item.translations).toEqual({ hu: { name: expect.stringMatching(/\S/), description: expect.stringMatching(/\S/) } });
      }
    }
    const burger = (await byId('BRG_004').expect(200)).body;
    expect(burger).toMatchObject({ name: 'Crispy Chicken Burger', translations: { hu: { name: 'Ropogós csirkés burger' } } });
  });

  it('when the size toggle looks a dish up, then it still goes by the English name and the answer carries both languages', async () => {
    const res = await request(t.app).get('/api/menuItem/get/name/size').query({ name: 'Potato Fries', size: 'LARGE' }).expect(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        id: 'FRI_002',
        translations: { hu: { name: 'Hasábburgonya', description: 'Ropogós, aranybarna hasábburgonya' } },
      }),
    ]);
  });
});

describe('GET /api/menuItem/get/:id', () => {
  it('when the id exists, then the item comes back with exactly the public fields', async () => {
    const res = await byId('PIZ_001').expect(200);
    expect(res.body).toEqual(MARGARITA_MEDIUM);
  });

  it('when the item is unavailable, then it is still returned (orders name it), marked unavailable', async () => {
    await setAvailable('COC_001', false);
    expect((await byId('COC_001').expect(200)).body).toMatchObject({ id: 'COC_001', isAvailable: false });
    await setAvailable('COC_001', true);
  });

  it('when the id is unknown, then 404 with a message naming it', async () => {
    const res = await byId('PIZ_999').expect(404);
    expect(res.body).toEqual({ message: 'Menu item not found: PIZ_999', code: 'NOT_FOUND' });
  });

  it('when the id is malformed, then 400', async () => {
    const res = await byId('PIZ.001').expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid id' });
  });

  it('when no token is sent, then every menu read is public', async () => {
    await byId('PIZ_001').expect(200);
    await byCategory('DRINKS').expect(200);
    await byNameSize({ name: 'Margarita', size: 'LARGE' }).expect(200);
  });
});

describe('API docs', () => {
  it('when the OpenAPI document is read, then every menu and extras path is there with its 304', async () => {
    const { body } = await request(t.app).get('/api/openapi.json').expect(200);
    for (const path of [
      '/api/menuItem/get/category/{category}',
      '/api/menuItem/get/name/size',
      '/api/menuItem/get/{id}',
      '/api/extras/get/all',
      '/api/extras/get/{id}',
    ]) {
      expect(body.paths[path].get.responses).toHaveProperty('304');
    }
  });
});
