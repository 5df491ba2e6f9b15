/**
 * What the upload refuses (docs/product/menu.md#photos): too many bytes (413), anything that is
 * not a JPEG, PNG or WebP by its content, corrupt and truncated files, pictures of too many
 * pixels before they are decoded (400), and anyone without `menu.edit` (401/403). Nothing
 * refused leaves anything in the database.
 */
import { MENU_ADMIN_MESSAGES, MENU_PHOTO_MAX_BYTES } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import mongoose from 'mongoose';
import request from 'supertest';

import { createTestCustomer, createTestStaff, type TestPrincipal } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { MenuPhotoModel } from '../menu-photo.model';
import { forgedHugePngHeader, gif, png, pngBomb, sidewaysJpegWithExif } from './photo-fixtures';

let t: TestApp;
let owner: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestStaff('OWNER');
});

afterAll(() => t.close());

const upload = (bytes: Buffer | string, contentType: string, token = owner.token) =>
  request(t.app).post('/api/admin/menu/photos').set(bearer(token)).set('Content-Type', contentType).send(bytes);

/** Nothing of a refused upload is kept: no photo document, no GridFS file, no chunk. */
async function expectNothingStored(): Promise<void> {
  const db = mongoose.connection.db!;
  expect(await MenuPhotoModel.countDocuments()).toBe(0);
  expect(await db.collection('menu_photo_files.files').countDocuments()).toBe(0);
  expect(await db.collection('menu_photo_files.chunks').countDocuments()).toBe(0);
}

const refusal = (message: string, code = 'BAD_REQUEST') => ({ message, code });

describe('refused uploads', () => {
  it('when the body is 6 MB, then 413 with the sentence naming the limit', async () => {
    const res = await upload(Buffer.alloc(6 * 1024 * 1024, 0xab), 'image/jpeg').expect(413);
    expect(res.body).toEqual(refusal(MENU_ADMIN_MESSAGES.photoTooLarge, 'PAYLOAD_TOO_LARGE'));
    await expectNothingStored();
  });

  it('when the body is one byte over 5 MB (within what the server reads), then 413 all the same', async () => {
    const real = await png(64, 64);
    const padded = Buffer.concat([real, Buffer.alloc(MENU_PHOTO_MAX_BYTES + 1 - real.length)]);
    const res = await upload(padded, 'image/png').expect(413);
    expect(res.body).toEqual(refusal(MENU_ADMIN_MESSAGES.photoTooLarge, 'PAYLOAD_TOO_LARGE'));
  });

  it('when a text file is sent as a PNG, then 400: not a picture', async () => {
    const res = await upload('This is not a picture, just a text file named dish.png\n', 'image/png').expect(400);
    expect(res.body).toEqual(refusal(MENU_ADMIN_MESSAGES.photoType));
  });

  it('when a real picture of another format (GIF) is sent as a JPEG, then 400', async () => {
    const res = await upload(await gif(100, 100), 'image/jpeg').expect(400);
    expect(res.body).toEqual(refusal(MENU_ADMIN_MESSAGES.photoType));
  });

  it('when a JPEG is cut off halfway, or its data is garbage behind a real header, then 400, never 500', async () => {
    const jpeg = await sidewaysJpegWithExif(900, 700);
    await upload(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), 'image/jpeg')
      .expect(400)
      .expect((res) => expect(res.body).toEqual(refusal(MENU_ADMIN_MESSAGES.photoType)));
    const garbage = Buffer.concat([jpeg.subarray(0, 400), Buffer.alloc(jpeg.length - 400, 0x5a)]);
    await upload(garbage, 'image/jpeg')
      .expect(400)
      .expect((res) => expect(res.body).toEqual(refusal(MENU_ADMIN_MESSAGES.photoType)));
  });

  it('when the body is empty, JSON, or a multipart form, then 400: the API takes the picture itself as the body', async () => {
    await upload(Buffer.alloc(0), 'image/png').expect(400);
    await request(t.app).post('/api/admin/menu/photos').set(bearer(owner.token)).send({ photo: 'x' }).expect(400);
    const form = await request(t.app)
      .post('/api/admin/menu/photos')
      .set(bearer(owner.token))
      .attach('file', await png(100, 100), { filename: 'dish.png', contentType: 'image/png' })
      .expect(400);
    expect(form.body).toEqual(refusal(MENU_ADMIN_MESSAGES.photoType));
  });

  it('when a real 100-megapixel PNG of a few hundred KB is uploaded, then 400: too many pixels', async () => {
    const bomb = await pngBomb();
    expect(bomb.length).toBeLessThan(MENU_PHOTO_MAX_BYTES);
    const res = await upload(bomb, 'image/png').expect(400);
    expect(res.body).toEqual(refusal(MENU_ADMIN_MESSAGES.photoTooManyPixels));
  });

  it('when a PNG header declares 20000 x 20000 over data no decoder could read, then too many pixels: refused before decoding', async () => {
    const res = await upload(forgedHugePngHeader(), 'image/png').expect(400);
    expect(res.body).toEqual(refusal(MENU_ADMIN_MESSAGES.photoTooManyPixels));
  });

  it('when a refusal is read in Hungarian, then it is translated', async () => {
    const res = await upload('not a picture', 'image/png').set('Accept-Language', 'hu').expect(400);
    expect(res.body.code).toBe('BAD_REQUEST');
    expect(res.body.message).not.toBe(MENU_ADMIN_MESSAGES.photoType);
  });

  it('after every refusal above, nothing is in the database', async () => {
    await expectNothingStored();
  });
});

describe('who may upload (docs/product/staff-roles.md)', () => {
  it('when no one, a customer, the kitchen, a courier or an integrator key uploads, then 401 or 403 and nothing is stored', async () => {
    const bytes = await png(500, 500, '#34495e');
    await request(t.app).post('/api/admin/menu/photos').set('Content-Type', 'image/png').send(bytes).expect(401);
    const customer = await createTestCustomer();
    expect((await upload(bytes, 'image/png', customer.token).expect(403)).body.message).toBe('Staff only');
    for (const role of ['KITCHEN', 'COURIER'] as const) {
      const member = await createTestStaff(role);
      expect((await upload(bytes, 'image/png', member.token).expect(403)).body.message).toBe('Your role does not allow this');
    }
    const { key } = (await request(t.app).post('/api/integrations/keys').set(bearer(owner.token)).send({ name: 'Printer' }).expect(201))
      .body as { key: string };
    expect((await upload(bytes, 'image/png', key).expect(401)).body.code).toBe('UNAUTHORIZED');
    await expectNothingStored();
  });

  it('when the owner and a manager upload, then each is stored', async () => {
    const manager = await createTestStaff('MANAGER');
    await upload(await png(500, 500, '#34495e'), 'image/png', manager.token).expect(201);
    await upload(await png(500, 500, '#2c3e50'), 'image/png').expect(201);
    expect(await MenuPhotoModel.countDocuments()).toBe(2);
  });
});
