import { z } from 'zod';

import { ALLERGENS, DIET_TAGS } from '../allergens';
import { categorySchema, idSchema, isoDateTimeSchema, moneySchema, sizeSchema, untilSchema } from './primitives';

/*
 * The menu in the shop's other language. English stays in `name` and `description`, exactly where
 * the original client reads them; each translation is an extra field beside them, so the
 * wire shape only grows. Keyed by language, so a third one would be one more key, not new fields.
 */

/** A dish's name and description in Hungarian. */
export const menuTextSchema = z.object({ name: z.string(), description: z.string() });
export const menuItemTranslationsSchema = z.object({ hu: menuTextSchema.optional() }).meta({ id: 'MenuItemTranslations' });
export type MenuItemTranslations = z.infer<typeof menuItemTranslationsSchema>;

/** A name in Hungarian: extras, and what the cart and an order keep of a dish. */
export const nameTranslationsSchema = z.object({ hu: z.object({ name: z.string() }).optional() }).meta({ id: 'NameTranslations' });
export type NameTranslations = z.infer<typeof nameTranslationsSchema>;

export const allergenSchema = z.enum(ALLERGENS).meta({ id: 'Allergen' });
export const dietTagSchema = z.enum(DIET_TAGS).meta({ id: 'DietTag' });

/*
 * Photos uploaded in the menu editor (docs/product/menu.md#photos): stored once in the database,
 * resized to these widths in AVIF and WebP, served at /api/menu/photos/<id>/<width>.<format> with
 * the content hash as `id`, so a URL never changes meaning and can be cached for a year.
 */
export const MENU_PHOTO_WIDTHS = [320, 640, 960] as const;
export const MENU_PHOTO_FORMATS = ['avif', 'webp'] as const;
export type MenuPhotoFormat = (typeof MENU_PHOTO_FORMATS)[number];
/** The width `imageUrl` points at (WebP): what the original client and mails show. */
export const MENU_PHOTO_DEFAULT_WIDTH = 640;
export const menuPhotoIdSchema = z.string().regex(/^[a-f0-9]{32}$/, 'Invalid photo id');

export function menuPhotoUrl(id: string, width: number, format: MenuPhotoFormat): string {
  return `/api/menu/photos/${id}/${width}.${format}`;
}

export const menuPhotoSchema = z
  .object({
    /** A hash of the stored pictures' content. */
    id: menuPhotoIdSchema,
    /** Of the largest variant: the aspect ratio a page reserves before the picture loads. */
    width: z.int().positive(),
    height: z.int().positive(),
    /** `srcset` value per format: '/api/menu/photos/<id>/320.avif 320w, /api/menu/photos/<id>/640.avif 640w'. */
    srcset: z.object({ avif: z.string(), webp: z.string() }),
  })
  .meta({ id: 'MenuPhoto' });
export type MenuPhoto = z.infer<typeof menuPhotoSchema>;

/** One size of one product; sizes of a product are separate items sharing `name` (docs/product/rules.md#entities). */
export const menuItemSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    description: z.string(),
    price: moneySchema,
    category: categorySchema,
    size: sizeSchema,
    imageUrl: z.string(),
    isAvailable: z.boolean(),
    /**
     * Whether it can be ordered now: listed (`isAvailable`) and not sold out. Computed
     * against the clock when the answer is read, so a sold-out that ended is available again.
     */
    available: z.boolean(),
    /** While this size is sold out: when it comes back. */
    soldOutUntil: isoDateTimeSchema.optional(),
    /** The sizes of this product (items sharing `name`) sold out now; absent when none is. */
    soldOutSizes: z.array(sizeSchema).optional(),
    /** Absent for an item nobody translated yet: it shows in English everywhere. */
    translations: menuItemTranslationsSchema.optional(),
    /** The dish (product) this size belongs to: the id of the menu editor's dish, shared by its sizes. */
    dishId: idSchema,
    /** Annex II allergens of the dish, in Annex order (docs/product/menu.md#allergens); the same for every size. */
    allergens: z.array(allergenSchema),
    dietTags: z.array(dietTagSchema),
    /** The add-ons this dish offers, in menu order; the item window lists only these. */
    extraIds: z.array(idSchema),
    /** An uploaded photo; absent: `imageUrl` is the demo artwork. With a photo, `imageUrl` is its 640 px WebP. */
    photo: menuPhotoSchema.optional(),
  })
  .meta({ id: 'MenuItem' });
export type MenuItem = z.infer<typeof menuItemSchema>;

/** An add-on; one flat price, applicable to every product. */
export const extraSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    price: moneySchema,
    /** Whether it can be chosen now (not sold out), computed when the answer is read. */
    available: z.boolean(),
    /** While sold out: when it comes back. */
    soldOutUntil: isoDateTimeSchema.optional(),
    translations: nameTranslationsSchema.optional(),
    /** Annex II allergens of the add-on, in Annex order. */
    allergens: z.array(allergenSchema),
  })
  .meta({ id: 'Extra' });

/** A customer's section of the menu: the five categories stay, their order, names and banner are the restaurant's. */
export const menuCategorySchema = z
  .object({
    id: categorySchema,
    /** English; Hungarian in translations.hu.name. */
    name: z.string(),
    translations: nameTranslationsSchema.optional(),
    banner: menuPhotoSchema.optional(),
  })
  .meta({ id: 'MenuCategory' });
export type MenuCategory = z.infer<typeof menuCategorySchema>;

/**
 * `GET /api/menu` (public): the whole menu in one answer, pre-serialised with an ETag like every
 * menu read. Categories in the customer's order; items listed (visible, not archived) in menu
 * order; every add-on still offered.
 */
export const menuSchema = z
  .object({
    categories: z.array(menuCategorySchema),
    items: z.array(menuItemSchema),
    extras: z.array(extraSchema),
  })
  .meta({ id: 'Menu' });
export type Menu = z.infer<typeof menuSchema>;
export type Extra = z.infer<typeof extraSchema>;

/**
 * `PUT /api/menuItem/{id}/availability` (staff): sold out until `until`, by default until the shop
 * next opens (midnight in Budapest without opening hours). `sizes`: only those sizes of the product
 * (the items sharing the item's name); absent, every size. `soldOut: false` makes it orderable again.
 */
export const menuItemAvailabilityRequestSchema = z
  .strictObject({
    soldOut: z.boolean({ error: 'soldOut must be true or false' }),
    until: untilSchema.optional(),
    sizes: z
      .array(sizeSchema)
      .min(1, 'sizes must name at least one size (leave it out for every size)')
      .refine((sizes) => new Set(sizes).size === sizes.length, 'Each size can be named only once')
      .optional(),
  })
  .refine((body) => body.soldOut || body.until === undefined, { message: 'until is only for soldOut: true', path: ['until'] })
  .meta({ id: 'MenuItemAvailabilityRequest' });
export type MenuItemAvailabilityRequest = z.infer<typeof menuItemAvailabilityRequestSchema>;

/** `PUT /api/extras/{id}/availability` (staff): as for a menu item, without sizes. */
export const extraAvailabilityRequestSchema = z
  .strictObject({
    soldOut: z.boolean({ error: 'soldOut must be true or false' }),
    until: untilSchema.optional(),
  })
  .refine((body) => body.soldOut || body.until === undefined, { message: 'until is only for soldOut: true', path: ['until'] })
  .meta({ id: 'ExtraAvailabilityRequest' });
export type ExtraAvailabilityRequest = z.infer<typeof extraAvailabilityRequestSchema>;

/** `GET /api/menuItem/get/category/{category}` (enum values are case-sensitive, as in the original). */
export const menuCategoryParamsSchema = z.strictObject({ category: categorySchema });
export type MenuCategoryParams = z.infer<typeof menuCategoryParamsSchema>;

/** `GET /api/menuItem/get/name/size?name=&size=`: the size toggle looks up the sibling item by exact name. */
export const menuItemByNameSizeQuerySchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  size: sizeSchema,
});
export type MenuItemByNameSizeQuery = z.infer<typeof menuItemByNameSizeQuerySchema>;

/** How the server's messages name a dish: 'Margarita (large)', or just 'Cola' for a one-size item. */
export function menuItemLabel(name: string, size: string): string {
  return size === 'REGULAR' ? name : `${name} (${size.toLowerCase()})`;
}

/** Adding something sold out: 409 with this message, naming it. */
export function soldOutMessage(name: string): string {
  return `${name} is sold out right now. Please choose something else.`;
}

/** What a dish or a category keeps of its photo: the wire form (MenuPhoto) is derived from it. */
export interface StoredMenuPhoto {
  id: string;
  /** Of the largest variant. */
  width: number;
  height: number;
  /** The widths stored (MENU_PHOTO_WIDTHS up to the original's width, never enlarged), ascending. */
  widths: number[];
}

/** The wire form of a stored photo: both `srcset`s. */
export function menuPhotoOf(stored: StoredMenuPhoto): MenuPhoto {
  const srcset = (format: MenuPhotoFormat) =>
    stored.widths.map((width) => `${menuPhotoUrl(stored.id, width, format)} ${width}w`).join(', ');
  return { id: stored.id, width: stored.width, height: stored.height, srcset: { avif: srcset('avif'), webp: srcset('webp') } };
}

/** The single picture of a photo (`imageUrl`): the WebP of MENU_PHOTO_DEFAULT_WIDTH, or the largest below it. */
export function menuPhotoImageUrl(stored: StoredMenuPhoto): string {
  const fitting = stored.widths.filter((width) => width <= MENU_PHOTO_DEFAULT_WIDTH);
  const width = fitting.length > 0 ? Math.max(...fitting) : Math.min(...stored.widths);
  return menuPhotoUrl(stored.id, width, 'webp');
}
