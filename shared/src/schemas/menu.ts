import { z } from 'zod';

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
  })
  .meta({ id: 'Extra' });
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
