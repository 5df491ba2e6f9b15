import { z } from 'zod';

import { categorySchema, idSchema, moneySchema, sizeSchema } from './primitives';

/*
 * The menu in the shop's other language. English stays in `name` and `description`, exactly where
 * the original client reads them; each translation is an extra field beside them (issue 20), so the
 * wire shape only grows. Keyed by language, so a third one would be one more key, not new fields.
 */

/** A dish's name and description in Hungarian. */
export const menuTextSchema = z.object({ name: z.string(), description: z.string() });
export const menuItemTranslationsSchema = z.object({ hu: menuTextSchema.optional() }).meta({ id: 'MenuItemTranslations' });
export type MenuItemTranslations = z.infer<typeof menuItemTranslationsSchema>;

/** A name in Hungarian: extras, and what the cart and an order keep of a dish. */
export const nameTranslationsSchema = z.object({ hu: z.object({ name: z.string() }).optional() }).meta({ id: 'NameTranslations' });
export type NameTranslations = z.infer<typeof nameTranslationsSchema>;

/** One size of one product; sizes of a product are separate items sharing `name` (DESIGN section 6). */
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
    translations: nameTranslationsSchema.optional(),
  })
  .meta({ id: 'Extra' });
export type Extra = z.infer<typeof extraSchema>;

/** `GET /api/menuItem/get/category/{category}` (enum values are case-sensitive, as in the original). */
export const menuCategoryParamsSchema = z.strictObject({ category: categorySchema });
export type MenuCategoryParams = z.infer<typeof menuCategoryParamsSchema>;

/** `GET /api/menuItem/get/name/size?name=&size=`: the size toggle looks up the sibling item by exact name. */
export const menuItemByNameSizeQuerySchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  size: sizeSchema,
});
export type MenuItemByNameSizeQuery = z.infer<typeof menuItemByNameSizeQuerySchema>;
