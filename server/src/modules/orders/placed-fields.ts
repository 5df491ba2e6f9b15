import { invoiceOf, type PlaceOrderRequest, sortAllergens } from '@pizza/shared';
import { Types } from 'mongoose';

import type { AuthUser } from '../auth';
import type { Basket } from './order-basket';
import { customerOf } from './order-view';

/** The snapshot of a placement: lines, money, address and customer as they are now. */
export function placedFields(user: AuthUser, request: PlaceOrderRequest, basket: Basket, now: Date) {
  const { selected: _selected, ...address } = basket.address ?? { selected: false };
  return {
    status: 'PLACED',
    orderType: request.orderType,
    paymentMethod: request.paymentMethod,
    placedAt: now,
    ...basket.breakdown,
    customer: customerOf(user),
    items: basket.lines.map((line) => ({
      // Chosen here, not by the update's casting: the order answered before the commit names the stored lines.
      _id: new Types.ObjectId(),
      menuItemId: line.menuItem.id,
      name: line.menuItem.name,
      size: line.menuItem.size,
      category: line.menuItem.category,
      quantity: line.quantity,
      pricePerItem: line.totalPrice / line.quantity,
      extras: line.extras.map((extra) => ({
        extraId: extra.id,
        name: extra.name,
        price: extra.price,
        ...(extra.translations ? { translations: extra.translations } : {}),
      })),
      ...(line.instructions ? { instructions: line.instructions } : {}),
      ...(line.menuItem.translations ? { translations: line.menuItem.translations } : {}),
      // As ordered: a later edit of the menu's allergens never rewrites what the kitchen was told (docs/product/ordering.md#allergy-note).
      allergens: sortAllergens([...line.menuItem.allergens, ...line.extras.flatMap((extra) => extra.allergens)]),
    })),
    ...(request.allergyNote ? { allergyNote: request.allergyNote } : {}),
    ...invoiceFields(request),
    ...(basket.address ? { address, driveMinutes: basket.driveMinutes } : {}),
    ...(request.orderType === 'DELIVERY' ? { leaveAtDoor: request.leaveAtDoor ?? false } : {}),
    statusHistory: [{ status: 'PLACED', at: now, by: user.id }],
  };
}

/** The billing details when the customer asked for an invoice (the request's schema has validated them). */
function invoiceFields(request: PlaceOrderRequest) {
  const invoice = invoiceOf(request);
  return invoice ? { invoice } : {};
}

/** `record` without `fields` (what the placement's update unsets). */
export function withoutFields(record: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !fields.includes(key)));
}
