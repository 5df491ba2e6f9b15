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

describe('GET /api/menuItem/get/category/:category', () => {
  it('when PIZZA is asked for, then all 70 seeded pizzas come back in seed order with the public shape', async () => {
    const res = await byCategory('PIZZA').expect(200);
    expect(res.body).toHaveLength(70);
    expect(res.body.slice(0, 2).map((item: { id: string }) => item.id)).toEqual(['PIZ_001', 'PIZ_002']);
    expect(res.body[0]).toEqual({
      id: 'PIZ_001',
      name: 'Margarita',
      description: 'Tomato sauce, cheese',
      price: 2899,
      category: 'PIZZA',
      size: 'MEDIUM',
      imageUrl: '/images/menu/pizza.svg',
      isAvailable: true,
    });
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

  it('when an item is unavailable, then it is left out', async () => {
    await MenuItemModel.updateOne({ _id: 'PIZ_003' }, { isAvailable: false });
    const res = await byCategory('PIZZA').expect(200);
    expect(res.body).toHaveLength(69);
    expect(res.body.map((item: { id: string }) => item.id)).not.toContain('PIZ_003');
  });
});
