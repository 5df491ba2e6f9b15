import { z } from 'zod';

import { CATEGORIES } from '../constants';
import { allergenSchema, dietTagSchema, menuPhotoIdSchema, menuPhotoSchema } from './menu';
import { categorySchema, cleanFreeText, idSchema, isoDateTimeSchema, moneySchema, sizeSchema, tooLongMessage } from './primitives';

/*
 * The menu editor's contract (docs/product/menu.md): everything under /api/admin/menu, permission
 * `menu.edit` (owner and manager). A dish is a product with one to three sizes; each size stays a
 * menu item of its own on the customer's side (the original contract), sharing the dish's id as
 * `dishId`. Every write names the `version` it was made from: the second of two staff saving one
 * thing gets 409 and reads it again.
 */

export const MENU_PRICE_MIN = 1;
export const MENU_PRICE_MAX = 1_000_000;
export const MENU_NAME_MAX = 80;
export const MENU_DESCRIPTION_MAX = 300;
/** Upload limit of one photo, checked on the bytes received. */
export const MENU_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Width x height above which a picture is refused before it is decoded (an "image bomb"). */
export const MENU_PHOTO_MAX_PIXELS = 40_000_000;
export const MENU_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Sentences the editor's endpoints answer with (people read them; shared/src/messages translates them). */
export const MENU_ADMIN_MESSAGES = {
  versionConflict: 'Someone else saved this meanwhile. Reload it to see their change, then make yours again.',
  sizesRule: 'A dish comes in Regular only, or in Medium (and Large).',
  nameTaken: 'Another dish already has this name. Choose a different one.',
  photoType: 'Upload a JPEG, PNG or WebP picture.',
  photoTooLarge: 'The picture is larger than 5 MB. Choose a smaller one.',
  photoTooManyPixels: 'The picture has too many pixels. Use one of at most 40 megapixels.',
  photoNotFound: 'Photo not found. Upload it again.',
  dishNotFound: 'Dish not found',
  extraNotFound: 'Add-on not found',
  reorderMismatch: 'The list to reorder must name every entry exactly once. Reload and try again.',
} as const;

const menuText = (max: number, required: string) =>
  z
    .string()
    .overwrite((value) => cleanFreeText(value))
    .trim()
    .min(1, required)
    .max(max, tooLongMessage(max));
const menuDescription = z
  .string()
  .overwrite((value) => cleanFreeText(value))
  .trim()
  .max(MENU_DESCRIPTION_MAX, tooLongMessage(MENU_DESCRIPTION_MAX));

export const menuPriceSchema = z
  .int('The price is a whole number of forints.')
  .min(MENU_PRICE_MIN, `The price is at least ${MENU_PRICE_MIN} Ft.`)
  .max(MENU_PRICE_MAX, 'The price is at most 1 000 000 Ft.');

const versionSchema = z.int().nonnegative();
const uniqueList = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item).refine((list) => new Set(list).size === list.length, `Each ${what} can be named only once`);

/** A dish's sizes: [REGULAR] or [MEDIUM] or [MEDIUM, LARGE], so a card always has MEDIUM or REGULAR to show (SPEC). */
export function sizesFollowRule(sizes: ReadonlyArray<{ size: string }>): boolean {
  const names = sizes.map((entry) => entry.size).sort();
  return ['REGULAR', 'MEDIUM', 'LARGE,MEDIUM'].includes(names.join(','));
}

export const dishSizeInputSchema = z.strictObject({ size: sizeSchema, price: menuPriceSchema });

/** `POST /api/admin/menu/dishes` and, with `version`, `PUT /api/admin/menu/dishes/{dishId}`. */
export const dishInputSchema = z
  .strictObject({
    category: categorySchema,
    name: menuText(MENU_NAME_MAX, 'Name is required'),
    description: menuDescription,
    translations: z.strictObject({
      hu: z.strictObject({ name: menuText(MENU_NAME_MAX, 'Name is required'), description: menuDescription }),
    }),
    sizes: z.array(dishSizeInputSchema).min(1, 'A dish has at least one size').refine(sizesFollowRule, MENU_ADMIN_MESSAGES.sizesRule),
    /** An uploaded photo (POST /api/admin/menu/photos); null or absent: the demo artwork. */
    photoId: menuPhotoIdSchema.nullable().optional(),
    allergens: uniqueList(allergenSchema, 'allergen'),
    dietTags: uniqueList(dietTagSchema, 'diet tag'),
    /** The add-ons it offers, in the order the item window lists them. */
    extraIds: uniqueList(idSchema, 'add-on'),
    /** Hidden dishes are kept but not shown to customers. */
    visible: z.boolean(),
  })
  .meta({ id: 'DishInput' });
export type DishInput = z.infer<typeof dishInputSchema>;

export const dishUpdateSchema = dishInputSchema.extend({ version: versionSchema }).meta({ id: 'DishUpdate' });
export type DishUpdate = z.infer<typeof dishUpdateSchema>;

/** One size as the editor shows it: the menu item id the cart and orders refer to. */
export const adminDishSizeSchema = z.object({
  itemId: idSchema,
  size: sizeSchema,
  price: moneySchema,
  /** While this size is sold out (the board's sold-out, not the editor's). */
  soldOutUntil: isoDateTimeSchema.optional(),
});

export const adminDishSchema = z
  .object({
    id: idSchema,
    category: categorySchema,
    name: z.string(),
    description: z.string(),
    translations: z.object({ hu: z.object({ name: z.string(), description: z.string() }) }),
    sizes: z.array(adminDishSizeSchema),
    photo: menuPhotoSchema.optional(),
    /** The demo artwork shown while there is no photo. */
    imageUrl: z.string(),
    allergens: z.array(allergenSchema),
    dietTags: z.array(dietTagSchema),
    extraIds: z.array(idSchema),
    visible: z.boolean(),
    /** Archived: gone from the menu, kept because placed orders name it; can be restored. */
    archived: z.boolean(),
    /** Whether any placed order names it: deleting it then archives instead. */
    ordered: z.boolean(),
    version: versionSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'AdminDish' });
export type AdminDish = z.infer<typeof adminDishSchema>;

/** `POST /api/admin/menu/extras` and, with `version`, `PUT /api/admin/menu/extras/{id}`. */
export const extraInputSchema = z
  .strictObject({
    name: menuText(MENU_NAME_MAX, 'Name is required'),
    translations: z.strictObject({ hu: z.strictObject({ name: menuText(MENU_NAME_MAX, 'Name is required') }) }),
    price: menuPriceSchema,
    allergens: uniqueList(allergenSchema, 'allergen'),
    /** Every dish that offers it; the server adds it to these dishes and removes it from all others. */
    dishIds: uniqueList(idSchema, 'dish'),
  })
  .meta({ id: 'ExtraInput' });
export type ExtraInput = z.infer<typeof extraInputSchema>;

export const extraUpdateSchema = extraInputSchema.extend({ version: versionSchema }).meta({ id: 'ExtraUpdate' });
export type ExtraUpdate = z.infer<typeof extraUpdateSchema>;

export const adminExtraSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    translations: z.object({ hu: z.object({ name: z.string() }) }),
    price: moneySchema,
    allergens: z.array(allergenSchema),
    /** The dishes (not archived) that offer it. */
    dishIds: z.array(idSchema),
    archived: z.boolean(),
    ordered: z.boolean(),
    soldOutUntil: isoDateTimeSchema.optional(),
    version: versionSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'AdminExtra' });
export type AdminExtra = z.infer<typeof adminExtraSchema>;

/** `PUT /api/admin/menu/categories/{category}`. */
export const categoryInputSchema = z
  .strictObject({
    name: menuText(MENU_NAME_MAX, 'Name is required'),
    translations: z.strictObject({ hu: z.strictObject({ name: menuText(MENU_NAME_MAX, 'Name is required') }) }),
    /** The banner above the section; null: none. */
    bannerPhotoId: menuPhotoIdSchema.nullable(),
    version: versionSchema,
  })
  .meta({ id: 'CategoryInput' });
export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const adminCategorySchema = z
  .object({
    id: categorySchema,
    name: z.string(),
    translations: z.object({ hu: z.object({ name: z.string() }) }),
    banner: menuPhotoSchema.optional(),
    version: versionSchema,
  })
  .meta({ id: 'AdminCategory' });
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** `GET /api/admin/menu`: everything the editor shows, archived entries included, in menu order. */
export const adminMenuSchema = z
  .object({
    /** In the customer's order. */
    categories: z.array(adminCategorySchema),
    /** Grouped by category in menu order, archived ones after the rest. */
    dishes: z.array(adminDishSchema),
    extras: z.array(adminExtraSchema),
  })
  .meta({ id: 'AdminMenu' });
export type AdminMenu = z.infer<typeof adminMenuSchema>;

/** `PUT /api/admin/menu/categories/order`: all five categories in their new order. */
export const categoryOrderSchema = z
  .strictObject({
    ids: z
      .array(categorySchema)
      .length(CATEGORIES.length, MENU_ADMIN_MESSAGES.reorderMismatch)
      .refine((ids) => new Set(ids).size === ids.length, MENU_ADMIN_MESSAGES.reorderMismatch),
  })
  .meta({ id: 'CategoryOrder' });

/**
 * `PUT /api/admin/menu/categories/{category}/dishes/order` and `PUT /api/admin/menu/extras/order`:
 * every entry (not archived) of the list in its new order; a list that misses or repeats one is 409.
 */
export const entryOrderSchema = z.strictObject({ ids: uniqueList(idSchema, 'entry').min(1) }).meta({ id: 'EntryOrder' });

export const dishIdParamsSchema = z.strictObject({ dishId: idSchema });
export const categoryParamsSchema = z.strictObject({ category: categorySchema });
/** `DELETE ...?version=`: the version the person saw. */
export const versionQuerySchema = z.strictObject({ version: z.coerce.number().pipe(versionSchema) });

/** What a delete did: `archived` when placed orders name the entry, else `deleted`. */
export const deleteOutcomeSchema = z.object({ outcome: z.enum(['archived', 'deleted']) }).meta({ id: 'DeleteOutcome' });
export type DeleteOutcome = z.infer<typeof deleteOutcomeSchema>;

/** `POST /api/admin/menu/photos` (the image bytes as the body): 201 with the stored photo. */
export const uploadedPhotoSchema = menuPhotoSchema;
