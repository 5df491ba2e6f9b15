/**
 * The menu editor's API (docs/product/menu.md#the-menu-editor) on the real app and database: who may
 * call it, what it refuses (naming the field, writing nothing), the race of two staff saving one
 * dish, archive versus delete, restore, reorder, the event and the audit entry of a price change,
 * the public reads after a change, and the seed that never overwrites an edit.
 */
import { type AdminDish, type AdminMenu, type DishInput, MENU_ADMIN_MESSAGES, menuSchema, type StaffRole } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { fixedClock } from '../../../lib/clock';
import { createTestCustomer, createTestStaff, type TestPrincipal } from '../../../test/auth';
import { budapestWinter, fillCart, placed, WORKED_EXAMPLE } from '../../../test/shop-requests';
import { AuditEntryModel, RestaurantModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ExtraModel } from '../extras.model';
import { MenuItemModel } from '../menu.model';
import { seedMenu } from '../menu.seed';

const clock = fixedClock(budapestWinter('2026-02-10', '13:00:00')); // a Tuesday, open
let t: TestApp;
let owner: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  owner = await createTestStaff('OWNER');
  await RestaurantModel.updateOne({ _id: 1 }, { $set: { isOpen: true }, $unset: { hours: 1, manualUntil: 1 } });
});

afterAll(() => t.close());

const admin = (token = owner.token) => ({
  get: (path: string) => request(t.app).get(`/api/admin/menu${path}`).set(bearer(token)),
  post: (path: string, body?: object) => request(t.app).post(`/api/admin/menu${path}`).set(bearer(token)).send(body),
  put: (path: string, body: object) => request(t.app).put(`/api/admin/menu${path}`).set(bearer(token)).send(body),
  delete: (path: string) => request(t.app).delete(`/api/admin/menu${path}`).set(bearer(token)),
});

const adminMenu = async (): Promise<AdminMenu> => (await admin().get('/').expect(200)).body as AdminMenu;
const dishOf = async (dishId: string): Promise<AdminDish> => (await adminMenu()).dishes.find((dish) => dish.id === dishId)!;

/** The editable part of a dish as the editor sends it back. */
function inputOf(dish: AdminDish): DishInput & { version: number } {
  return {
    category: dish.category,
    name: dish.name,
    description: dish.description,
    translations: dish.translations,
    sizes: dish.sizes.map(({ size, price }) => ({ size, price })),
    allergens: dish.allergens,
    dietTags: dish.dietTags,
    extraIds: dish.extraIds,
    visible: dish.visible,
    version: dish.version,
  };
}

const NEW_DISH: DishInput = {
  category: 'PIZZA',
  name: 'Sonka-gomba',
  description: 'Tomato sauce, ham, mushrooms, cheese',
  translations: { hu: { name: 'Sonka-gomba', description: 'Paradicsomszósz, sonka, gomba, sajt' } },
  sizes: [
    { size: 'MEDIUM', price: 3190 },
    { size: 'LARGE', price: 4990 },
  ],
  allergens: ['milk', 'gluten'],
  dietTags: [],
  extraIds: ['EXT_001', 'EXT_002'],
  visible: true,
};

const counts = async () => ({ items: await MenuItemModel.countDocuments(), extras: await ExtraModel.countDocuments() });
const menuChanges = async (after: number) =>
  (await t.deps.events.readAfter(after, { kind: 'all' }, 1000)).filter(({ event }) => event.type === 'menu-changed');

describe('who may use the menu editor', () => {
  const ROUTES: Array<[string, string, object | null]> = [
    ['get', '/', null],
    ['post', '/dishes', NEW_DISH],
    ['put', '/dishes/PIZ_001', { ...NEW_DISH, version: 0 }],
    ['delete', '/dishes/PIZ_001?version=0', null],
    ['post', '/dishes/PIZ_001/restore', null],
    ['put', '/categories/PIZZA/dishes/order', { ids: ['PIZ_001'] }],
    ['post', '/extras', { name: 'Egg', translations: { hu: { name: 'Tojás' } }, price: 200, allergens: ['eggs'], dishIds: [] }],
    [
      'put',
      '/extras/EXT_001',
      { name: 'Egg', translations: { hu: { name: 'Tojás' } }, price: 200, allergens: [], dishIds: [], version: 0 },
    ],
    ['delete', '/extras/EXT_001?version=0', null],
    ['put', '/extras/order', { ids: ['EXT_001'] }],
    ['put', '/categories/PIZZA', { name: 'Pizza', translations: { hu: { name: 'Pizza' } }, bannerPhotoId: null, version: 0 }],
    ['put', '/categories/order', { ids: ['PIZZA', 'DRINKS', 'BURGER', 'FRIES_NUGGETS', 'CALZONE'] }],
  ];

  it.each(ROUTES)(
    'when nobody, a customer, the kitchen or a courier calls %s %s, then 401 or 403 and nothing changes',
    async (method, path, body) => {
      const before = await counts();
      const call = (token?: string) => {
        const req = request(t.app)[method as 'get'](`/api/admin/menu${path}`);
        const signed = token ? req.set(bearer(token)) : req;
        return body ? signed.send(body) : signed;
      };
      await call().expect(401);
      const refused: Array<Promise<TestPrincipal>> = [createTestCustomer(), createTestStaff('KITCHEN'), createTestStaff('COURIER')];
      for (const principal of await Promise.all(refused)) await call(principal.token).expect(403);
      expect(await counts()).toEqual(before);
    },
  );

  it.each<StaffRole>(['OWNER', 'MANAGER'])('when the %s reads the editor, then 200 with every category, dish and add-on', async (role) => {
    const staff = await createTestStaff(role);
    const body = (await admin(staff.token).get('/').expect(200)).body as AdminMenu;
    expect(body.categories.map((category) => category.id)).toEqual(['PIZZA', 'DRINKS', 'BURGER', 'FRIES_NUGGETS', 'CALZONE']);
    expect(body.dishes.find((dish) => dish.id === 'PIZ_001')).toMatchObject({
      name: 'Margarita',
      sizes: [
        { itemId: 'PIZ_001', size: 'MEDIUM', price: 2899 },
        { itemId: 'PIZ_002', size: 'LARGE', price: 4699 },
      ],
      allergens: ['gluten', 'milk'],
      archived: false,
      version: 0,
    });
    expect(body.extras).toHaveLength(12);
  });
});

describe('validation: 400 naming the field, nothing written', () => {
  it.each<[string, Partial<DishInput>, string]>([
    ['price 0', { sizes: [{ size: 'REGULAR', price: 0 }] }, 'sizes'],
    ['price 1 000 001', { sizes: [{ size: 'REGULAR', price: 1_000_001 }] }, 'sizes'],
    ['price 12.5', { sizes: [{ size: 'REGULAR', price: 12.5 }] }, 'sizes'],
    ['a name of 81 characters', { name: 'x'.repeat(81) }, 'name'],
    ['no sizes', { sizes: [] }, 'sizes'],
    ['LARGE only', { sizes: [{ size: 'LARGE', price: 3000 }] }, 'sizes'],
    ['an unknown allergen', { allergens: ['gluten', 'pollen'] as never }, 'allergens'],
    ['a malformed photo id', { photoId: 'not-a-hash' }, 'photoId'],
    ['a photo id nobody uploaded', { photoId: 'a'.repeat(32) }, 'photoId'],
    ['an unknown add-on', { extraIds: ['EXT_001', 'EXT_999'] }, 'extraIds'],
  ])('when a new dish has %s, then 400 naming %s', async (_why, change, field) => {
    const before = await counts();
    const res = await admin()
      .post('/dishes', { ...NEW_DISH, name: 'Validation probe', ...change })
      .expect(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.details.map((issue: { path: string[] }) => issue.path[0])).toContain(field);
    expect(await counts()).toEqual(before);
  });

  it('when a price is refused, then the sentence says why, in Hungarian too', async () => {
    expect(
      (
        await admin()
          .post('/dishes', { ...NEW_DISH, sizes: [{ size: 'REGULAR', price: 0 }] })
          .expect(400)
      ).body.message,
    ).toBe('The price is at least 1 Ft.');
    const hu = await admin()
      .post('/dishes', { ...NEW_DISH, sizes: [{ size: 'MEDIUM', price: 12.5 }] })
      .set('Accept-Language', 'hu');
    expect(hu.body.message).toBe('Az ár egész forintösszeg.');
  });

  it('when a dish is saved with the name of another dish on the menu, then 409 nameTaken; an unknown dish is 404', async () => {
    expect(
      (
        await admin()
          .post('/dishes', { ...NEW_DISH, name: 'margarita' })
          .expect(409)
      ).body.message,
    ).toBe(MENU_ADMIN_MESSAGES.nameTaken);
    await admin()
      .put('/dishes/NOPE_1', { ...NEW_DISH, version: 0 })
      .expect(404);
  });
});

describe('dishes', () => {
  it('when a dish is created, then it has new item ids per size, shows in the public reads and the event log says so', async () => {
    const after = await t.deps.events.latestSeq();
    const created = (await admin().post('/dishes', NEW_DISH).expect(201)).body as AdminDish;
    expect(created).toMatchObject({ name: 'Sonka-gomba', allergens: ['gluten', 'milk'], version: 0, archived: false, ordered: false });
    expect(created.sizes.map((size) => size.itemId)).toEqual([`${created.id}_M`, `${created.id}_L`]);
    const medium = (await request(t.app).get(`/api/menuItem/get/${created.id}_M`).expect(200)).body;
    expect(medium).toMatchObject({ dishId: created.id, price: 3190, isAvailable: true, extraIds: ['EXT_001', 'EXT_002'] });
    const pizzas = (await request(t.app).get('/api/menuItem/get/category/PIZZA').expect(200)).body as Array<{ id: string }>;
    expect(pizzas.at(-1)?.id).toBe(`${created.id}_L`);
    expect((await menuChanges(after)).map(({ event }) => event)).toEqual([
      expect.objectContaining({ change: { kind: 'dish', action: 'created', ids: [created.id], name: 'Sonka-gomba' } }),
    ]);
  });

  it('when a price changes, then menu-changed names the repriced item, the audit entry has before and after, and GET /api/menu has a new ETag', async () => {
    const first = await request(t.app).get('/api/menu').expect(200);
    const dish = await dishOf('PIZ_001');
    const after = await t.deps.events.latestSeq();
    const input = inputOf(dish);
    input.sizes = [
      { size: 'MEDIUM', price: 2899 },
      { size: 'LARGE', price: 4799 },
    ];
    const saved = (await admin().put('/dishes/PIZ_001', input).expect(200)).body as AdminDish;
    expect(saved.version).toBe(dish.version + 1);
    const [change] = await menuChanges(after);
    expect(change?.event).toMatchObject({ change: { kind: 'dish', action: 'updated', ids: ['PIZ_001'], repricedItemIds: ['PIZ_002'] } });
    const audit = await AuditEntryModel.findOne({ action: 'menu.changed', subject: 'PIZ_001' }).sort({ _id: -1 }).lean();
    expect(audit).toMatchObject({
      actorId: owner.user.id,
      before: {
        sizes: [
          { itemId: 'PIZ_001', size: 'MEDIUM', price: 2899 },
          { itemId: 'PIZ_002', size: 'LARGE', price: 4699 },
        ],
      },
      after: {
        sizes: [
          { itemId: 'PIZ_001', size: 'MEDIUM', price: 2899 },
          { itemId: 'PIZ_002', size: 'LARGE', price: 4799 },
        ],
      },
    });
    expect(Object.keys(audit!.after as object)).toEqual(['sizes']);
    const second = await request(t.app)
      .get('/api/menu')
      .set('If-None-Match', first.headers.etag as string)
      .expect(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(menuSchema.parse(second.body).items.find((item) => item.id === 'PIZ_002')?.price).toBe(4799);
    expect((await request(t.app).get('/api/menuItem/get/PIZ_002').expect(200)).body.price).toBe(4799);
  });

  it('when two staff save one dish from the same version at once, then exactly one gets 200 and the other 409, told why', async () => {
    const dish = await dishOf('PIZ_003');
    const a = { ...inputOf(dish), description: 'Tomato sauce, double cheese' };
    const b = { ...inputOf(dish), description: 'Tomato sauce, triple cheese' };
    const answers = await Promise.all([admin().put('/dishes/PIZ_003', a), admin().put('/dishes/PIZ_003', b)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const loser = answers.find((res) => res.status === 409)!;
    expect(loser.body).toMatchObject({ code: 'CONFLICT', message: MENU_ADMIN_MESSAGES.versionConflict });
    const winner = answers.find((res) => res.status === 200)!.body as AdminDish;
    expect((await dishOf('PIZ_003')).description).toBe(winner.description);
  });

  it('when a size is added and another removed, then the new size gets a new id and the unordered one is deleted', async () => {
    const dish = await dishOf('PIZ_011'); // Reine: Medium and Large, never ordered
    const saved = (
      await admin()
        .put('/dishes/PIZ_011', { ...inputOf(dish), sizes: [{ size: 'MEDIUM', price: 3000 }] })
        .expect(200)
    ).body as AdminDish;
    expect(saved.sizes.map((size) => size.itemId)).toEqual(['PIZ_011']);
    expect(await MenuItemModel.exists({ _id: 'PIZ_012' })).toBeNull();
    const again = (
      await admin()
        .put('/dishes/PIZ_011', {
          ...inputOf(saved),
          sizes: [
            { size: 'MEDIUM', price: 3000 },
            { size: 'LARGE', price: 4500 },
          ],
        })
        .expect(200)
    ).body as AdminDish;
    expect(again.sizes.map((size) => size.itemId)).toEqual(['PIZ_011', 'PIZ_011_L']);
  });

  it('when a dish in a placed order is deleted, then it is archived: read by id, gone from lists; an unordered one is deleted; restore brings it back', async () => {
    const customer = await createTestCustomer();
    await fillCart(t.app, customer.token, WORKED_EXAMPLE); // Pepperoni large (PIZ_006) and two colas
    await placed(t.app, customer.token);
    const pepperoni = await dishOf('PIZ_005');
    expect(pepperoni.ordered).toBe(true);
    await admin()
      .delete(`/dishes/PIZ_005?version=${pepperoni.version + 1}`)
      .expect(409);
    expect((await admin().delete(`/dishes/PIZ_005?version=${pepperoni.version}`).expect(200)).body).toEqual({ outcome: 'archived' });
    expect((await request(t.app).get('/api/menuItem/get/PIZ_006').expect(200)).body).toMatchObject({ name: 'Pepperoni', available: false });
    const pizzas = (await request(t.app).get('/api/menuItem/get/category/PIZZA').expect(200)).body as Array<{ id: string }>;
    expect(pizzas.map((item) => item.id)).not.toContain('PIZ_006');
    await request(t.app).get('/api/menuItem/get/name/size').query({ name: 'Pepperoni', size: 'LARGE' }).expect(200, []);
    expect(menuSchema.parse((await request(t.app).get('/api/menu').expect(200)).body).items.map((item) => item.id)).not.toContain(
      'PIZ_005',
    );
    const archived = await dishOf('PIZ_005');
    expect(archived).toMatchObject({ archived: true });
    expect((await adminMenu()).dishes.at(-1)?.archived).toBe(true);

    const restored = (await admin().post('/dishes/PIZ_005/restore').expect(200)).body as AdminDish;
    expect(restored).toMatchObject({ archived: false, version: archived.version + 1 });
    await request(t.app).get('/api/menuItem/get/name/size').query({ name: 'Pepperoni', size: 'LARGE' }).expect(200);
    expect((await request(t.app).get('/api/menuItem/get/PIZ_006').expect(200)).body.available).toBe(true);

    const unordered = await dishOf('PIZ_013');
    expect((await admin().delete(`/dishes/PIZ_013?version=${unordered.version}`).expect(200)).body).toEqual({ outcome: 'deleted' });
    await request(t.app).get('/api/menuItem/get/PIZ_013').expect(404);
    // A restart does not bring a deleted demo dish back.
    await seedMenu();
    expect(await MenuItemModel.exists({ _id: 'PIZ_013' })).toBeNull();
  });

  it('when the dishes of a category are reordered, then the menu follows; a list missing one is 409 reorderMismatch', async () => {
    const drinks = (await adminMenu()).dishes.filter((dish) => dish.category === 'DRINKS' && !dish.archived).map((dish) => dish.id);
    const reversed = [...drinks].reverse();
    expect(
      (
        await admin()
          .put('/categories/DRINKS/dishes/order', { ids: reversed.slice(1) })
          .expect(409)
      ).body.message,
    ).toBe(MENU_ADMIN_MESSAGES.reorderMismatch);
    await admin().put('/categories/DRINKS/dishes/order', { ids: reversed }).expect(204);
    const listed = (await request(t.app).get('/api/menuItem/get/category/DRINKS').expect(200)).body as Array<{ dishId: string }>;
    expect(listed.map((item) => item.dishId)).toEqual(reversed);
  });
});

describe('add-ons and categories', () => {
  it('when an add-on is created for some dishes, then exactly those dishes offer it, at the end of their list', async () => {
    const body = { name: 'Egg', translations: { hu: { name: 'Tojás' } }, price: 250, allergens: ['eggs'], dishIds: ['BRG_001'] };
    await admin()
      .post('/extras', { ...body, dishIds: ['NOPE_1'] })
      .expect(400);
    const extra = (await admin().post('/extras', body).expect(201)).body;
    expect(extra).toMatchObject({ name: 'Egg', dishIds: ['BRG_001'], version: 0 });
    expect((await request(t.app).get('/api/menuItem/get/BRG_001').expect(200)).body.extraIds.at(-1)).toBe(extra.id);
    const moved = (
      await admin()
        .put(`/extras/${extra.id}`, { ...body, dishIds: ['BRG_002'], version: 0 })
        .expect(200)
    ).body;
    expect(moved).toMatchObject({ dishIds: ['BRG_002'], version: 1 });
    expect((await request(t.app).get('/api/menuItem/get/BRG_001').expect(200)).body.extraIds).not.toContain(extra.id);
    expect((await admin().delete(`/extras/${extra.id}?version=1`).expect(200)).body).toEqual({ outcome: 'deleted' });
    await admin()
      .put('/extras/order', { ids: ['EXT_001'] })
      .expect(409);
  });

  it('when the categories are reordered and one renamed, then GET /api/menu and /api/menu/categories show it', async () => {
    const order = ['DRINKS', 'PIZZA', 'BURGER', 'FRIES_NUGGETS', 'CALZONE'];
    await admin().put('/categories/order', { ids: order }).expect(204);
    const pizza = (await adminMenu()).categories.find((category) => category.id === 'PIZZA')!;
    const body = { name: 'Pizzas', translations: { hu: { name: 'Pizzák' } }, bannerPhotoId: null, version: pizza.version };
    await admin().put('/categories/PIZZA', body).expect(200);
    await admin().put('/categories/PIZZA', body).expect(409);
    await admin()
      .put('/categories/PIZZA', { ...body, bannerPhotoId: 'b'.repeat(32), version: pizza.version + 1 })
      .expect(400);
    const categories = (await request(t.app).get('/api/menu/categories').expect(200)).body;
    expect(categories.map((category: { id: string }) => category.id)).toEqual(order);
    const menu = menuSchema.parse((await request(t.app).get('/api/menu').expect(200)).body);
    expect(menu.categories[1]).toEqual({ id: 'PIZZA', name: 'Pizzas', translations: { hu: { name: 'Pizzák' } } });
    expect(menu.items[0]?.category).toBe('DRINKS');
  });
});

describe('the seed', () => {
  it('when the shop restarts after an edit, then the seed keeps the edit', async () => {
    const dish = await dishOf('BRG_003');
    await admin()
      .put('/dishes/BRG_003', { ...inputOf(dish), sizes: [{ size: 'REGULAR', price: 2500 }], allergens: ['gluten'] })
      .expect(200);
    await seedMenu();
    t.deps.catalogue.invalidate();
    expect((await request(t.app).get('/api/menuItem/get/BRG_003').expect(200)).body).toMatchObject({ price: 2500, allergens: ['gluten'] });
  });

  it('when a database from before the editor is seeded, then each item gets its dish and the seed allergens once', async () => {
    await MenuItemModel.collection.updateMany(
      { _id: { $in: ['CHN_001', 'CHN_002'] } as never },
      { $unset: { dishId: 1, allergens: 1, dietTags: 1 } },
    );
    await seedMenu();
    const nuggets = await MenuItemModel.find({ _id: { $in: ['CHN_001', 'CHN_002'] } }).lean();
    expect(nuggets.map((item) => [item._id, item.dishId, item.allergens])).toEqual([
      ['CHN_001', 'CHN_001', ['gluten', 'celery']],
      ['CHN_002', 'CHN_001', ['gluten', 'celery']],
    ]);
  });
});
