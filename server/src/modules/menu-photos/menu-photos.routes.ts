import {
  MENU_ADMIN_MESSAGES,
  MENU_PHOTO_MAX_BYTES,
  MENU_PHOTO_MAX_PIXELS,
  MENU_PHOTO_TYPES,
  MENU_PHOTO_WIDTHS,
  menuPhotoIdSchema,
  menuPhotoOf,
  uploadedPhotoSchema,
} from '@pizza/shared';
import express, { type Request, type Response } from 'express';
import { z } from 'zod';

import type { Clock } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { route, type RouteTable } from '../../lib/route-table';
import { currentUser } from '../auth';
import { PHOTO_CACHE_CONTROL, sendMenuPhoto } from './serve-menu-photo';
import { photoTooLarge, uploadMenuPhoto } from './upload-menu-photo';
import type { VariantCache } from './variant-cache';

/**
 * The bytes are read whatever the Content-Type says (the content decides what the file is), up to
 * a little more than the limit, so a body just over 5 MB is measured and refused with the same
 * sentence as one whose Content-Length says so at once.
 */
const readBody = express.raw({ type: () => true, limit: MENU_PHOTO_MAX_BYTES + 64 * 1024 });

function rawBody(req: Request, res: Response): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    readBody(req, res, (err?: unknown) => {
      if ((err as { type?: unknown } | undefined)?.type === 'entity.too.large') reject(photoTooLarge());
      else if (err) reject(err);
      // A JSON or form body was parsed by the app's own parsers already: not a picture either.
      else resolve(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
    });
  });
}

const binaryImage = { type: 'string' as const, format: 'binary' };

/** `POST /api/admin/menu/photos`: the menu editor uploads a photo (docs/product/menu.md#photos). */
export function uploadPhotoRoutes({ clock }: { clock: Clock }): RouteTable {
  const routes = [
    route({
      method: 'post',
      path: '/',
      access: { can: 'menu.edit' },
      handler: async (req, res) => {
        const user = currentUser(req);
        const body = await rawBody(req, res);
        if (body.length === 0) throw badRequest(MENU_ADMIN_MESSAGES.photoType);
        const stored = await uploadMenuPhoto(body, user, clock.now());
        res.status(201).json(menuPhotoOf(stored));
      },
      doc: {
        summary: 'Upload a photo (the image bytes as the body): stored once, resized to every width in AVIF and WebP',
        description:
          `A JPEG, PNG or WebP of at most ${MENU_PHOTO_MAX_BYTES / 1024 / 1024} MB and ${MENU_PHOTO_MAX_PIXELS / 1_000_000} megapixels, ` +
          'recognised by its content (not its name or Content-Type). It is turned upright by its EXIF orientation, every ' +
          `metadata is removed, and it is stored at the widths ${MENU_PHOTO_WIDTHS.join(', ')} (those not larger than the ` +
          'original) in AVIF and WebP. The id is a hash of the picture: uploading the same picture again answers the photo ' +
          'already stored. Attach it to a dish (`photoId`) or a category (`bannerPhotoId`) to show it.',
        request: {
          body: {
            required: true,
            content: Object.fromEntries(MENU_PHOTO_TYPES.map((type) => [type, { schema: binaryImage }])),
          },
        },
        responses: {
          201: jsonResponse('The stored photo (new, or the same picture stored before)', uploadedPhotoSchema),
          400: errorResponse(
            `${MENU_ADMIN_MESSAGES.photoType} (not a JPEG, PNG or WebP, or a corrupt one), or ${MENU_ADMIN_MESSAGES.photoTooManyPixels}`,
          ),
          401: errorResponse('Authentication required'),
          403: errorResponse('Staff only, or Your role does not allow this'),
          413: errorResponse(MENU_ADMIN_MESSAGES.photoTooLarge),
        },
      },
    }),
  ];
  return { mount: '/api/admin/menu/photos', tag: 'menu editor', routes };
}

const photoFileParamsSchema = z.strictObject({ id: menuPhotoIdSchema, file: z.string() });

/** `GET /api/menu/photos/{id}/{file}`: public, as the menu that names it. */
export function servePhotoRoutes({ cache }: { cache: VariantCache }): RouteTable {
  const headers = {
    ETag: { description: 'Strong: the id and the file name (the URL never changes what it holds)', schema: { type: 'string' as const } },
    'Cache-Control': { description: PHOTO_CACHE_CONTROL, schema: { type: 'string' as const } },
  };
  const routes = [
    route({
      method: 'get',
      path: '/:id/:file',
      access: 'public',
      params: photoFileParamsSchema,
      handler: async (req, res) => {
        await sendMenuPhoto(req, res, cache, req.params.id, req.params.file);
      },
      doc: {
        summary: "One picture of a photo: `<width>.<avif|webp>` (the URLs of a photo's `srcset`)",
        request: { headers: z.object({ 'if-none-match': z.string().optional() }) },
        responses: {
          200: {
            description: 'The picture',
            headers,
            content: { 'image/avif': { schema: binaryImage }, 'image/webp': { schema: binaryImage } },
          },
          304: { description: 'Not modified: If-None-Match matched; no body', headers },
          400: errorResponse('Invalid photo id'),
          404: errorResponse(MENU_ADMIN_MESSAGES.photoNotFound),
        },
      },
    }),
  ];
  return { mount: '/api/menu/photos', tag: 'menu', routes };
}
