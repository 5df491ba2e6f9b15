import { ORDER_MESSAGES, type ReorderResult, type ReorderSkip } from '@pizza/shared';

import { notFound } from '../../lib/errors';
import type { AuthUser } from '../auth';
import type { CartService } from '../cart';
import { OrderModel } from './orders.model';

export interface ReorderDeps {
  cart: Pick<CartService, 'addLines'>;
}

interface NameTranslations {
  hu?: { name?: string | null } | null;
}

interface PastLine {
  menuItemId: string;
  name: string;
  size: string;
  quantity: number;
  pricePerItem: number;
  extras: Array<{ extraId?: string | null; name?: string | null; price?: number | null; translations?: NameTranslations | null }>;
  instructions?: string | null;
  translations?: NameTranslations | null;
}

/** A name's Hungarian translation as the contract carries it (absent when the order had none). */
function translationsOf(translations: NameTranslations | null | undefined): ReorderSkip['translations'] {
  const hu = translations?.hu?.name;
  return hu ? { hu: { name: hu } } : undefined;
}

/**
 * "Order again" (docs/product/promo-codes.md#order-again): the lines of the customer's past order go
 * into their cart — the same dish and size, add-ons, quantity and kitchen note — at today's prices,
 * after what the cart holds. The cart leaves out what is unavailable now; each left-out dish or
 * add-on is named. Only the order's own customer may do it; a draft is no order yet (both: 404).
 */
export function createReorder({ cart }: ReorderDeps) {
  return async function reorder(user: AuthUser, orderId: string): Promise<ReorderResult> {
    if (typeof orderId !== 'string' || orderId.length > 100) throw notFound(ORDER_MESSAGES.notFound);
    const order = await OrderModel.findOne({ orderId, userId: user.id, status: { $ne: 'PENDING' } }, { items: 1 }).lean<{
      items: PastLine[];
    }>();
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    const lines = order.items;
    const outcomes = await cart.addLines(
      user.id,
      lines.map((line) => ({
        menuItemId: line.menuItemId,
        extraIds: line.extras.flatMap((extra) => (extra.extraId ? [extra.extraId] : [])),
        quantity: line.quantity,
        ...(line.instructions ? { instructions: line.instructions } : {}),
      })),
    );
    const result: ReorderResult = { added: 0, skipped: [], totalThen: 0, totalNow: 0 };
    lines.forEach((line, index) => {
      const outcome = outcomes[index]!;
      const named = (what: ReorderSkip['what'], name: string, translations: NameTranslations | null | undefined): ReorderSkip => {
        const hu = translationsOf(translations);
        return { name, ...(hu ? { translations: hu } : {}), size: line.size, what };
      };
      if (outcome.unitPrice === undefined) {
        result.skipped.push(named('line', line.name, line.translations));
        return;
      }
      const dropped = outcome.droppedExtraIds.map((extraId) => line.extras.find((extra) => extra.extraId === extraId));
      // Then and now compare the same line: without the add-ons it goes in without.
      const droppedThen = dropped.reduce((sum, extra) => sum + (extra?.price ?? 0), 0);
      result.added += 1;
      result.totalThen += (line.pricePerItem - droppedThen) * line.quantity;
      result.totalNow += outcome.unitPrice * line.quantity;
      const dishHu = translationsOf(line.translations);
      const dish = { name: line.name, ...(dishHu ? { translations: dishHu } : {}) };
      dropped.forEach((extra, at) =>
        result.skipped.push({ ...named('extra', extra?.name ?? outcome.droppedExtraIds[at]!, extra?.translations), dish }),
      );
    });
    return result;
  };
}
