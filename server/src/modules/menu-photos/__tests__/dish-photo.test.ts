/**
 * A photo from upload to the customer's card (docs/product/menu.md#photos): the owner uploads a
 * picture, saves a dish with it, and the public menu answers carry its srcsets and a WebP
 * `imageUrl` that is served; a category banner works the same way, and an id nobody uploaded is refused.
 */
import { type AdminMenu, type MenuItem, menuSchema } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import sharp from 'sharp';
import request from 'supertest';

import { createTestStaff, type TestPrincipal } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { png } from './photo-fixtures';

let t: TestApp;
let owner: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestStaff('OWNER');
});

afterAll(() => t.close());

const adminMenu = async () => (await request(t.app).get('/api/admin/menu').set(bearer(owner.token)).expect(200)).body as AdminMenu;

async function uploadPhoto(): Promise<string> {
  const res = await request(t.app)
    .post('/api/admin/menu/photos')
    .set(bearer(owner.token))
    .set('Content-Type', 'image/png')
    .send(await png(1200, 900, '#d35400'))
    .expect(201);
  return (res.body as { id: string }).id;
}

describe('a dish saved with an uploaded photo', () => {
  it('when the owner saves the Margarita with a photo, then every public answer names its srcsets and a served WebP', async () => {
    const photoId = await uploadPhoto();
    const margarita = (await adminMenu()).dishes.find((dish) => dish.name === 'Margarita')!;
    const { id: dishId, version, category, name, description, translations, allergens, dietTags, extraIds, visible } = margarita;
    const sizes = margarita.sizes.map(({ size, price }) => ({ size, price }));
    const saved = await request(t.app)
      .put(`/api/admin/menu/dishes/${dishId}`)
      .set(bearer(owner.token))
      .send({ category, name, description, translations, sizes, allergens, dietTags, extraIds, visible, version, photoId })
      .expect(200);
    expect(saved.body.photo.id).toBe(photoId);

    const menu = menuSchema.parse((await request(t.app).get('/api/menu').expect(200)).body);
    const items = menu.items.filter((item) => item.dishId === dishId);
    expect(items.map((item) => item.size).sort()).toEqual(['LARGE', 'MEDIUM']);
    for (const item of items) {
      expect(item.photo).toEqual({
        id: photoId,
        width: 960,
        height: 720,
        srcset: {
          avif: `/api/menu/photos/${photoId}/320.avif 320w, /api/menu/photos/${photoId}/640.avif 640w, /api/menu/photos/${photoId}/960.avif 960w`,
          webp: `/api/menu/photos/${photoId}/320.webp 320w, /api/menu/photos/${photoId}/640.webp 640w, /api/menu/photos/${photoId}/960.webp 960w`,
        },
      });
      expect(item.imageUrl).toBe(`/api/menu/photos/${photoId}/640.webp`);
    }
    const [pizzas, one] = await Promise.all([
      request(t.app).get('/api/menuItem/get/category/PIZZA').expect(200),
      request(t.app).get(`/api/menuItem/get/${items[0]!.id}`).expect(200),
    ]);
    expect((pizzas.body as MenuItem[]).find((item) => item.id === items[0]!.id)?.photo?.id).toBe(photoId);
    expect((one.body as MenuItem).imageUrl).toBe(`/api/menu/photos/${photoId}/640.webp`);

    const picture = await request(t.app)
      .get(items[0]!.imageUrl)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    const meta = await sharp(picture.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 480]);
  });

  it('when a category gets a banner, then GET /api/menu/categories names it', async () => {
    const photoId = await uploadPhoto();
    const drinks = (await adminMenu()).categories.find((category) => category.id === 'DRINKS')!;
    await request(t.app)
      .put('/api/admin/menu/categories/DRINKS')
      .set(bearer(owner.token))
      .send({ name: drinks.name, translations: drinks.translations, bannerPhotoId: photoId, version: drinks.version })
      .expect(200);
    const categories = (await request(t.app).get('/api/menu/categories').expect(200)).body as Array<{
      id: string;
      banner?: { id: string };
    }>;
    expect(categories.find((category) => category.id === 'DRINKS')?.banner?.id).toBe(photoId);
  });

  it('when a dish names a photo id nobody uploaded, then 400 names photoId and the dish keeps its artwork', async () => {
    const dish = (await adminMenu()).dishes.find((entry) => entry.name === 'Pepperoni')!;
    const { id, version, category, name, description, translations, allergens, dietTags, extraIds, visible } = dish;
    const res = await request(t.app)
      .put(`/api/admin/menu/dishes/${id}`)
      .set(bearer(owner.token))
      .send({
        category,
        name,
        description,
        translations,
        sizes: dish.sizes.map(({ size, price }) => ({ size, price })),
        allergens,
        dietTags,
        extraIds,
        visible,
        version,
        photoId: 'f'.repeat(32),
      })
      .expect(400);
    expect(JSON.stringify(res.body)).toContain('photoId');
    const after = (await adminMenu()).dishes.find((entry) => entry.id === id)!;
    expect([after.photo, after.version, after.imageUrl]).toEqual([undefined, version, dish.imageUrl]);
  });
});
