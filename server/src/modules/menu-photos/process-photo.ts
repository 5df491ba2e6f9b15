import { createHash } from 'node:crypto';

import { MENU_ADMIN_MESSAGES, MENU_PHOTO_MAX_PIXELS, MENU_PHOTO_WIDTHS, type MenuPhotoFormat } from '@pizza/shared';
import type sharpModule from 'sharp';

import { badRequest } from '../../lib/errors';

/** What the upload accepts, read from the file's own header (docs/product/menu.md#photos). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** Encoder settings: a photo of a dish at card size; AVIF's scale is lower for the same look. */
const QUALITY: Record<MenuPhotoFormat, number> = { webp: 80, avif: 55 };

export interface PhotoVariant {
  width: number;
  height: number;
  format: MenuPhotoFormat;
  data: Buffer;
}

/** The normalised picture: upright, sRGB, 8 bits, at the largest width kept, no metadata. */
export interface NormalisedPhoto {
  /** 32 hex characters of a SHA-256 over the pixels and their shape: equal pictures, equal ids. */
  id: string;
  width: number;
  height: number;
  /** MENU_PHOTO_WIDTHS up to the original's width, ascending; the original's own width when it is narrower than all. */
  widths: number[];
  pixels: Buffer;
  channels: 1 | 2 | 3 | 4;
}

const photoType = () => badRequest(MENU_ADMIN_MESSAGES.photoType);

type Sharp = typeof sharpModule;
let sharpLoaded: Promise<Sharp> | undefined;
/** Loaded on the first upload: libvips is large, and an instance that never receives a photo (or a test) need not load it. */
const loadSharp = (): Promise<Sharp> => (sharpLoaded ??= import('sharp').then((module) => module.default));

/**
 * Reads the header only (nothing is decoded yet): the format must be JPEG, PNG or WebP whatever
 * the file was called or sent as, and a picture of more than MENU_PHOTO_MAX_PIXELS is refused
 * before its pixels are touched, so a small file declaring a huge picture costs nothing.
 */
async function uprightWidthOf(input: Buffer): Promise<number> {
  const sharp = await loadSharp();
  let metadata: sharpModule.Metadata;
  try {
    // The header only: sharp's own default limit would call a huge picture corrupt; ours names it.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw photoType();
  }
  const { format, width, height } = metadata;
  if (!ACCEPTED_FORMATS.has(format) || !width || !height) throw photoType();
  if (width * height > MENU_PHOTO_MAX_PIXELS) throw badRequest(MENU_ADMIN_MESSAGES.photoTooManyPixels);
  // EXIF orientations 5-8 turn the picture a quarter: its upright width is the stored height.
  return (metadata.orientation ?? 1) >= 5 ? height : width;
}

/**
 * Decodes the upload once: turned upright by its EXIF orientation, converted to sRGB, scaled
 * down (never up) to the largest width kept. The raw pixels carry no metadata at all (EXIF, GPS,
 * XMP, ICC), so nothing of the original file reaches the variants. A corrupt or truncated file
 * fails here and is the same 400 as a file of the wrong type.
 */
export async function normalisePhoto(input: Buffer): Promise<NormalisedPhoto> {
  const uprightWidth = await uprightWidthOf(input);
  const fitting = MENU_PHOTO_WIDTHS.filter((width) => width <= uprightWidth);
  const widths = fitting.length > 0 ? [...fitting] : [uprightWidth];
  const largest = widths[widths.length - 1]!;
  const sharp = await loadSharp();
  let decoded: { data: Buffer; info: sharpModule.OutputInfo };
  try {
    decoded = await sharp(input, { limitInputPixels: MENU_PHOTO_MAX_PIXELS, failOn: 'warning' })
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw photoType();
  }
  const { data, info } = decoded;
  const channels = info.channels;
  const id = createHash('sha256').update(`${info.width}x${info.height}x${channels}:`).update(data).digest('hex').slice(0, 32);
  return { id, width: info.width, height: info.height, widths, pixels: data, channels };
}

/** Every width in both formats, each resized once from the normalised pixels. */
export async function encodeVariants(photo: NormalisedPhoto): Promise<PhotoVariant[]> {
  const sharp = await loadSharp();
  const raw = { raw: { width: photo.width, height: photo.height, channels: photo.channels } };
  const jobs = photo.widths.flatMap((width) =>
    (['avif', 'webp'] as const).map(async (format): Promise<PhotoVariant> => {
      const resized = width === photo.width ? sharp(photo.pixels, raw) : sharp(photo.pixels, raw).resize({ width });
      const encoded = format === 'avif' ? resized.avif({ quality: QUALITY.avif }) : resized.webp({ quality: QUALITY.webp });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { width, height: info.height, format, data };
    }),
  );
  return Promise.all(jobs);
}
