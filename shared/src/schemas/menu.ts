import { z } from 'zod';

import { categorySchema, idSchema, moneySchema, sizeSchema } from './primitives';

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
  })
  .meta({ id: 'MenuItem' });
export type MenuItem = z.infer<typeof menuItemSchema>;

/** An add-on; one flat price, applicable to every product. */
export const extraSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    price: moneySchema,
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
