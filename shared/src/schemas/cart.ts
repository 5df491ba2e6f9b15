import { z } from 'zod';

import { EXTRAS_MAX_PER_LINE, QUANTITY_MAX_PER_LINE, QUANTITY_MIN, TEXT_LIMITS } from '../constants';
import { extraSchema, menuItemSchema, nameTranslationsSchema } from './menu';
import { formInt, idSchema, moneySchema, optionalText, sizeSchema } from './primitives';

export const cartItemSchema = z
  .object({
    cartItemId: idSchema,
    /** Same value as cartItemId: the original client read the line id under both names (docs/product/rules.md#entities). */
    id: idSchema,
    quantity: z.int().min(QUANTITY_MIN).max(QUANTITY_MAX_PER_LINE),
    /** (item price + extras) x quantity, see lineTotal. */
    totalPrice: moneySchema,
    /** `translations` carries the dish's name in Hungarian (names only: the cart shows no descriptions). */
    menuItem: menuItemSchema
      .pick({ id: true, name: true, imageUrl: true, size: true, price: true, allergens: true })
      .extend({ translations: nameTranslationsSchema.optional() }),
    /** Each add-on as it stands now (`available` false while it is sold out). */
    extras: z.array(extraSchema),
    instructions: z.string().optional(),
    /**
     * False while the item (this size) or one of its add-ons is sold out or no longer listed: checkout
     * refuses until the line is removed.
     */
    available: z.boolean(),
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * A line whose price changed since the customer last saw it (docs/product/menu.md#prices-change-honestly):
 * per unit, the item with its add-ons. The cart and the checkout quote list them so the customer
 * reads one sentence per change before placing ("The Margarita (large) now costs 3 299 Ft instead of 3 199 Ft").
 */
export const priceChangeSchema = z
  .object({
    cartItemId: idSchema,
    menuItemId: idSchema,
    name: z.string(),
    translations: nameTranslationsSchema.optional(),
    size: sizeSchema,
    before: moneySchema,
    after: moneySchema,
  })
  .meta({ id: 'PriceChange' });
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** The sentence of one price change, 'The {item} now costs {after} instead of {before}.' (its id in shared/src/messages). */
export const PRICE_CHANGE_MESSAGE = 'The {item} now costs {after} instead of {before}.';

export const cartSchema = z
  .object({
    cartId: idSchema,
    cartItems: z.array(cartItemSchema),
    /** Sum of the line totals; fees are never part of the cart. */
    totalPrice: moneySchema,
    /** Lines re-priced since the customer last saw them; absent when none. Checking out (the quote) counts as seeing them. */
    priceChanges: z.array(priceChangeSchema).optional(),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cartSchema>;

/** `GET /api/cart/user-email` answers an array whose first element is the cart (empty before the first add). */
export const cartResponseSchema = z.array(cartSchema).max(1).meta({ id: 'CartResponse' });
export type CartResponse = z.infer<typeof cartResponseSchema>;

/**
 * extraItemId arrives as repeated form fields (an array), as one comma-separated string, as ''
 * (no extras) or as the literal 'null' the original drink carousel sends (JSON null too); all
 * become a list of ids.
 */
function toIdList(value: string | string[] | null | undefined): string[] {
  const parts = value == null ? [] : [value].flat().flatMap((part) => part.split(','));
  return parts.map((part) => part.trim()).filter((part) => part !== '' && part !== 'null');
}

const extraItemIdsSchema = z
  .union([z.array(z.string()), z.string()])
  .nullish()
  .transform(toIdList)
  .pipe(
    z
      .array(idSchema)
      .max(EXTRAS_MAX_PER_LINE, `At most ${EXTRAS_MAX_PER_LINE} extras per item`)
      // Rejected rather than merged: a repeated id is a client bug, and the price must match what was shown.
      .refine((ids) => new Set(ids).size === ids.length, 'Each extra can be chosen only once'),
  );

/** `POST /api/cart/add-to-cart`, form-encoded or JSON. */
export const addToCartRequestSchema = z
  .strictObject({
    menuItemId: idSchema,
    quantity: formInt(QUANTITY_MIN, QUANTITY_MAX_PER_LINE),
    extraItemId: extraItemIdsSchema,
    instructions: optionalText(TEXT_LIMITS.instructions, { multiline: true }),
  })
  .meta({ id: 'AddToCartRequest' });
export type AddToCartRequest = z.infer<typeof addToCartRequestSchema>;

/** `{ cartItemId }` path parameter of `PUT /api/cart/update/{cartItemId}`. */
export const cartItemParamsSchema = z.strictObject({ cartItemId: idSchema });
export type CartItemParams = z.infer<typeof cartItemParamsSchema>;

/** `PUT /api/cart/update/{cartItemId}?quantity=`; 0 removes the line. */
export const cartUpdateQuerySchema = z.strictObject({
  quantity: formInt(0, QUANTITY_MAX_PER_LINE),
});
export type CartUpdateQuery = z.infer<typeof cartUpdateQuerySchema>;
