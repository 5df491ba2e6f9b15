/**
 * Adding to a cart without read-modify-write. Several tabs (or a double click) may add at the same
 * moment; every step below is ONE atomic update of the cart document whose filter states the
 * condition it relies on, so a concurrent change makes the step miss instead of being overwritten.
 */
import { createHash } from 'node:crypto';

import { QUANTITY_MAX_PER_LINE } from '@pizza/shared';

import { badRequest, conflict } from '../../lib/errors';
import { CartModel } from './cart.model';

/** Bounds the cart document; far above any real order, low enough that a script cannot bloat it. */
export const MAX_CART_LINES = 100;
/** Each retry follows a concurrent change that made a step miss; three in a row means heavy contention. */
const MAX_ATTEMPTS = 3;

export const LINE_CAP_MESSAGE = `At most ${QUANTITY_MAX_PER_LINE} of one item per order line`;
export const CART_FULL_MESSAGE = `A cart holds at most ${MAX_CART_LINES} different lines`;

export interface NewLine {
  menuItemId: string;
  extraIds: string[];
  instructions?: string;
  /** The unit price the customer saw when adding (docs/product/menu.md#prices-change-honestly); not part of the merge key. */
  seenUnitPrice: number;
}

/**
 * The merge rule as one value: same item, same SET of extras (sorted, so order does not matter)
 * and same instructions. Hashed so the key has a fixed size whatever the instructions' length.
 */
export function lineKey({ menuItemId, extraIds, instructions }: Omit<NewLine, 'seenUnitPrice'>): string {
  const canonical = JSON.stringify([menuItemId, [...extraIds].sort(), instructions ?? '']);
  return createHash('sha256').update(canonical).digest('base64url');
}

/** `$inc` on the matching line, only while the sum stays within the cap; the customer has now seen its current price. */
async function mergeInto(userId: string, key: string, quantity: number, seenUnitPrice: number): Promise<boolean> {
  const result = await CartModel.updateOne(
    { userId, items: { $elemMatch: { mergeKey: key, quantity: { $lte: QUANTITY_MAX_PER_LINE - quantity } } } },
    { $inc: { 'items.$.quantity': quantity, revision: 1 }, $set: { [`seenUnitPrices.${key}`]: seenUnitPrice } },
  );
  return result.matchedCount === 1;
}

/** `$push` of a new line, only if no line with this key exists yet and the cart has room. */
async function pushLine(userId: string, { seenUnitPrice, ...line }: NewLine, key: string, quantity: number): Promise<boolean> {
  const result = await CartModel.updateOne(
    { userId, 'items.mergeKey': { $ne: key }, [`items.${MAX_CART_LINES - 1}`]: { $exists: false } },
    { $push: { items: { ...line, mergeKey: key, quantity } }, $inc: { revision: 1 }, $set: { [`seenUnitPrices.${key}`]: seenUnitPrice } },
  );
  return result.matchedCount === 1;
}

/** The unique userId index makes concurrent first adds converge on one cart. */
async function ensureCart(userId: string): Promise<void> {
  try {
    await CartModel.updateOne({ userId }, { $setOnInsert: { items: [] } }, { upsert: true });
  } catch (err) {
    // Two upserts raced and the other one inserted: the cart exists, which is all we need.
    if ((err as { code?: unknown }).code !== 11000) throw err;
  }
}

/** Both writes missed: say why when it is the customer's limit; return to retry when it was a race. */
async function explainMiss(userId: string, key: string, quantity: number): Promise<void> {
  const cart = await CartModel.findOne({ userId }, { 'items.mergeKey': 1, 'items.quantity': 1 }).lean<{
    items: Array<{ mergeKey: string; quantity: number }>;
  }>();
  const items = cart?.items ?? [];
  const existing = items.find((item) => item.mergeKey === key);
  if (existing && existing.quantity + quantity > QUANTITY_MAX_PER_LINE) throw badRequest(LINE_CAP_MESSAGE);
  if (!existing && items.length >= MAX_CART_LINES) throw badRequest(CART_FULL_MESSAGE);
}

/**
 * Merges into the equal line or appends a new one; the quantity is never lost nor applied twice.
 * The common case, a new line in an existing cart, is one write.
 */
export async function addLine(userId: string, line: NewLine, quantity: number): Promise<void> {
  const key = lineKey(line);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (await pushLine(userId, line, key, quantity)) return;
    // The line exists (maybe pushed a moment ago by another tab): merge into it.
    if (await mergeInto(userId, key, quantity, line.seenUnitPrice)) return;
    // Neither matched: the first add ever (make the cart, then again), or the customer's limit (explained).
    await ensureCart(userId);
    await explainMiss(userId, key, quantity);
  }
  throw conflict('Your cart is being changed elsewhere; please try again');
}
