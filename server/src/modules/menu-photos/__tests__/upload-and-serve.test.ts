/**
 * Menu photos end to end on the embedded database (docs/product/menu.md#photos): an upload is
 * recognised by its content, turned upright, stripped of its metadata, stored once in GridFS at
 * every width in AVIF and WebP, and served with year-long caching and a 304 on revalidation.
 */
import { MENU_PHOTO_WIDTHS, type MenuPhoto, menuPhotoSchema, menuPhotoUrl } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import mongoose from 'mongoose';
import sharp from 'sharp';
import request from 'supertest';

import { readMenuPhoto } from '..';
import { createTestStaff, type TestPrincipal } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { MenuPhotoModel } from '../menu-photo.model';
import { png, sidewaysJpegWithExif, webp } from './photo-fixtures';

let t: TestApp;
let manager: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp();
  manager = await createTestStaff('MANAGER');
});

afterAll(() => t.close());

const upload = (bytes: Buffer, contentType: string, token = manager.token) =>
  request(t.app).post('/api/admin/menu/photos').set(bearer(token)).set('Content-Type', contentType).send(bytes);

/** The GridFS files stored for a photo (their names start with its id). */
const storedFiles = (id: string) =>
  mongoose.connection.db!.collection('menu_photo_files.files').countDocuments({ filename: { $regex: `^${id}/` } });

const fetchPicture = (url: string) =>
  request(t.app)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('uploading a photo', () => {
  let photo: MenuPhoto;

  beforeAll(async () => {
    const res = await upload(await sidewaysJpegWithExif(1200, 800), 'image/jpeg').expect(201);
    photo = menuPhotoSchema.parse(res.body);
  });

  it('when a sideways JPEG with EXIF is uploaded, then it is stored upright at the widths not larger than it, in both formats', async () => {
    // 1200 x 800 stored sideways is 800 x 1200 upright: 320 and 640 fit, 960 would enlarge it.
    expect(photo).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{32}$/),
      width: 640,
      height: 960,
      srcset: {
        avif: `${menuPhotoUrl(photo.id, 320, 'avif')} 320w, ${menuPhotoUrl(photo.id, 640, 'avif')} 640w`,
        webp: `${menuPhotoUrl(photo.id, 320, 'webp')} 320w, ${menuPhotoUrl(photo.id, 640, 'webp')} 640w`,
      },
    });
    expect(await readMenuPhoto(photo.id)).toEqual({ id: photo.id, width: 640, height: 960, widths: [320, 640] });
    expect(await storedFiles(photo.id)).toBe(4);
  });

  it('when each variant is fetched, then it has its format, its width, the upright shape and no metadata at all', async () => {
    for (const width of [320, 640]) {
      for (const format of ['avif', 'webp'] as const) {
        const res = await fetchPicture(menuPhotoUrl(photo.id, width, format)).expect(200);
        expect(res.headers['content-type']).toBe(`image/${format}`);
        const bytes = res.body as Buffer;
        expect(Number(res.headers['content-length'])).toBe(bytes.length);
        const meta = await sharp(bytes).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
          format: format === 'avif' ? 'heif' : 'webp',
          width,
          height: width * 1.5,
        });
        expect({ exif: meta.exif, icc: meta.icc, xmp: meta.xmp, orientation: meta.orientation }).toEqual({
          exif: undefined,
          icc: undefined,
          xmp: undefined,
          orientation: undefined,
        });
        expect(bytes.toString('latin1')).not.toContain('Secret Artist');
      }
    }
  });

  it('when a picture is fetched, then it is cacheable for a year with a strong ETag, and a revalidation is 304', async () => {
    const url = menuPhotoUrl(photo.id, 640, 'webp');
    const first = await request(t.app).get(url).expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers.etag).toBe(`"${photo.id}-640.webp"`);
    const again = await request(t.app).get(url).set('If-None-Match', first.headers.etag!).expect(304);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A proxy may have weakened the tag: the same picture still.
    await request(t.app).get(url).set('If-None-Match', `W/${first.headers.etag!}`).expect(304);
    await request(t.app).get(url).set('If-None-Match', '"something-else"').expect(200);
  });

  it('when the same picture is uploaded again, then the same photo is answered and nothing more is stored', async () => {
    const again = await upload(await sidewaysJpegWithExif(1200, 800), 'image/jpeg').expect(201);
    expect(again.body).toEqual(photo);
    expect(await MenuPhotoModel.countDocuments({ _id: photo.id })).toBe(1);
    expect(await storedFiles(photo.id)).toBe(4);
  });

  it('when the stored document is read, then it says who uploaded it, when, and how large the upload was', async () => {
    const stored = await MenuPhotoModel.findById(photo.id).lean();
    expect(stored).toMatchObject({ createdBy: manager.user.id, widths: [320, 640], width: 640, height: 960 });
    expect(stored!.bytes).toBeGreaterThan(0);
    expect(stored!.createdAt).toBeInstanceOf(Date);
    expect(stored!.variants.map(({ width, format }) => `${width}.${format}`).sort()).toEqual([
      '320.avif',
      '320.webp',
      '640.avif',
      '640.webp',
    ]);
  });
});

describe('formats and sizes', () => {
  it('when a large PNG and a WebP are uploaded, then each is stored at every width, never larger than itself', async () => {
    const large = await upload(await png(1500, 1000), 'image/png').expect(201);
    expect(large.body).toMatchObject({ width: 960, height: 640 });
    expect(await readMenuPhoto((large.body as MenuPhoto).id)).toMatchObject({ widths: [...MENU_PHOTO_WIDTHS] });
    const res = await fetchPicture(menuPhotoUrl((large.body as MenuPhoto).id, 960, 'avif')).expect(200);
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ width: 960, height: 640 });

    const small = await upload(await webp(700, 350), 'image/webp').expect(201);
    expect(small.body).toMatchObject({ width: 640, height: 320 });
  });

  it('when a picture is narrower than every width, then it is kept at its own width only', async () => {
    const res = await upload(await png(200, 100, '#f1c40f'), 'image/png').expect(201);
    const { id } = res.body as MenuPhoto;
    expect(res.body).toMatchObject({ width: 200, height: 100, srcset: { webp: `${menuPhotoUrl(id, 200, 'webp')} 200w` } });
    await request(t.app)
      .get(menuPhotoUrl(id, 200, 'avif'))
      .expect(200);
    await request(t.app)
      .get(menuPhotoUrl(id, 320, 'avif'))
      .expect(404);
  });

  it('when a PNG is named .jpg and sent as image/jpeg, then it is taken for what it is', async () => {
    const raw = await request(t.app)
      .post('/api/admin/menu/photos')
      .set(bearer(manager.token))
      .set('Content-Type', 'image/jpeg')
      .set('Content-Disposition', 'attachment; filename="dish.jpg"')
      .send(await png(400, 400, '#e67e22'))
      .expect(201);
    expect(raw.body).toMatchObject({ width: 320, height: 320 });
  });

  it('when two uploads of one new picture race, then both get the one photo and it is stored once', async () => {
    const bytes = await png(800, 600, '#16a085');
    const [a, b] = await Promise.all([upload(bytes, 'image/png'), upload(bytes, 'image/png')]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body).toEqual(b.body);
    const { id } = a.body as MenuPhoto;
    expect(await MenuPhotoModel.countDocuments({ _id: id })).toBe(1);
    expect(await storedFiles(id)).toBe(4);
  });
});

describe('serving', () => {
  it('when the id, the width or the format names no picture, then 404 in JSON without caching; a malformed id is 400', async () => {
    const photo = (await upload(await webp(330, 330), 'image/webp').expect(201)).body as MenuPhoto;
    for (const url of [
      menuPhotoUrl('0'.repeat(32), 320, 'webp'),
      `/api/menu/photos/${photo.id}/640.webp`,
      `/api/menu/photos/${photo.id}/320.png`,
      `/api/menu/photos/${photo.id}/320`,
      `/api/menu/photos/${photo.id}/0320.webp`,
    ]) {
      const res = await request(t.app).get(url).expect(404);
      expect(res.body).toEqual({ message: 'Photo not found. Upload it again.', code: 'NOT_FOUND' });
      expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
    }
    const bad = await request(t.app).get('/api/menu/photos/not-a-photo-id/320.webp').expect(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid photo id' });
  });

  it('when a picture is asked for in Hungarian and is missing, then the sentence is Hungarian', async () => {
    const res = await request(t.app)
      .get(menuPhotoUrl('1'.repeat(32), 320, 'webp'))
      .set('Accept-Language', 'hu')
      .expect(404);
    expect(res.body.message).not.toBe('Photo not found. Upload it again.');
  });

  it('when a picture is asked for with HEAD, then the headers come without a body', async () => {
    const photo = (await upload(await webp(340, 340), 'image/webp').expect(201)).body as MenuPhoto;
    const res = await request(t.app)
      .head(menuPhotoUrl(photo.id, 320, 'avif'))
      .expect(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
  });
});
