import type { MessageTable } from './table';

/** Menu photos: the editor's upload and the pictures' URLs (server/src/modules/menu-photos). */
export const MENU_PHOTOS_HU: MessageTable = {
  'Upload a JPEG, PNG or WebP picture.': 'Töltsön fel egy JPEG, PNG vagy WebP képet.',
  'The picture is larger than 5 MB. Choose a smaller one.': 'A kép nagyobb 5 MB-nál. Válasszon kisebbet.',
  'The picture has too many pixels. Use one of at most 40 megapixels.':
    'A képnek túl sok képpontja van. Legfeljebb 40 megapixeles képet használjon.',
  'Photo not found. Upload it again.': 'A fotó nem található. Töltse fel újra.',
  'Invalid photo id': 'Érvénytelen fotóazonosító',
};
