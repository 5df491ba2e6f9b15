import { pipeline } from 'node:stream/promises';

import { MENU_ADMIN_MESSAGES, MENU_PHOTO_FORMATS, type MenuPhotoFormat } from '@pizza/shared';
import type { Request, Response } from 'express';

import { notFound } from '../../lib/errors';
import { MenuPhotoModel } from './menu-photo.model';
import { openPhotoFile } from './photo-files';
import type { VariantCache } from './variant-cache';

/**
 * A photo's URL names its content (the id is a hash of the picture), so the answer never changes:
 * browsers and CDNs keep it for a year without asking again (docs/product/menu.md#photos).
 */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const FILE_PATTERN = new RegExp(`^([1-9][0-9]{0,4})\\.(${MENU_PHOTO_FORMATS.join('|')})$`);

/** `640.webp` -> width and format; anything else names no picture. */
export function parsePhotoFile(file: string): { width: number; format: MenuPhotoFormat } | undefined {
  const match = FILE_PATTERN.exec(file);
  return match ? { width: Number(match[1]), format: match[2] as MenuPhotoFormat } : undefined;
}

/** Strong: the same URL is always the same bytes, on every instance. */
export const photoEtag = (id: string, file: string) => `"${id}-${file}"`;

/** If-None-Match with the weak comparison (RFC 9110 13.1.2), as for the menu's own answers. */
function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag;
  });
}

const photoMissing = () => notFound(MENU_ADMIN_MESSAGES.photoNotFound);

/**
 * Answers one picture of a photo: from this instance's cache, else streamed from GridFS (and kept
 * in the cache once fully read). A revalidation whose ETag matches is a 304 without reading
 * anything: what a URL holds never changes.
 */
export async function sendMenuPhoto(req: Request, res: Response, cache: VariantCache, id: string, file: string): Promise<void> {
  const wanted = parsePhotoFile(file);
  if (!wanted) throw photoMissing();
  const etag = photoEtag(id, file);
  // Only a picture (or its 304) carries the year-long caching: an error answer must not be kept.
  const cacheable = (contentType?: string, length?: number) => {
    res.setHeader('Cache-Control', PHOTO_CACHE_CONTROL).setHeader('ETag', etag);
    if (contentType !== undefined) res.setHeader('Content-Type', contentType).setHeader('Content-Length', length!);
  };
  if (ifNoneMatchHits(req.headers['if-none-match'], etag)) {
    cacheable();
    res.status(304).end();
    return;
  }
  const contentType = `image/${wanted.format}`;
  const key = `${id}/${file}`;
  const cached = cache.get(key);
  if (cached) {
    cacheable(contentType, cached.length);
    res.end(cached);
    return;
  }
  const photo = await MenuPhotoModel.findById(id, { variants: 1 }).lean();
  const variant = photo?.variants.find((candidate) => candidate.width === wanted.width && candidate.format === wanted.format);
  if (!variant) throw photoMissing();
  if (req.method === 'HEAD') {
    cacheable(contentType, variant.bytes);
    res.end();
    return;
  }
  const chunks: Buffer[] = [];
  const download = openPhotoFile(variant.fileId);
  // The first chunk proves the file is there: only then do the headers go out.
  download.once('data', () => cacheable(contentType, variant.bytes));
  download.on('data', (chunk: Buffer) => chunks.push(chunk));
  try {
    await pipeline(download, res);
  } catch (err) {
    // Cut off after the headers (the client went away, or the database did): nothing more to say.
    if (res.headersSent) return;
    throw err;
  }
  const data = Buffer.concat(chunks);
  if (data.length === variant.bytes) cache.set(key, data);
}
