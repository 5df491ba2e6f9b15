import fs from 'node:fs';
import path from 'node:path';

import mongoose from 'mongoose';
import request from 'supertest';

import { verifyPassword } from '../lib/password';
import { CLIENT_PUBLIC_IMAGES } from '../lib/paths';
import { PLACEHOLDER_IMAGE } from '../modules/menu';
import { seedDatabase } from '../seed';
import { ExtraModel, MenuItemModel, RestaurantModel, UserModel } from '../test/stored-records';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('seed', () => {
  it('when the seed runs twice, then there are still 110 items, 12 extras, 1 admin and the admin password is unchanged', async () => {
    const adminBefore = await UserModel.findOne({ role: 'ADMIN' }).lean();
    await seedDatabase({ ...t.deps, config: { ...t.config, admin: { email: t.config.admin.email, password: 'a different password #1' } } });
    await seedDatabase(t.deps);

    expect(await MenuItemModel.countDocuments()).toBe(110);
    expect(await ExtraModel.countDocuments()).toBe(12);
    const admins = await UserModel.find({ role: 'ADMIN' }).lean();
    expect(admins).toHaveLength(1);
    expect(admins[0]?.passwordHash).toBe(adminBefore?.passwordHash);
    expect(await verifyPassword('ChangeMe#2026', admins[0]?.passwordHash ?? '')).toBe(true);
  });

  it('when staff made an item unavailable, then seeding again keeps it unavailable', async () => {
    await MenuItemModel.updateOne({ _id: 'BRG_001' }, { isAvailable: false });
    await seedDatabase(t.deps);
    expect((await MenuItemModel.findById('BRG_001').lean())?.isAvailable).toBe(false);
  });

  it('when the menu was served before the seed filled it, then the next answer has the seeded items', async () => {
    await MenuItemModel.deleteMany({ category: 'CALZONE' });
    t.deps.catalogue.invalidate();
    await request(t.app).get('/api/menuItem/get/category/CALZONE').expect(200, []);
    await seedDatabase(t.deps);
    const res = await request(t.app).get('/api/menuItem/get/category/CALZONE').expect(200);
    expect(res.body.length).toBe(await MenuItemModel.countDocuments({ category: 'CALZONE', isAvailable: true }));
    expect(res.body.length).toBeGreaterThan(0);
  });

  it('when seeded, then the restaurant profile has id 1, the Debrecen address and the fees', async () => {
    const restaurant = await RestaurantModel.findById(1).lean();
    expect(restaurant).toMatchObject({
      name: 'Pizza Point',
      address: 'Bajcsy-Zsilinszky u. 2., 4025 Debrecen',
      latitude: 47.529989,
      longitude: 21.623746,
      phone: '+36 30 123 4567',
      deliveryRadiusM: 5000,
      isOpen: true,
      serviceFee: 150,
      bottleDepositPerDrink: 50,
      deliveryFeeBeforeNoon: 799,
      deliveryFeeFromNoon: 599,
      minimumOrder: 3500,
    });
  });

  it('when the restaurant still has the seeded address in the old order, then seeding rewrites it; an edited one is kept', async () => {
    await RestaurantModel.updateOne({ _id: 1 }, { $set: { address: 'Debrecen, Bajcsy-Zsilinszky u. 2, 4025' } });
    await seedDatabase(t.deps);
    expect((await RestaurantModel.findById(1).lean())?.address).toBe('Bajcsy-Zsilinszky u. 2., 4025 Debrecen');
    await RestaurantModel.updateOne({ _id: 1 }, { $set: { address: 'Piac utca 1., 4025 Debrecen' } });
    await seedDatabase(t.deps);
    expect((await RestaurantModel.findById(1).lean())?.address).toBe('Piac utca 1., 4025 Debrecen');
    await RestaurantModel.updateOne({ _id: 1 }, { $set: { address: 'Bajcsy-Zsilinszky u. 2., 4025 Debrecen' } });
  });

  it('when seeded, then every dish and add-on has its Hungarian name, and every dish its Hungarian description', async () => {
    const items = await MenuItemModel.find().lean();
    expect(items.filter((item) => !item.translations?.hu?.name || !item.translations.hu.description).map((item) => item._id)).toEqual([]);
    expect((await MenuItemModel.findById('WAT_001').lean())?.translations?.hu).toEqual({ name: 'Víz', description: 'Tiszta ivóvíz' });
    const extras = await ExtraModel.find().lean();
    expect(extras.filter((extra) => !extra.translations?.hu?.name).map((extra) => extra._id)).toEqual([]);
    expect((await ExtraModel.findById('EXT_001').lean())?.translations?.hu?.name).toBe('Extra sajt');
  });

  it('when seeded, then every item has its family artwork, an existing file, and sortOrder follows the seed', async () => {
    const items = await MenuItemModel.find().sort({ sortOrder: 1 }).lean();
    expect(items.map((item) => item.sortOrder)).toEqual(items.map((_item, index) => index));
    for (const item of items) {
      expect(item.imageUrl).not.toBe(PLACEHOLDER_IMAGE);
      expect(fs.existsSync(path.join(CLIENT_PUBLIC_IMAGES, item.imageUrl.replace(/^\/images\//, '')))).toBe(true);
    }
    const image = (id: string) => items.find((item) => item._id === id)?.imageUrl;
    expect(image('NUG_001')).toBe('/images/menu/mozzarella-sticks.svg');
    expect(image('CHN_001')).toBe('/images/menu/nuggets.svg');
    expect(image('XIX_001')).toBe('/images/menu/drink-cola.svg');
    expect(image('STL_002')).toBe('/images/menu/drink-juice.svg');
    expect(image('HIL_001')).toBe('/images/menu/drink-energy.svg');
    expect(image('WAT_001')).toBe('/images/menu/drink-water.svg');
    expect(image('SMO_002')).toBe('/images/menu/drink-smoothie.svg');
  });

  it('when seeded, then pizzas are pictured by their toppings (not all one picture) and orange and lemon sodas have their own glass', async () => {
    const items = await MenuItemModel.find().lean();
    const image = (id: string) => items.find((item) => item._id === id)?.imageUrl;
    const pizzaImages = new Set(items.filter((item) => item.category === 'PIZZA').map((item) => item.imageUrl));
    expect(pizzaImages.size).toBeGreaterThanOrEqual(6);
    expect(image('PIZ_001')).toBe('/images/menu/pizza-margherita.svg');
    expect(image('PIZ_005')).toBe('/images/menu/pizza.svg');
    expect(image('PIZ_007')).toBe('/images/menu/pizza-veggie.svg');
    expect(image('PIZ_023')).toBe('/images/menu/pizza-seafood.svg');
    expect(image('PIZ_045')).toBe('/images/menu/pizza-white.svg');
    expect(image('FAN_001')).toBe('/images/menu/drink-orange.svg');
    expect(image('MER_001')).toBe('/images/menu/drink-orange.svg');
    expect(image('SPR_004')).toBe('/images/menu/drink-lemon.svg');
    expect(image('COC_001')).toBe('/images/menu/drink-cola.svg');
    // Each artwork stays small: the home page loads a screenful of them.
    const bytes = (url: string) => fs.statSync(path.join(CLIENT_PUBLIC_IMAGES, url.replace(/^\/images\//, ''))).size;
    expect([...new Set(items.map((item) => item.imageUrl))].filter((url) => bytes(url) > 4096)).toEqual([]);
  });

  it('when seeded, then names and descriptions read cleanly: no stray apostrophes or markup, units spaced, a sized dish the same in both sizes', async () => {
    const items = await MenuItemModel.find().lean();
    const texts = items.flatMap((item) =>
      [item.name, item.description, item.translations?.hu?.name, item.translations?.hu?.description].map(
        (text) => `${item._id}: ${text ?? ''}`,
      ),
    );
    // "H'A'L'A'L", "<b>", "5pcs", "500ml": typed oddly, not words.
    expect(texts.filter((text) => /[A-Z]'[A-Z]|[<>{}*_]|\d(pcs|ml)\b/i.test(text.replace(/^\w+: /, '')))).toEqual([]);
    // The home page shows the Medium card of a dish that also comes Large ('Medium size Calzone' while
    // Large is offered): both sizes say the same, whichever the card shows.
    const sized = new Set(items.filter((item) => item.size === 'LARGE').map((item) => item.name));
    const cards = items.filter((item) => item.size === 'MEDIUM' && sized.has(item.name));
    expect(cards.length).toBeGreaterThan(30);
    for (const medium of cards) {
      const large = items.find((item) => item.name === medium.name && item.size === 'LARGE');
      expect({ id: medium._id, description: large?.description }).toEqual({ id: medium._id, description: medium.description });
    }
  });

  it('when a seeded document is serialised, then it has a string id and no _id, __v or secrets', async () => {
    const admin = (await UserModel.findOne({ role: 'ADMIN' }))?.toJSON() as Record<string, unknown>;
    expect(admin).toMatchObject({ id: expect.any(String), email: 'admin@example.com', role: 'ADMIN' });
    for (const hidden of ['_id', '__v', 'passwordHash', 'tokenVersion']) expect(admin).not.toHaveProperty(hidden);
    expect((await MenuItemModel.findById('PIZ_001'))?.toJSON()).toMatchObject({ id: 'PIZ_001', sortOrder: 0 });
  });
});

describe('indexes', () => {
  const indexes = async (collection: string) =>
    (await mongoose.connection.db!.collection(collection).indexes()).map(
      ({ key, unique, partialFilterExpression, expireAfterSeconds, sparse }) => ({
        key,
        unique,
        partialFilterExpression,
        expireAfterSeconds,
        sparse,
      }),
    );

  it('when the app has connected, then the constraint indexes exist (one draft, one selected address, one cart per user)', async () => {
    expect(await indexes('orders')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: { orderId: 1 }, unique: true }),
        expect.objectContaining({ key: { userId: 1, status: 1 }, unique: true, partialFilterExpression: { status: 'PENDING' } }),
        expect.objectContaining({ key: { draftExpiresAt: 1 }, expireAfterSeconds: 0 }),
      ]),
    );
    expect(await indexes('addresses')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: { userId: 1, selected: 1 }, unique: true, partialFilterExpression: { selected: true } }),
      ]),
    );
    expect(await indexes('carts')).toEqual(expect.arrayContaining([expect.objectContaining({ key: { userId: 1 }, unique: true })]));
    expect(await indexes('users')).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: { phone: 1 }, unique: true, sparse: true })]),
    );
    expect(await indexes('one_time_codes')).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 0 })]),
    );
  });
});
