import type { ClientSession } from 'mongoose';

import { OrderModel } from './orders.model';

/** A draft (PENDING) is not an order anybody placed. */
const PLACED = { status: { $ne: 'PENDING' as const } };

/**
 * Which of these menu item ids and add-on ids any placed order names: the menu editor archives
 * those instead of deleting them, so old orders keep what they show (docs/product/menu.md#the-menu-editor).
 */
export async function orderedMenuEntries(
  ids: { itemIds: readonly string[]; extraIds: readonly string[] },
  session?: ClientSession,
): Promise<{ itemIds: Set<string>; extraIds: Set<string> }> {
  // One after the other: a transaction's session runs one operation at a time.
  const items =
    ids.itemIds.length === 0
      ? []
      : await OrderModel.distinct('items.menuItemId', { ...PLACED, 'items.menuItemId': { $in: [...ids.itemIds] } }, { session });
  const extras =
    ids.extraIds.length === 0
      ? []
      : await OrderModel.distinct('items.extras.extraId', { ...PLACED, 'items.extras.extraId': { $in: [...ids.extraIds] } }, { session });
  const wanted = (list: unknown[], of: readonly string[]) => new Set(list.filter((id): id is string => of.includes(id as string)));
  return { itemIds: wanted(items, ids.itemIds), extraIds: wanted(extras, ids.extraIds) };
}
