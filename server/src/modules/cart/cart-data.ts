import type { ClientSession } from 'mongoose';

import { CartModel } from './cart.model';

/*
 * The cart's part of a customer's data rights (docs/product/legal.md#my-data): the export shows the
 * lines as stored, the erasure removes the cart with the account.
 */

/** The customer's cart lines as stored (menu item, add-ons, instructions, quantity); undefined without a cart. */
export async function cartOf(userId: string): Promise<Record<string, unknown> | undefined> {
  const cart = await CartModel.findOne({ userId }, { items: 1, updatedAt: 1 }).lean();
  if (!cart) return undefined;
  return {
    items: cart.items.map(({ _id, menuItemId, extraIds, instructions, quantity }) => ({
      id: String(_id),
      menuItemId,
      extraIds,
      ...(instructions ? { instructions } : {}),
      quantity,
    })),
    ...(cart.updatedAt ? { updatedAt: cart.updatedAt.toISOString() } : {}),
  };
}

/** Removes the customer's cart, inside the erasure's transaction. */
export async function eraseCartOf(userId: string, session: ClientSession): Promise<void> {
  await CartModel.deleteMany({ userId }, { session });
}
