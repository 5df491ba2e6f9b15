import { MENU_ADMIN_MESSAGES, MENU_PHOTO_MAX_BYTES, MENU_PHOTO_TYPES, type MenuPhoto } from '@pizza/shared';

/** What the file input offers to choose (the server checks the bytes themselves, not this). */
export const PHOTO_ACCEPT = MENU_PHOTO_TYPES.join(',');

/**
 * The check before an upload, with the server's own sentences: a file over 5 MB or of another type
 * is refused at once instead of after minutes of upload on a phone. The server checks the content
 * again (docs/product/menu.md#photos); this only saves the wait.
 */
export function photoProblem(file: { size: number; type: string }): string | undefined {
  if (!(MENU_PHOTO_TYPES as readonly string[]).includes(file.type)) return MENU_ADMIN_MESSAGES.photoType;
  if (file.size > MENU_PHOTO_MAX_BYTES) return MENU_ADMIN_MESSAGES.photoTooLarge;
  return undefined;
}

/** The smallest WebP of a photo's srcset: what a thumbnail's `src` falls back to. */
export function photoSrc(photo: MenuPhoto): string {
  return photo.srcset.webp.split(',')[0]?.trim().split(/\s+/)[0] ?? '';
}
